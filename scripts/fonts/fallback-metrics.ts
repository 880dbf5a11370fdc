/**
 * Writes the metric-matched fallback @font-face rules into app/app.css (and prints them): for
 * each brand face and each weight the site sets it in, a local system font scaled (size-adjust) so a paragraph set in it is as wide as in the brand
 * face, with the brand face's ascent, descent and line gap. While the brand face loads (or if
 * it never does), text then wraps where it will wrap, so the swap moves nothing (CLS 0).
 *
 * Vertical metrics come from the font files (hhea); widths are measured in Chromium, on
 * English text, the way visitors read it. The Arial- and Times-class fallbacks are measured
 * on their metric twins Liberation Sans and Liberation Serif (Debian's fonts-liberation,
 * unpacked anywhere; it need not be installed).
 *
 *   LIBERATION_DIR=/usr/share/fonts/truetype/liberation node scripts/fonts/fallback-metrics.ts
 */
import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as prettier from "prettier";
import { BEGIN, END } from "./fallback-markers.ts";

const root = path.resolve(import.meta.dirname, "../..");
const liberation = process.env.LIBERATION_DIR ?? "/usr/share/fonts/truetype/liberation";
/**
 * One fallback face per weight the site sets, each from the system font's own regular or bold
 * cut and scaled for that weight: a single regular face would be bolded synthetically for
 * 600 and 700, which keeps its regular widths, so bold headings set narrower than in the brand
 * face and gained a line when it arrived (CLS 0.02-0.03 on the hero). Weights in between
 * (500) fall to the nearest face by the CSS matching rules.
 */
const regular = (name: string) => [name, `${name} Regular`];
const bold = (name: string, ps?: string) => [`${name} Bold`, ...(ps ? [ps] : [])];
/**
 * The names of a cut, Liberation's full name first, then the Windows/macOS font's, then the
 * other spellings. A browser looks each name up in turn until one is found, in the first style
 * pass of every page, and a name not found costs as much as one found: Linux (where Lighthouse
 * runs) then finds its cut at the first name, Windows and macOS at the second (at 4x CPU,
 * Arial's three spellings before Liberation cost the first frame about 10 ms).
 */
const liberationFirst = (liberation: string[], system: string[], rest: string[]) => [
  liberation[0]!,
  system[0]!,
  ...system.slice(1),
  ...liberation.slice(1),
  ...rest,
];
const faces = [
  {
    family: "Fraunces",
    file: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weights: [400, 600, 700],
    fallbacks: [
      {
        name: "Fraunces Fallback",
        regular: { locals: liberationFirst(regular("Liberation Serif"), regular("Times New Roman"), ["Tinos"]), twin: "LiberationSerif-Regular.ttf" },
        bold: {
          locals: liberationFirst(bold("Liberation Serif", "LiberationSerif-Bold"), bold("Times New Roman", "TimesNewRomanPS-BoldMT"), [
            "Tinos Bold",
          ]),
          twin: "LiberationSerif-Bold.ttf",
        },
      },
      {
        name: "Fraunces Fallback DejaVu",
        regular: { locals: ["DejaVu Serif"], twin: undefined },
        bold: { locals: ["DejaVu Serif Bold", "DejaVuSerif-Bold"], twin: undefined },
      },
    ],
  },
  {
    family: "Instrument Sans",
    file: "node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    weights: [400, 500, 600, 700],
    fallbacks: [
      {
        name: "Instrument Sans Fallback",
        regular: {
          locals: liberationFirst(regular("Liberation Sans"), [...regular("Arial"), "ArialMT"], ["Arimo"]),
          twin: "LiberationSans-Regular.ttf",
        },
        bold: {
          locals: liberationFirst(bold("Liberation Sans", "LiberationSans-Bold"), bold("Arial", "Arial-BoldMT"), ["Arimo Bold"]),
          twin: "LiberationSans-Bold.ttf",
        },
      },
      {
        name: "Instrument Sans Fallback DejaVu",
        regular: { locals: ["DejaVu Sans"], twin: undefined },
        bold: { locals: ["DejaVu Sans Bold", "DejaVuSans-Bold"], twin: undefined },
      },
    ],
  },
];

const englishSample =
  "Branding and web design for Atlanta small businesses: logos, brand identity, websites that convert and AI assistants that answer every lead.";

/**
 * What each weight is measured on: the site's own text of that kind, read from the built pages
 * (npm run build first): headings for the heading face, paragraphs for the text face's
 * regular weights, buttons, links and labels for its bold ones. Title-case headings are wider
 * per letter than a sentence; measured on a sentence, the bold heading fallback was too wide
 * and a laptop hero's heading gained a line in it. Without a build, an English sentence.
 */
