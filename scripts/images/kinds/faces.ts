/**
 * Real type for the generated art: self-hosted variable fonts (the @fontsource-variable
 * packages) are shaped with HarfBuzz and drawn as outlines, so every picture's lettering is
 * a real face at an exact weight and width, the same on every machine. The SVG renderer's
 * own text (which falls back to the system's default face) is never used. Chinese lettering
 * is brush-written (Ma Shan Zheng), a face shipped as many files by Unicode range: each
 * character is drawn from the file that holds it.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import nodePath from "node:path";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);
const wawoff2 = require("wawoff2") as { decompress(buf: Uint8Array): Promise<Uint8Array> };
/** The decoder itself: synchronous once the first decompress above has started it. */
const woff2Binding = require("wawoff2/build/decompress_binding.js") as { decompress(buf: Uint8Array): Uint8Array | false };

/** The font files (latin subset, every axis) the art draws with. */
const FILES = {
  fraunces: "@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2",
  frauncesItalic: "@fontsource-variable/fraunces/files/fraunces-latin-full-italic.woff2",
  instrument: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-standard-normal.woff2",
  bricolage: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2",
  caveat: "@fontsource-variable/caveat/files/caveat-latin-wght-normal.woff2",
  bodoni: "@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-standard-normal.woff2",
  bitter: "@fontsource-variable/bitter/files/bitter-latin-wght-normal.woff2",
} as const;
/** Chinese brush lettering: one face split into files by Unicode range (its stylesheet says which). */
const BRUSH_CSS = "@fontsource/ma-shan-zheng/400.css";
export type Family = keyof typeof FILES | "brush";

/** A face: a family and its axis settings (wght, wdth, opsz, SOFT, WONK). */
export interface Face {
  family: Family;
  axes: Readonly<Record<string, number>>;
}

interface Loaded {
  /** Held so the font data is not freed while the face uses it. */
  blob: hb.Blob;
  face: hb.Face;
  upem: number;
  fonts: Map<string, hb.Font>;
}

function fromTtf(ttf: Uint8Array): Loaded {
  const blob = new hb.Blob(ttf);
  const face = new hb.Face(blob);
  return { blob, face, upem: face.upem, fonts: new Map() };
}

async function load(file: string): Promise<Loaded> {
  const woff2 = readFileSync(require.resolve(file));
  // A copy: the decoder hands back a view of its own memory, which its next call reuses.
  return fromTtf(Uint8Array.from(await wawoff2.decompress(woff2)));
}

const loaded = {} as Record<Family, Loaded>;
for (const [k, file] of Object.entries(FILES)) loaded[k as keyof typeof FILES] = await load(file);

