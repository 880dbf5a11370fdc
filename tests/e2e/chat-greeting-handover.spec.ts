import type { Locator, Page } from "@playwright/test";
import { avaChat, tinaChat } from "#content/chat.ts";
import { test, expect } from "./fixtures";

/**
 * An assistant's frame opened on the first tap is the page's own (the shell), with her greeting;
 * when her code arrives her conversation takes the frame over. Every frame the browser draws in
 * between is checked (in requestAnimationFrame, just before it is painted): the greeting is on
 * screen in each one, never gone for a frame while the conversation replaces the shell.
 */

/** Holds the page's code (and the assistant's) back until `release`. */
async function holdCode(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

interface Frames {
  frames: number;
  missing: number[];
  takenOver: number;
}

/**
 * Watches every frame of the frame `frameId` from now on: which ones draw no `greeting` (in the
 * DOM, displayed, not transparent), and the first one drawn with the conversation in it.
 */
async function watchFrames(page: Page, frameId: string, greeting: string) {
  await page.evaluate(
    ([id, text]) => {
      const el = document.getElementById(id)!;
      const state: Frames = { frames: 0, missing: [], takenOver: -1 };
      (window as unknown as { greetingFrames: Frames }).greetingFrames = state;
      const visible = () =>
        [...el.querySelectorAll<HTMLElement>("*")].some(
          (n) =>
            [...n.childNodes].some((t) => t.nodeType === Node.TEXT_NODE && t.textContent?.includes(text)) &&
            n.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        );
      const frame = () => {
        state.frames++;
        if (!visible()) state.missing.push(state.frames);
        if (state.takenOver < 0 && el.querySelector("[data-chat-widget]")) state.takenOver = state.frames;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [frameId, greeting] as const,
  );
}

/** Lets the code in, waits for the takeover and ten frames past it, and checks every frame watched. */
async function expectGreetingThroughTakeover(page: Page, frame: Locator, greeting: string, code: { release: () => void }) {
  // Held until now: on a busy machine the tap alone can start the code, and the takeover would be
  // over before the first frame is watched. The first key press starts it (if the tap has not).
  code.release();
  await page.keyboard.press("Shift");
  await expect(frame.locator("[data-chat-widget]")).toBeAttached();
  await page.waitForFunction(() => {
    const s = (window as unknown as { greetingFrames: Frames }).greetingFrames;
    return s.takenOver > 0 && s.frames > s.takenOver + 10;
  });
  const state = await page.evaluate(() => (window as unknown as { greetingFrames: Frames }).greetingFrames);
  // The shell was watched before the takeover, and the conversation for ten frames after it.
  expect(state.takenOver).toBeGreaterThan(1);
  expect(state.missing, `frames without the greeting, of ${state.frames} (taken over at frame ${state.takenOver})`).toEqual([]);
  await expect(frame.getByText(greeting)).toHaveCount(1);
}

test("Ava's greeting stays on screen in every frame while her code takes the panel over", async ({ page }) => {
  const code = await holdCode(page);
  await page.goto("/services");
  await page.getByRole("button", { name: "Chat with Ava" }).last().click();
  const panel = page.getByRole("dialog", { name: "Chat with Ava" });
  const greeting = panel.getByText(avaChat.greeting);
  await expect(greeting).toBeVisible();
  // The shell shows it after half a second of typing dots, fading in from opacity 0, which
  // Playwright still counts as visible: frames are watched from the first one that draws it.
  await expect(greeting).not.toHaveCSS("opacity", "0");
  await watchFrames(page, "ava-chat-panel", avaChat.greeting);
  await expectGreetingThroughTakeover(page, panel, avaChat.greeting, code);
});

test("Tina's greeting stays on screen in every frame while her code takes the dialog over", async ({ page }) => {
  const code = await holdCode(page);
  await page.goto("/free-ai-agent-demo");
  await page.getByRole("button", { name: "Test It Out" }).first().click();
  const dialog = page.getByRole("dialog", { name: tinaChat.title });
  // Her shell greets at once.
  await expect(dialog.getByText(tinaChat.greeting)).toBeVisible();
  await expect(dialog.getByText(tinaChat.greeting)).not.toHaveCSS("opacity", "0");
  await watchFrames(page, "tina-chat-dialog", tinaChat.greeting);
  await expectGreetingThroughTakeover(page, dialog, tinaChat.greeting, code);
});