function siteText(tags: string[]): string {
  const dir = path.join(root, "build/client");
  if (!fs.existsSync(dir)) return englishSample;
  const pages: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== "assets") walk(path.join(d, e.name));
      else if (e.name === "index.html") pages.push(path.join(d, e.name));
    }
  };
  walk(dir);
  const texts = new Set<string>();
  const pattern = new RegExp(`<(${tags.join("|")})\\b[^>]*>([\\s\\S]*?)</\\1>`, "g");
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8").replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
    for (const m of html.matchAll(pattern)) {
      const text = m[2]!
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&[a-z]+;|&#\w+;/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (text.length > 2) texts.add(text);
    }
  }
  // At most about 20,000 characters: a line longer than a few million pixels is not laid out exactly.
  return texts.size > 0 ? [...texts].join(" ").slice(0, 20_000) : englishSample;
}
const samples = {
  heading: siteText(["h1", "h2", "h3"]),
  paragraph: siteText(["p"]),
  label: siteText(["a", "button", "summary", "dt", "strong"]),
};
const sampleFor = (family: string, weight: number) => (family === "Fraunces" ? samples.heading : weight >= 600 ? samples.label : samples.paragraph);

/** hhea and head of a WOFF2 file: neither table is ever transformed, so no glyph decoding is needed. */
function verticalMetrics(file: string) {
  const buf = fs.readFileSync(file);
  const numTables = buf.readUInt16BE(12);
  const known = ["cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep"];
  let p = 48;
  const base128 = () => {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const b = buf[p++]!;
      v = v * 128 + (b & 0x7f);
      if (!(b & 0x80)) return v;
    }
    throw new Error("bad UIntBase128");
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[p++]!;
    let tag = known[flags & 0x3f] ?? "????";
    if ((flags & 0x3f) === 0x3f) {
      tag = buf.toString("latin1", p, p + 4);
      p += 4;
    }
    const orig = base128();
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    tables.push({ tag, length: transformed ? base128() : orig });
  }
  const data = brotliDecompressSync(buf.subarray(p, p + buf.readUInt32BE(20)));
  const at: Record<string, number> = {};
  let off = 0;
  for (const t of tables) {
    at[t.tag] = off;
    off += t.length;
  }
  const upm = data.readUInt16BE(at.head! + 18);
  return {
    upm,
    ascent: data.readInt16BE(at.hhea! + 4) / upm,
    descent: -data.readInt16BE(at.hhea! + 6) / upm,
    lineGap: data.readInt16BE(at.hhea! + 8) / upm,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const out: string[] = [];
for (const face of faces) {
  const m = verticalMetrics(path.join(root, face.file));
  const font = fs.readFileSync(path.join(root, face.file)).toString("base64");
  for (const fb of face.fallbacks) {
    for (const weight of face.weights) {
      // 600 and up from the bold cut: what a bold heading sets in while the brand face loads.
      const cut = weight >= 600 ? fb.bold : fb.regular;
      const source = cut.twin
        ? `url(data:font/ttf;base64,${fs.readFileSync(path.join(liberation, cut.twin)).toString("base64")})`
        : cut.locals.map((l) => `local("${l}")`).join(", ");
      const ratio = await page.evaluate(
        async ({ font, family, source, weight, sample }) => {
          document.fonts.add(await new FontFace(family, `url(data:font/woff2;base64,${font})`, { weight: "100 900" }).load());
          // The fallback is measured as the page will use it: a face declared at exactly this weight.
          document.fonts.add(await new FontFace(`measure ${weight}`, source, { weight: String(weight) }).load());
          const width = (fam: string) => {
            const s = document.createElement("span");
            s.style.cssText = `font: ${weight} 40px '${fam}'; white-space: nowrap; position: absolute`;
            s.textContent = sample;
            document.body.append(s);
            const w = s.getBoundingClientRect().width;
            s.remove();
            return w;
          };
          return width(family) / width(`measure ${weight}`);
        },
        { font, family: face.family, source, weight, sample: sampleFor(face.family, weight) },
      );
      out.push(
        `@font-face {\n  font-family: "${fb.name}";\n  font-weight: ${weight};\n  src: ${cut.locals.map((l) => `local("${l}")`).join(", ")};\n` +
          `  size-adjust: ${pct(ratio)};\n  ascent-override: ${pct(m.ascent / ratio)};\n` +
          `  descent-override: ${pct(m.descent / ratio)};\n  line-gap-override: ${pct(m.lineGap / ratio)};\n}`,
      );
    }
  }
}
await browser.close();

// Written into app/app.css between its markers, formatted as the project formats CSS.
const cssFile = path.join(root, "app/app.css");
const css = fs.readFileSync(cssFile, "utf8");
const from = css.indexOf(BEGIN);
const to = css.indexOf(END);
if (from < 0 || to < 0) throw new Error(`app/app.css lacks the markers ${BEGIN} ... ${END}`);
const next = css.slice(0, from) + [BEGIN, ...out, END].join("\n") + css.slice(to + END.length);
fs.writeFileSync(cssFile, await prettier.format(next, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile }));
console.log(out.join("\n"));
