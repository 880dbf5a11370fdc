import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../../server/static-build.ts";
import { headingText, TITLE_FACE_SCRIPT, withTitleFace } from "./title-face.ts";

const font = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/fonts/fraunces-400-700.woff2"));
const page = (h1: string) => `<html><head><title>t</title></head><body><main>${h1}<p>Body</p></main></body></html>`;

describe("a page's title face", () => {
  it("inlines Fraunces cut to the title's characters at the title's weight, and marks the title", async () => {
    const { html, bytes } = await withTitleFace(page('<h1 class="mt-4 font-display font-bold">Okra &amp; Iron <em>Kitchen</em></h1>'), font);
    expect(html).toContain('<h1 data-title-face="" class="mt-4 font-display font-bold">Okra &amp; Iron <em>Kitchen</em></h1>');
    // The rule, then the script that hands its bytes to the font set before the body is laid out.
    const face = /<style>(@font-face\{[^}]*\})<\/style><script nonce="[^"]*">[\s\S]*?<\/script><\/head>/.exec(html)?.[1];
    expect(html).toContain(`<script nonce="${NONCE_PLACEHOLDER}">${TITLE_FACE_SCRIPT}</script></head>`);
    expect(face).toBeDefined();
    expect(face).toContain('font-family:"Fraunces Title"');
    expect(face).toContain("font-weight:700");
    // Each character of the title (the & decoded, the tags gone, the space), and nothing else.
    const range = /unicode-range:([^;}]+)/.exec(face!)![1]!.split(",");
    expect(range.map((u) => String.fromCodePoint(parseInt(u.slice(2), 16))).sort()).toEqual([...new Set("Okra & Iron Kitchen")].sort());
    const data = Buffer.from(/base64,([^)]+)\)/.exec(face!)![1]!, "base64");
    expect(data.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(data.length).toBe(bytes);
    expect(bytes).toBeLessThan(font.length / 3);
  });

  it("takes the weight the title's class sets, 400 without one", async () => {
    expect((await withTitleFace(page('<h1 class="font-display font-semibold">A</h1>'), font)).html).toContain("font-weight:600");
    expect((await withTitleFace(page('<h1 class="font-display">A</h1>'), font)).html).toContain("font-weight:400");
  });

  it("leaves a page alone whose title is not in the heading face, or that has no title", async () => {
    for (const html of [page('<h1 class="text-3xl">Plain</h1>'), page("<h2 class='font-display'>No title</h2>")]) {
      expect(await withTitleFace(html, font)).toEqual({ html, bytes: 0 });
    }
  });

  it("reads a heading as a visitor does", () => {
    expect(headingText("Tom&#x27;s <span>Caf&#233;</span> &amp; Bar&nbsp;&lt;3")).toBe("Tom's Café & Bar\u00a0<3");
  });
});
