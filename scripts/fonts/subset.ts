/**
 * Writes the brand faces the site ships, app/fonts/*.woff2: each @fontsource latin file cut
 * down to the characters the site uses and to the weights it sets, plus app/fonts/subset.json
 * (what each file holds) and the @font-face rules of app/app.css. Run it after changing the
 * copy if a test says a character is missing:
 *
 *   node scripts/fonts/subset.ts
 *
 * The characters: printable ASCII and the no-break space (anything a visitor may type, a price, a URL), every other
 * character in the content and the components, and for the text face the accented letters of
 * the names visitors type into forms and the chat. A character outside a face falls back,
 * per character, to the metric-matched local font of app/app.css.
 */
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "../..");
const out = path.join(root, "app/fonts");

const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "\u00a0";
/** Letters of Spanish, French, Portuguese, German and Vietnamese-free Latin names, both cases. */
const nameLetters = "áàâäãåçéèêëíìîïñóòôöõøúùûüýÿœæßÁÀÂÄÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕØÚÙÛÜÝŸŒÆ";

function sourceFiles(dir: string, ext: RegExp, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(p, ext, found);
    else if (ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(p);
  }
  return found;
}

/** Every character outside ASCII that the site's copy and components can put on a page. */
export function charactersUsed(): string {
  const chars = new Set<string>();
  for (const file of [...sourceFiles(path.join(root, "content"), /\.tsx?$/), ...sourceFiles(path.join(root, "app"), /\.tsx?$/)]) {
    for (const c of fs.readFileSync(file, "utf8")) if (c.codePointAt(0)! > 0x7e && c !== "\u00ad" && !/\s/.test(c)) chars.add(c);
  }
  return [...chars].sort().join("");
}

/** "U+20-7E, U+A9, …": the code points of `text`, as runs. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(", ");
}

/**
 * The files: one variable file per face, holding the weights the site sets (400-700). One
 * static file per weight is about half the size (Fraunces 12 KiB), but pages use two or three
 * weights of each face; tried for Fraunces (the bold one preloaded), it did not bring
 * Lighthouse's LCP down and fetched more on pages with three weights.
 */
export const faces = [
  { family: "Fraunces", source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", extra: "" },
  {
    family: "Instrument Sans",
    source: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    extra: nameLetters,
  },
] as const;

/** The weights the site sets, kept as the files' variable range. */
export const WEIGHTS = [400, 700] as const;

export interface FontFile {
  family: string;
  /** The variable file's weight range. */
  weight: readonly [number, number];
  characters: string;
  unicodeRange: string;
  bytes: number;
}

export const fileName = (f: Pick<FontFile, "family" | "weight">) => `${f.family.toLowerCase().replace(/ /g, "-")}-${f.weight.join("-")}.woff2`;

export const BEGIN = "/* @font-face rules of the brand faces, written by scripts/fonts/subset.ts */";
export const END = "/* end of the brand faces */";

/**
 * The @font-face rules app/app.css carries for the files. They apply only without scripts: with
 * scripts on, app/utils/fonts-boot.ts adds the same faces after the first paint (ADR 013).
 */
export function fontFaceRules(files: FontFile[]): string {
  const rules = files.map((f) =>
    [
      "  @font-face {",
      `    font-family: "${f.family}";`,
      "    font-style: normal;",
      "    font-display: swap;",
      `    font-weight: ${f.weight.join(" ")};`,
      `    src: url("./fonts/${fileName(f)}") format("woff2-variations");`,
      `    unicode-range: ${f.unicodeRange};`,
      "  }",
    ].join("\n"),
  );
  return [BEGIN, "@media (scripting: none) {", ...rules, "}", END].join("\n");
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  for (const old of fs.readdirSync(out)) if (old.endsWith(".woff2")) fs.rmSync(path.join(out, old));
  const used = charactersUsed();
  const files: FontFile[] = [];
  for (const face of faces) {
    const source = fs.readFileSync(path.join(root, "node_modules", face.source));
    const characters = [...new Set(ascii + used + face.extra)].sort().join("");
    const woff2 = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: { min: WEIGHTS[0], max: WEIGHTS[1] } } });
    const file: FontFile = { family: face.family, weight: WEIGHTS, characters, unicodeRange: unicodeRange(characters), bytes: woff2.length };
    fs.writeFileSync(path.join(out, fileName(file)), woff2);
    files.push(file);
    console.log(
      `${fileName(file)}: ${characters.length} characters, ${(source.length / 1024).toFixed(1)} KiB → ${(woff2.length / 1024).toFixed(1)} KiB`,
    );
  }
  const manifestFile = path.join(out, "subset.json");
  fs.writeFileSync(
    manifestFile,
    await prettier.format(JSON.stringify(files), { ...(await prettier.resolveConfig(manifestFile)), filepath: manifestFile }),
  );
  const cssFile = path.join(root, "app/app.css");
  const css = fs.readFileSync(cssFile, "utf8");
  const from = css.indexOf(BEGIN);
  const to = css.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`app/app.css must hold the lines ${BEGIN} and ${END}`);
  const written = css.slice(0, from) + fontFaceRules(files) + css.slice(to + END.length);
  fs.writeFileSync(cssFile, await prettier.format(written, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile }));
}

if (import.meta.main) await main();