/** The brush face's files and the code points each holds, read from its stylesheet. */
const brushFiles = (() => {
  const cssPath = require.resolve(BRUSH_CSS);
  const css = readFileSync(cssPath, "utf8");
  return [...css.matchAll(/url\(\.\/(files\/[^)]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map((m) => ({
    file: nodePath.join(nodePath.dirname(cssPath), m[1] as string),
    ranges: (m[2] as string).split(",").map((r) => {
      const [lo, hi] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(lo as string, 16), parseInt((hi ?? lo) as string, 16)] as const;
    }),
  }));
})();
const brushLoaded = new Map<string, Loaded>();

/** The brush file that holds a character, decoded on first use. */
function brushFor(cp: number): Loaded {
  const hit = brushFiles.find((b) => b.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
  if (!hit) throw new Error(`the brush face has no U+${cp.toString(16)}`);
  let l = brushLoaded.get(hit.file);
  if (!l) {
    const ttf = woff2Binding.decompress(readFileSync(hit.file));
    if (!ttf) throw new Error(`could not decode ${nodePath.basename(hit.file)}`);
    l = fromTtf(Uint8Array.from(ttf));
    brushLoaded.set(hit.file, l);
  }
  return l;
}
// Every file of the face has the same em; any character tells it.
loaded.brush = brushFor("茶".codePointAt(0)!);

function fontFor(face: Face, cp?: number): { font: hb.Font; upem: number } {
  const l = face.family === "brush" && cp !== undefined ? brushFor(cp) : loaded[face.family];
  const key = JSON.stringify(face.axes);
  let font = l.fonts.get(key);
  if (!font) {
    font = new hb.Font(l.face);
    const vars = Object.entries(face.axes).map(([tag, v]) => new hb.Variation(tag, v));
    if (vars.length) font.setVariations(vars);
    l.fonts.set(key, font);
  }
  return { font, upem: l.upem };
}

interface Shaped {
  /** Glyph outlines in font units, y up, each with its pen x. */
  glyphs: { path: string; x: number }[];
  /** Advance of the whole run in font units (without letter spacing). */
  advance: number;
}

const shapeCache = new Map<string, Shaped>();
const pathCache = new Map<string, string>();

function shape(text: string, face: Face): Shaped {
  const key = `${face.family}|${JSON.stringify(face.axes)}|${text}`;
  const hit = shapeCache.get(key);
  if (hit) return hit;
  // Brush lettering: each character from its own file, set one after another (Chinese needs no shaping across characters).
  if (face.family === "brush") {
    const glyphs: { path: string; x: number }[] = [];
    let x = 0;
    for (const ch of text) {
      const one = shapeWith(ch, fontFor(face, ch.codePointAt(0)).font, `brush|${ch}`);
      for (const g of one.glyphs) glyphs.push({ path: g.path, x: x + g.x });
      x += one.advance;
    }
    const shaped = { glyphs, advance: x };
    shapeCache.set(key, shaped);
    return shaped;
  }
  const shaped = shapeWith(text, fontFor(face).font, `${face.family}|${JSON.stringify(face.axes)}`);
  shapeCache.set(key, shaped);
  return shaped;
}

function shapeWith(text: string, font: hb.Font, glyphKey: string): Shaped {
  const buf = new hb.Buffer();
  buf.addText(text);
  buf.guessSegmentProperties();
  hb.shape(font, buf);
  const glyphs: { path: string; x: number }[] = [];
  let x = 0;
  const infos = buf.getGlyphInfos();
  const pos = buf.getGlyphPositions();
  infos.forEach((g, i) => {
    const p = pos[i] as hb.GlyphPosition;
    const pk = `${glyphKey}|${g.codepoint}`;
    let path = pathCache.get(pk);
    if (path === undefined) {
      path = font.glyphToPath(g.codepoint);
      pathCache.set(pk, path);
    }
    glyphs.push({ path, x: x + p.xOffset });
    x += p.xAdvance;
  });
  return { glyphs, advance: x };
}

/** Width in px of `text` set at `size` with `spacing` px between letters. */
export function measure(text: string, face: Face, size: number, spacing = 0): number {
  if (!text) return 0;
  const { upem } = fontFor(face);
  return (shape(text, face).advance / upem) * size + spacing * Math.max(0, [...text].length - 1);
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `text` as one filled path with its baseline at (x, y). Letter spacing is added after every
 * glyph but the last, as CSS does; the anchor places the run like SVG's text-anchor.
 */
export function outline(
  text: string,
  face: Face,
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: { anchor?: "start" | "middle" | "end"; spacing?: number; opacity?: number } = {},
): string {
  if (!text) return "";
  const { upem } = fontFor(face);
  const spacing = opts.spacing ?? 0;
  const width = measure(text, face, size, spacing);
  const x0 = opts.anchor === "middle" ? x - width / 2 : opts.anchor === "end" ? x - width : x;
  const s = size / upem;
  const shaped = shape(text, face);
  // Spacing is per cluster; with simple Latin runs one glyph is one character.
  const k = Math.round(s * 1e5) / 1e5;
  const parts = shaped.glyphs.flatMap((g, i) => {
    if (!g.path) return [];
    const gx = x0 + g.x * s + spacing * i;
    return [`<path transform="matrix(${k} 0 0 ${-k} ${r2(gx)} ${r2(y)})" d="${g.path}"/>`];
  });
  const op = opts.opacity !== undefined ? ` opacity="${r2(opts.opacity)}"` : "";
  // The words ride along as a label, so the picture's text can still be read from the SVG.
  return `<g fill="${fill}"${op} aria-label="${escapeAttr(text)}">${parts.join("")}</g>`;
}
