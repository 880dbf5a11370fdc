import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileName, fontFaceRules, type FontFile } from "../../scripts/fonts/subset.ts";
import { BEGIN, END } from "../../scripts/fonts/fallback-markers.ts";

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
  it("a page preloads no face (its first paint waits for no font) and its fonts boot adds the very faces its @font-face rules declare", () => {
    const html = fs.readFileSync(path.join(root, "build/client/index.html"), "utf8");
    expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="font"/);
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;
    // Without scripts, the stylesheet declares the faces (and only then).
    const declared = /@media\s*\(scripting:\s*none\)\s*\{((?:\s*@font-face\s*\{[^}]*\})+)\s*\}/.exec(style);
    expect(declared, "the brand @font-face rules, under @media (scripting: none)").not.toBeNull();
    const rules = [...declared![1]!.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => ({
      family: /font-family:\s*"?([^;"]+)"?/.exec(m[1]!)![1]!,
      url: /src:\s*url\(["']?([^)"']+)["']?\)/.exec(m[1]!)![1]!,
      weight: /font-weight:\s*([^;]+)/.exec(m[1]!)![1]!.trim(),
    }));
    expect(rules.map((r) => r.family).sort()).toEqual(["Fraunces", "Instrument Sans"]);
    // No other rule declares them: with scripts on, the boot adds them after the first paint.
    const elsewhere = style.replace(declared![0], "");
    expect(elsewhere).not.toMatch(/@font-face\s*\{\s*font-family:\s*"?(Fraunces|Instrument Sans)"?\s*;/);
    const boot = /\(function fontsBoot[\s\S]*?\}\)\((\[[^<]*\])\)<\/script>/.exec(html);
    expect(boot, "the fonts boot script in the head").not.toBeNull();
    const faces = JSON.parse(boot![1]!) as [string, string, string, string][];
    expect(faces.map(([family, url, weight]) => ({ family, url, weight })).sort((a, b) => a.family.localeCompare(b.family))).toEqual(
      rules.sort((a, b) => a.family.localeCompare(b.family)),
    );
    for (const [family, , , range] of faces) expect(range).toBe(files.find((f) => f.family === family)!.unicodeRange);
    // It sits in the head, before the body is parsed, so a later page can add the faces before its first paint.
    expect(html.indexOf("function fontsBoot")).toBeLessThan(html.indexOf("<body"));
  });

  it("each fallback family has a face for every weight the site sets, bold weights from a bold cut, every face with the brand face's line height", () => {
    const css = fs.readFileSync(path.join(root, "app/app.css"), "utf8");
    const block = css.slice(css.indexOf(BEGIN), css.indexOf(END));
    const faces = [...block.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
      const rule = m[1]!;
      const pct = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(rule)![1]);
      return {
        family: /font-family:\s*"([^"]+)"/.exec(rule)![1]!,
        weight: Number(/font-weight:\s*(\d+)/.exec(rule)![1]),
        locals: [...rule.matchAll(/local\("([^"]+)"\)/g)].map((l) => l[1]!),
        // What a line's ascent and descent come to in ems of the font size: size-adjust scales the overrides.
        ascent: (pct("size-adjust") * pct("ascent-override")) / 1e4,
        descent: (pct("size-adjust") * pct("descent-override")) / 1e4,
      };
    });
    const weights = { "Fraunces Fallback": [400, 600, 700], "Instrument Sans Fallback": [400, 500, 600, 700] };
    for (const [family, wanted] of Object.entries(weights)) {
      for (const name of [family, `${family} DejaVu`]) {
        const mine = faces.filter((f) => f.family === name);
        expect(mine.map((f) => f.weight).sort(), name).toEqual(wanted);
        for (const f of mine) {
          // No synthetic bold: it keeps the regular cut's widths, narrower than the brand face's bold.
          expect(
            f.locals.every((l) => /Bold/.test(l) === f.weight >= 600),
            `${name} ${f.weight}: ${f.locals.join(", ")}`,
          ).toBe(true);
          expect(f.ascent, `${name} ${f.weight}`).toBeCloseTo(mine[0]!.ascent, 2);
          expect(f.descent, `${name} ${f.weight}`).toBeCloseTo(mine[0]!.descent, 2);
        }
      }
    }
  });
});
