/**
 * The invented client's identity, shared by every kind so a project's images agree:
 * a wordmark style and a mark container style chosen from the brand name.
 */
import { mark, type MarkStyle } from "./motifs.ts";
import { contrast, fitSize, hashString, onColor, textEl, textWidth, type Ctx, type FontName, type Theme } from "./lib.ts";

interface WordStyle {
  font: FontName;
  upper: boolean;
  /** Letter spacing as a fraction of the font size. */
  spacing: number;
}
const WORD_STYLES: WordStyle[] = [
  { font: "sansBold", upper: false, spacing: -0.02 },
  { font: "serifBold", upper: false, spacing: 0 },
  { font: "sans", upper: true, spacing: 0.22 },
  { font: "cond", upper: true, spacing: 0.06 },
  { font: "serif", upper: false, spacing: 0.01 },
];
const MARK_STYLES: MarkStyle[] = ["disc", "bare", "tile", "ring"];

export function brandStyle(ctx: Ctx): { word: WordStyle; markStyle: MarkStyle } {
  const h = hashString(ctx.art.label);
  return {
    word: WORD_STYLES[h % WORD_STYLES.length] as WordStyle,
    markStyle: MARK_STYLES[(h >>> 8) % MARK_STYLES.length] as MarkStyle,
  };
}

/** The first colour from the candidates with enough contrast on `surface`. */
export function accentOn(theme: Theme, surface: string, min = 3): string {
  for (const c of [theme.accent, theme.accent2, ...theme.palette, theme.ink, theme.paper]) {
    if (contrast(c, surface) >= min) return c;
  }
  return onColor(theme, surface);
}

/** The brand name set in the brand's wordmark style. */
export function wordmark(
  ctx: Ctx,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: "start" | "middle" | "end" = "middle",
  maxWidth?: number,
): { svg: string; width: number; size: number } {
  const { word } = brandStyle(ctx);
  const text = word.upper ? ctx.art.label.toUpperCase() : ctx.art.label;
  const sz = fitSize(text, word.font, size, maxWidth, word.spacing * size);
  const spacing = word.spacing * sz;
  return {
    svg: textEl(x, y, text, { size: sz, font: word.font, fill, anchor, spacing }),
    width: textWidth(text, word.font, sz, spacing),
    size: sz,
  };
}

/** The brand mark on a surface colour, with colours picked to read on it. */
export function brandMark(ctx: Ctx, cx: number, cy: number, size: number, surface: string, style?: MarkStyle): string {
  const { theme } = ctx;
  const s = style ?? brandStyle(ctx).markStyle;
  if (s === "bare") return mark(ctx.art.motif, cx, cy, size, "bare", accentOn(theme, surface), surface);
  if (s === "ring") {
    const c = accentOn(theme, surface);
    return mark(ctx.art.motif, cx, cy, size, "ring", c, c);
  }
  const box = accentOn(theme, surface, 1.8);
  const glyph = onColor(theme, box, 3);
  return mark(ctx.art.motif, cx, cy, size, s, glyph, box);
}

/**
 * A logo lock-up centred on (cx, cy): `stacked` puts the mark above the name, `horizontal`
 * beside it. `size` is the mark size. Returns the SVG and the lock-up's width.
 */
export function lockup(
  ctx: Ctx,
  cx: number,
  cy: number,
  size: number,
  surface: string,
  layout: "stacked" | "horizontal",
  maxWidth: number,
  opts: { tagline?: boolean; textFill?: string; style?: MarkStyle } = {},
): { svg: string; width: number; markY: number } {
  const fill = opts.textFill ?? onColor(ctx.theme, surface);
  const tag = opts.tagline && ctx.art.tagline ? ctx.art.tagline : "";
  if (layout === "stacked") {
    const wm = wordmark(ctx, cx, 0, size * 0.42, fill, "middle", maxWidth);
    const total = size + size * 0.2 + wm.size * 0.75 + (tag ? size * 0.3 : 0);
    const top = cy - total / 2;
    let svg = brandMark(ctx, cx, top + size / 2, size, surface, opts.style);
    const baseline = top + size + size * 0.2 + wm.size * 0.75;
    svg += wordmark(ctx, cx, baseline, size * 0.42, fill, "middle", maxWidth).svg;
    if (tag) {
      svg += textEl(cx, baseline + size * 0.28, tag, {
        size: Math.max(11, size * 0.1),
        fill,
        anchor: "middle",
        opacity: 0.75,
        spacing: size * 0.02,
        maxWidth,
        upper: true,
      });
    }
    return { svg, width: Math.max(size, wm.width), markY: top + size / 2 };
  }
  const gap = size * 0.32;
  const wm0 = wordmark(ctx, 0, 0, size * 0.52, fill, "start", maxWidth - size - gap);
  const width = size + gap + wm0.width;
  const left = cx - width / 2;
  let svg = brandMark(ctx, left + size / 2, cy, size, surface, opts.style);
  svg += wordmark(ctx, left + size + gap, cy + wm0.size * 0.36, size * 0.52, fill, "start", maxWidth - size - gap).svg;
  return { svg: `<g>${svg}</g>`, width, markY: cy };
}

/** Invented but plausible contact details for the brand. */
export function contact(ctx: Ctx): { domain: string; email: string; phone: string; handle: string } {
  if (ctx.art.contact) return { ...ctx.art.contact, handle: `@${ctx.art.contact.domain.split(".")[0]}` };
  const base =
    ctx.art.label
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z0-9]+/g, "")
      .slice(0, 24) || "studio";
  const n = hashString(ctx.art.label) % 90;
  return {
    domain: `${base}.com`,
    email: `hello@${base}.com`,
    phone: `(404) 555-01${String(n + 10).padStart(2, "0")}`,
    handle: `@${base}`,
  };
}

/** Short headline for the brand when no tagline is given. */
export function headline(ctx: Ctx): string {
  return ctx.art.tagline ?? `${ctx.art.label}, made for Atlanta`;
}
