/**
 * The invented client's identity, shared by every kind so a project's images agree:
 * a wordmark style and a mark container style chosen from the brand name.
 */
import type { Art } from "#content/schemas/collections.ts";
import { mark, motifAt, tiltOf, turn, type MarkStyle } from "./motifs.ts";
import { contrast, f, fitSize, hashString, luminance, onColor, textEl, textWidth, type Ctx, type Face, type Theme } from "./lib.ts";

interface WordStyle {
  /** How the brand guide names the face. */
  name: string;
  font: Face;
  upper: boolean;
  /** Letter spacing as a fraction of the font size. */
  spacing: number;
}
/** Each client's lettering: one of these faces, picked by its name. */
const WORD_STYLES: WordStyle[] = [
  { name: "Fraunces Soft Black", font: { family: "fraunces", axes: { wght: 900, opsz: 144, SOFT: 100 } }, upper: false, spacing: -0.02 },
  { name: "Fraunces Light", font: { family: "fraunces", axes: { wght: 300, opsz: 144 } }, upper: false, spacing: -0.01 },
  { name: "Fraunces Italic", font: { family: "frauncesItalic", axes: { wght: 600, opsz: 72, WONK: 1 } }, upper: false, spacing: 0 },
  { name: "Instrument Sans Condensed", font: { family: "instrument", axes: { wght: 700, wdth: 75 } }, upper: true, spacing: 0.04 },
  { name: "Instrument Sans", font: { family: "instrument", axes: { wght: 620 } }, upper: false, spacing: -0.02 },
  { name: "Instrument Sans Wide", font: { family: "instrument", axes: { wght: 500 } }, upper: true, spacing: 0.2 },
  { name: "Bricolage Grotesque", font: { family: "bricolage", axes: { wght: 800 } }, upper: false, spacing: -0.03 },
  { name: "Bricolage Grotesque Caps", font: { family: "bricolage", axes: { wght: 600 } }, upper: true, spacing: 0.08 },
  { name: "Bodoni Moda", font: { family: "bodoni", axes: { wght: 500 } }, upper: true, spacing: 0.1 },
  { name: "Bodoni Moda Bold", font: { family: "bodoni", axes: { wght: 800 } }, upper: false, spacing: -0.01 },
  { name: "Bitter Black", font: { family: "bitter", axes: { wght: 850 } }, upper: false, spacing: -0.01 },
  { name: "Bitter Caps", font: { family: "bitter", axes: { wght: 600 } }, upper: true, spacing: 0.12 },
  { name: "Caveat", font: { family: "caveat", axes: { wght: 700 } }, upper: false, spacing: 0 },
];
/**
 * Containers for the drawing. No initials-in-a-circle: each client's mark is its own drawing
 * (one motif per client, tests check), so a monogram would only hide it.
 */
const MARK_STYLES: MarkStyle[] = ["disc", "bare", "tile", "ring", "arch", "split", "outline"];
/** Turns of the drawing inside the mark, so two clients with one motif never share a mark. */
const TILTS = [0, -14, 14, 180];

/** Mixed into the hash so the 60-odd clients of the portfolio get 60-odd different marks (tests check). */
const SALT = "m6";

export function brandStyle(ctx: Ctx): { word: WordStyle; markStyle: MarkStyle; tilt: number } {
  const h = hashString(`${SALT}|${ctx.art.label}`);
  return {
    word: WORD_STYLES[h % WORD_STYLES.length] as WordStyle,
    markStyle: MARK_STYLES[(h >>> 8) % MARK_STYLES.length] as MarkStyle,
    tilt: TILTS[(h >>> 16) % TILTS.length] as number,
  };
}

/** What makes a client's mark its own: its drawing, container and turn. */
export function markSignature(art: Pick<Art, "label" | "motif">): string {
  const h = hashString(`${SALT}|${art.label}`);
  const style = MARK_STYLES[(h >>> 8) % MARK_STYLES.length] as MarkStyle;
  const tilt = tiltOf(art.motif, TILTS[(h >>> 16) % TILTS.length] as number);
  return `${art.motif}|${style}|${style === "monogram" ? initials(art.label) : tilt}`;
}

/** Words that end a business name without naming it ("Co.", "LLC"). */
const GENERIC = new Set(["co", "co.", "company", "inc", "inc.", "llc", "group"]);

