/**
 * Prints the metric-matched fallback @font-face rules of app/app.css: for each brand face, a
 * local system font scaled (size-adjust) so a paragraph set in it is as wide as in the brand
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

const root = path.resolve(import.meta.dirname, "../..");
const liberation = process.env.LIBERATION_DIR ?? "/usr/share/fonts/truetype/liberation";
const faces = [
  {
    family: "Fraunces",
    file: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weight: 600,
    fallbacks: [
      { name: "Fraunces Fallback", locals: ["Times New Roman", "Liberation Serif", "Tinos"], twin: "LiberationSerif-Bold.ttf" },
      { name: "Fraunces Fallback DejaVu", locals: ["DejaVu Serif"], twin: undefined },
    ],
  },
  {
    family: "Instrument Sans",
    file: "node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    weight: 400,
    fallbacks: [
      { name: "Instrument Sans Fallback", locals: ["Arial", "Liberation Sans", "Arimo"], twin: "LiberationSans-Regular.ttf" },
      { name: "Instrument Sans Fallback DejaVu", locals: ["DejaVu Sans"], twin: undefined },
    ],
  },
];

const sample =
  "Branding and web design for Atlanta small businesses: logos, brand identity, websites that convert and AI assistants that answer every lead.";

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
    const twin = fb.twin ? fs.readFileSync(path.join(liberation, fb.twin)).toString("base64") : undefined;
    const ratio = await page.evaluate(
      async ({ font, family, local, twin, weight, sample }) => {
        const ff = new FontFace(family, `url(data:font/woff2;base64,${font})`, { weight: "100 900" });
        document.fonts.add(await ff.load());
        if (twin) document.fonts.add(await new FontFace(local, `url(data:font/ttf;base64,${twin})`, { weight: "100 900" }).load());
        const width = (fam: string) => {
          const s = document.createElement("span");
          s.style.cssText = `font: ${weight} 100px '${fam}'; white-space: nowrap; position: absolute`;
          s.textContent = sample;
          document.body.append(s);
          const w = s.getBoundingClientRect().width;
          s.remove();
          return w;
        };
        return width(family) / width(local);
      },
      { font, family: face.family, local: fb.twin ? `twin ${fb.name}` : fb.locals[0]!, twin, weight: face.weight, sample },
    );
    out.push(
      `@font-face {\n  font-family: "${fb.name}";\n  src: ${fb.locals.map((l) => `local("${l}")`).join(", ")};\n` +
        `  size-adjust: ${pct(ratio)};\n  ascent-override: ${pct(m.ascent / ratio)};\n` +
        `  descent-override: ${pct(m.descent / ratio)};\n  line-gap-override: ${pct(m.lineGap / ratio)};\n}`,
    );
  }
}
await browser.close();
console.log(out.join("\n"));
