import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileName, fontFaceRules, type FontFile } from "../../scripts/fonts/subset.ts";

// The brand faces are cut to the characters the site uses (scripts/fonts/subset.ts). A character
// on a page that its face lacks would be drawn in the fallback font, mid-word: these tests say
// which page and which character, so the fix (run the script) is plain.

const root = path.resolve(import.meta.dirname, "../..");
const files = JSON.parse(fs.readFileSync(path.join(root, "app/fonts/subset.json"), "utf8")) as FontFile[];

function pages(dir = path.join(root, "build/client"), found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) pages(p, found);
    else if (entry.name.endsWith(".html")) found.push(p);
  }
  return found;
}

/** What a visitor reads on a page: its text, markup gone, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);
}

describe("the brand faces hold every character the site shows", () => {
  const built = pages();

  it("finds the prerendered pages and a file for every face", () => {
    expect(built.length).toBeGreaterThan(90);
    expect(new Set(files.map((f) => f.family))).toEqual(new Set(["Fraunces", "Instrument Sans"]));
  });

  for (const file of files) {
    it(`${fileName(file)} covers the text of every prerendered page`, () => {
      const have = new Set(file.characters);
      const missing: string[] = [];
      for (const page of built) {
        for (const c of new Set(visibleText(fs.readFileSync(page, "utf8")))) {
          if (/[\t\n\r]/.test(c) || have.has(c)) continue;
          missing.push(
            `${JSON.stringify(c)} (U+${c.codePointAt(0)!.toString(16).toUpperCase()}) on ${path.relative(path.join(root, "build/client"), page)}`,
          );
        }
      }
      expect(missing, "run: node scripts/fonts/subset.ts").toEqual([]);
    });
  }

  it("app.css carries the @font-face rules of the files shipped, and the files are the ones described", () => {
    const squash = (css: string) => css.replace(/\s+/g, " ");
    expect(squash(fs.readFileSync(path.join(root, "app/app.css"), "utf8"))).toContain(squash(fontFaceRules(files)));
    const shipped = fs.readdirSync(path.join(root, "app/fonts")).filter((f) => f.endsWith(".woff2"));
    expect(shipped.sort()).toEqual(files.map(fileName).sort());
    for (const file of files) expect(fs.statSync(path.join(root, "app/fonts", fileName(file))).size, fileName(file)).toBe(file.bytes);
  });
  it("a page preloads both faces at the very URLs its @font-face rules use, so nothing is fetched twice", () => {
    const html = fs.readFileSync(path.join(root, "build/client/index.html"), "utf8");
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*crossorigin/g)].map((m) => m[1]);
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const faces = [...style.matchAll(/@font-face\s*\{[^}]*?src:\s*url\(([^)]+)\)/g)].map((m) => m[1]!.replace(/["']/g, ""));
    expect(preloaded).toHaveLength(2);
    for (const href of preloaded) expect(faces).toContain(href);
    expect(preloaded.some((h) => /fraunces/.test(h!)) && preloaded.some((h) => /instrument-sans/.test(h!))).toBe(true);
  });
});
