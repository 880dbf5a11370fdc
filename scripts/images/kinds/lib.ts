/**
 * Shared drawing kit for the art compositions: colour roles with contrast checks, font
 * metrics for fitting text, a seeded random source, and small SVG element helpers.
 */
import type { Art } from "#content/schemas/collections.ts";

export * from "./text.ts";

export const W = 1200;
export const H = 800;

// ---------- numbers, hashing, randomness ----------

export const f = (n: number) => String(Math.round(n * 100) / 100);

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  (): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  range(a: number, b: number): number;
}

/** mulberry32: a small seeded generator, so a label always draws the same picture. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.int = (n) => Math.floor(next() * n);
  next.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  next.range = (lo, hi) => lo + next() * (hi - lo);
  return next;
}

// ---------- colour ----------

type Rgb = [number, number, number];
export function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function hex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
export function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
export function saturation(c: string): number {
  const [r, g, b] = rgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

export interface Theme {
  palette: string[];
  /** Darkest colour, deepened if needed so text on paper reads. */
  ink: string;
  /** A near-white from the palette (or tinted from it). */
  paper: string;
  /** The most colourful mid colour. */
  accent: string;
  /** A second colour for variety. */
  accent2: string;
  /** The raw darkest palette colour. */
  dark: string;
  /** The raw lightest palette colour. */
  light: string;
  /** A fifth colour, when the palette has one: used for details so every colour shows. */
  extra: string;
}

export function makeTheme(palette: readonly string[]): Theme {
  const cols = palette.map((c) => c.toLowerCase());
  const byLum = [...cols].sort((a, b) => luminance(a) - luminance(b));
  const dark = byLum[0] as string;
  const light = byLum[byLum.length - 1] as string;
  // A lightest colour that is not near-white is used as a colour, and paper is tinted from it.
  const lightIsPaper = luminance(light) > 0.78;
  const mids = lightIsPaper ? byLum.slice(1, -1) : byLum.slice(1);
  const bySat = [...mids].sort((a, b) => saturation(b) - saturation(a));
  const accent = bySat[0] ?? mix(dark, light, 0.5);
  const accent2 = bySat[1] ?? (saturation(light) > 0.25 ? light : mix(accent, light, 0.45));
  const ink = luminance(dark) > 0.06 ? mix(dark, "#0b0b0b", 0.6) : dark;
  const paper = lightIsPaper ? light : mix(light, "#ffffff", 0.86);
  const extra = bySat[2] ?? accent2;
  return { palette: cols, ink, paper, accent, accent2, dark, light, extra };
}

/** The candidate that reads best on `bg`, preferring earlier candidates that reach `min`. */
export function readable(bg: string, candidates: readonly string[], min = 4.5): string {
  for (const c of candidates) if (contrast(bg, c) >= min) return c;
  const all = [...candidates, "#111111", "#ffffff"];
  return all.reduce((best, c) => (contrast(bg, c) > contrast(bg, best) ? c : best), all[0] as string);
}

/** Text colour for a background, from the theme where possible. */
export function onColor(theme: Theme, bg: string, min = 4.5): string {
  return readable(bg, [theme.paper, theme.ink, "#ffffff", "#141414"], min);
}

// ---------- shapes ----------

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ""} fill="${fill}"${extra}/>`;
}
export function circleEl(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}
export function group(inner: string, attrs = ""): string {
  return `<g${attrs ? " " + attrs : ""}>${inner}</g>`;
}

/** Placeholder body copy: rounded bars of varied length. */
export function copyLines(x: number, y: number, w: number, n: number, fill: string, rng: Rng, h = 8, gap = 16): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const len = i === n - 1 ? w * rng.range(0.35, 0.7) : w * rng.range(0.82, 1);
    out += rect(x, y + i * gap, len, h, fill, h / 2);
  }
  return out;
}

// ---------- scene context ----------

export interface Ctx {
  art: Art;
  theme: Theme;
  rng: Rng;
  /** Seed from label+kind, for layout choices. */
  seed: number;
  /** Animation progress 0..1 (1 = the finished still). */
  t: number;
  /** How many images of the same kind the project has before this one; shifts every layout choice. */
  nth: number;
  defs: Map<string, string>;
  /** A composition asked for by name (art.scene): the kind's layout index to draw. */
  pick?: number;
}

/** A composition: a background and layers drawn in order (and revealed in order when animated). */
export interface Scene {
  background: string;
  layers: string[];
}

/**
 * A layout choice in 0..n-1 from a hash of label + kind, shifted by `nth` so that a
 * project's second image of a kind never repeats the first one's layout.
 */
export function variant(ctx: Pick<Ctx, "art" | "nth" | "pick">, n: number, salt = ""): number {
  if (salt === "" && ctx.pick !== undefined) return ctx.pick % n;
  return (hashString(`${ctx.art.label}|${ctx.art.kind}|${salt}`) + ctx.nth) % n;
}

/** A soft drop shadow filter; returns `filter="url(#id)"`. */
export function shadow(ctx: Ctx, blur = 18, dy = 16, opacity = 0.22): string {
  const id = `sh${blur}-${dy}-${Math.round(opacity * 100)}`;
  if (!ctx.defs.has(id)) {
    ctx.defs.set(
      id,
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${f(blur / 2)}"/><feOffset dy="${f(dy)}" result="b"/>` +
        `<feFlood flood-color="#0d0d0d" flood-opacity="${f(opacity)}"/><feComposite in2="b" operator="in" result="s"/>` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="1.5"/><feOffset dy="1.5" result="c"/>` +
        `<feFlood flood-color="#0d0d0d" flood-opacity="${f(Math.min(0.3, opacity * 0.8))}"/><feComposite in2="c" operator="in" result="cs"/>` +
        `<feMerge><feMergeNode in="s"/><feMergeNode in="cs"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
  }
  return `filter="url(#${id})"`;
}

/** A linear gradient; returns `url(#id)`. */
export function linear(ctx: Ctx, stops: readonly string[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  const id = `lg${hashString(stops.join() + [x1, y1, x2, y2].join())}`;
  if (!ctx.defs.has(id)) {
    const s = stops.map((c, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join("");
    ctx.defs.set(id, `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
  }
  return `url(#${id})`;
}

/** A radial gradient; returns `url(#id)`. */
export function radial(ctx: Ctx, inner: string, outer: string, cx = 0.5, cy = 0.45, r = 0.75, innerOpacity = 1, outerOpacity = 1): string {
  const id = `rg${hashString([inner, outer, cx, cy, r, innerOpacity, outerOpacity].join())}`;
  if (!ctx.defs.has(id)) {
    ctx.defs.set(
      id,
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
  }
  return `url(#${id})`;
}

/** A clip path for a rounded rectangle; returns `clip-path="url(#id)"`. */
export function clipRect(ctx: Ctx, x: number, y: number, w: number, h: number, rx = 0): string {
  const id = `cl${hashString([x, y, w, h, rx].join())}`;
  if (!ctx.defs.has(id)) ctx.defs.set(id, `<clipPath id="${id}">${rect(x, y, w, h, "#000", rx)}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/** A studio backdrop: soft gradient with a light falloff, in a tone derived from the palette. */
export function backdrop(ctx: Ctx, base: string): string {
  const top = mix(base, "#ffffff", 0.14);
  const bottom = mix(base, "#000000", 0.1);
  return (
    rect(0, 0, W, H, linear(ctx, [top, bottom])) +
    rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.35, 0.25, 0.8, 0.22, 0)) +
    rect(0, 0, W, H, radial(ctx, "#000000", "#000000", 0.5, 0.5, 0.85, 0, 0.12))
  );
}
