import type { Locator, Page } from "@playwright/test";

/**
 * Waits until React owns the page. Public pages may hydrate only on the first
 * interaction, so a harmless key press asks for it; the page marks itself hydrated, or
 * React's root shows up on the document.
 */
export async function ensureHydrated(page: Page) {
  await page.keyboard.press("Shift");
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || Object.keys(document).some((k) => k.startsWith("__reactContainer")),
  );
}

/** With a fake clock: moves time on in small steps until the locator shows (or the budget runs out). */
export async function advanceUntilVisible(page: Page, locator: Locator, budgetMs = 5000, stepMs = 100) {
  for (let spent = 0; spent <= budgetMs; spent += stepMs) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`not visible after ${budgetMs} ms of page time: ${locator}`);
}

/** The chat panel's JavaScript files fetched by the page so far. */
export function trackChatCode(page: Page) {
  const loaded: { url: string; bytes: number }[] = [];
  page.on("response", async (res) => {
    const url = res.url();
    if (!/\/assets\/.*\.js$/.test(url)) return;
    if (!/ava-widget|tina-chat|chat-client|use-chat-conversation|chat-messages/.test(url)) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    loaded.push({ url, bytes: body.byteLength });
  });
  return loaded;
}

/** The leads the server under test has stored (its SQLite database, read-only). */
export async function storedLeads(): Promise<
  {
    source: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    details: string | null;
    conversation_summary: string | null;
    business_type: string | null;
    timeline: string | null;
    project_interested: string | null;
    lead_status: string;
    current_website: string | null;
    notes: string | null;
  }[]
> {
  const { default: SQLite } = await import("better-sqlite3");
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  const db = new SQLite(`${dir}/site.db`, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select * from leads order by created_at").all() as never;
  } finally {
    db.close();
  }
}

/** One chat conversation as the server under test stored it (its SQLite database, read-only), by assistant and id. */
export async function storedConversation(
  assistant: "ava" | "tina",
  id: string,
): Promise<{ assistant: string; transcript: { type: string; content: string }[] } | null> {
  const { default: SQLite } = await import("better-sqlite3");
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  const db = new SQLite(`${dir}/site.db`, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select assistant, transcript from chat_conversations where id = ?").get(`${assistant}:${id}`) as
      { assistant: string; transcript: string } | undefined;
    return row ? { assistant: row.assistant, transcript: JSON.parse(row.transcript) } : null;
  } finally {
    db.close();
  }
}