/**
 * The initials a monogram mark carries: the first letters of the name's words, up to three
 * ("Sweetgum Pediatric Dentistry" SPD, "Smokestack Pepper Works" SPW, "Crumb & Cardamom" CC),
 * leaving out "Co." and the like and the small words written in lower case ("Pas de Peach" PP).
 */
export function initials(label: string): string {
  const words = label
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !GENERIC.has(w.toLowerCase()));
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join("");
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

/**
 * The studio's own mark, drawn as the site's header draws it (app/components/site/logo.tsx): a
 * peach leaf with a cream vein on a canopy-green disc, the same on every surface; over a dark one
 * a thin cream ring keeps the disc's edge.
 */
export const STUDIO_MARK = {
  leaf: "M16 6c-5 3-8 7-8 11a8 8 0 0016 0c0-4-3-8-8-11z",
  vein: "M16 10v16",
  green: "#1b4f33",
  cream: "#fbf7ef",
  peach: "#f59e62",
} as const;

function studioMark(cx: number, cy: number, size: number, surface: string): string {
  const m = STUDIO_MARK;
  const dark = luminance(surface) < 0.2;
  return (
    `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(size / 32)})">` +
    `<circle cx="16" cy="16" r="16" fill="${m.green}"/>` +
    (dark ? `<circle cx="16" cy="16" r="15.25" fill="none" stroke="${m.cream}" stroke-width="1.5"/>` : "") +
    `<path d="${m.leaf}" fill="${m.peach}"/>` +
    `<path d="${m.vein}" stroke="${m.cream}" stroke-width="1.6" stroke-linecap="round"/></g>`
  );
}

/** The brand mark on a surface colour, with colours picked to read on it. */
export function brandMark(ctx: Ctx, cx: number, cy: number, size: number, surface: string, style?: MarkStyle): string {
  const { theme } = ctx;
  if (ctx.art.motif === "canopy") return studioMark(cx, cy, size, surface);
  const b = brandStyle(ctx);
  const s = style ?? b.markStyle;
  const turned = (svg: string) => turn(svg, tiltOf(motif, b.tilt), cx, cy);
  const motif = ctx.art.motif;
  if (s === "bare") return mark(motif, cx, cy, size, "bare", accentOn(theme, surface), surface, b.tilt);
  if (s === "ring" || s === "outline") {
    const c = accentOn(theme, surface);
    return mark(motif, cx, cy, size, s, c, c, b.tilt);
  }
  const box = accentOn(theme, surface, 1.8);
  const glyph = onColor(theme, box, 3);
  if (s === "monogram") {
    // The initials in the brand's own face, the drawing tucked beside them.
    const ini = initials(ctx.art.label) || ctx.art.label.slice(0, 1);
    const r = size / 2;
    const sz = fitSize(ini, b.word.font, size * 0.5, size * 0.62);
    return (
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${box}"/>` +
      textEl(cx - size * 0.06, cy + sz * 0.36, ini, { size: sz, font: b.word.font, fill: glyph, anchor: "middle" }) +
      `<circle cx="${f(cx + r * 0.62)}" cy="${f(cy - r * 0.62)}" r="${f(r * 0.34)}" fill="${glyph}"/>` +
      motifAt(motif, cx + r * 0.62, cy - r * 0.62, r * 0.46, box)
    );
  }
  if (s === "arch" || s === "split") {
    const half = size / 2;
    const shape =
      s === "arch"
        ? `<path d="M${f(cx - half * 0.82)} ${f(cy + half)}V${f(cy - half * 0.1)}A${f(half * 0.82)} ${f(half * 0.82)} 0 0 1 ${f(cx + half * 0.82)} ${f(cy - half * 0.1)}V${f(cy + half)}Z" fill="${box}"/>`
        : `<path d="M${f(cx - half)} ${f(cy)}A${f(half)} ${f(half)} 0 0 1 ${f(cx + half)} ${f(cy)}Z" fill="${box}"/>` +
          `<path d="M${f(cx - half)} ${f(cy)}A${f(half)} ${f(half)} 0 0 0 ${f(cx + half)} ${f(cy)}Z" fill="${box}" opacity="0.55"/>`;
    return shape + turned(motifAt(motif, cx, cy + (s === "arch" ? half * 0.12 : 0), size * 0.56, glyph));
  }
  return mark(motif, cx, cy, size, s, glyph, box, b.tilt);
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
