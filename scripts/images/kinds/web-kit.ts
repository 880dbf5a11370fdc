/**
 * Shared pieces of the drawn websites: the page contract every layout fills, buttons, chips,
 * navigation bars, footers and small interface icons, all in the client's colours and faces.
 */
import { accentOn, brandMark, brandStyle, contact, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { circleEl, clipRect, f, mix, onColor, rect, textBlock, textEl, textWidth, type Ctx, type TextOpts } from "./lib.ts";

/** Every page is laid out at this width and scaled into its device. */
export const PAGE_W = 1280;
/** Page margin. */
export const M = 72;

/** A drawn web page: its body from y = 0, its sticky header, and an optional bar pinned to the bottom of the screen. */
export interface Page {
  svg: string;
  /** The header again, drawn over the page while it scrolls. */
  nav: string;
  height: number;
  /** A bar pinned to the screen's bottom edge (a donate bar, an app's action bar), drawn from y = 0, `h` tall. */
  bar?: { svg: string; h: number };
  /** The page's background, for the space below its end. */
  bg: string;
}

export function button(
  ctx: Ctx,
  x: number,
  y: number,
  label: string,
  fill: string,
  size = 15,
  outline = false,
  surface = "#ffffff",
  radius?: number,
): { svg: string; w: number; h: number } {
  const w = textWidth(label, "sansBold", size) + size * 2.4;
  const h = size * 2.8;
  const text = outline ? accentOn(ctx.theme, surface, 4.5) : onColor(ctx.theme, fill);
  const rx = radius ?? h / 2;
  const box = outline
    ? `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="none" stroke="${text}" stroke-width="1.5"/>`
    : rect(x, y, w, h, fill, rx);
  return { svg: box + textEl(x + w / 2, y + h / 2 + size * 0.36, label, { size, font: "sansBold", fill: text, anchor: "middle" }), w, h };
}

/** A rounded chip with a label; `on` fills it. */
export function chip(x: number, y: number, label: string, o: { fill: string; ink: string; size?: number; line?: string; h?: number; rx?: number }) {
  const size = o.size ?? 13;
  const h = o.h ?? size * 2.4;
  const w = textWidth(label, "sansBold", size) + size * 2;
  const box = o.line ? rect(x, y, w, h, o.fill, o.rx ?? h / 2, ` stroke="${o.line}" stroke-width="1.2"`) : rect(x, y, w, h, o.fill, o.rx ?? h / 2);
  return { svg: box + textEl(x + w / 2, y + h / 2 + size * 0.36, label, { size, font: "sansBold", fill: o.ink, anchor: "middle" }), w, h };
}

/** The client's display lettering for page headlines: its wordmark face, wrapped to fit. */
export function display(
  ctx: Ctx,
  x: number,
  y: number,
  text: string,
  o: Omit<TextOpts, "font"> & { maxWidth: number; maxLines?: number; leading?: number },
): { svg: string; height: number; lines: number } {
  const { word } = brandStyle(ctx);
  const str = word.upper ? text.toUpperCase() : text;
  return balanced(x, y, str, {
    ...o,
    font: word.font,
    spacing: word.upper ? o.size * 0.02 : o.spacing,
    leading: o.leading ?? (word.upper ? 1.08 : 1.12),
  });
}

/** A wrapped text block whose lines are balanced: the narrowest measure that keeps the same lines at the same size, so no line ends on one lonely word. */
export function balanced(
  x: number,
  y: number,
  str: string,
  opts: TextOpts & { maxWidth: number; maxLines?: number; leading?: number },
): { svg: string; height: number; lines: number } {
  const o = opts;
  const first = textBlock(x, y, str, opts);
  if (first.lines < 2) return first;
  let best = first;
  for (let w = o.maxWidth * 0.94; w > o.maxWidth * 0.45; w *= 0.94) {
    const next = textBlock(x, y, str, { ...opts, maxWidth: w });
    if (next.lines !== first.lines || next.height !== first.height || next.svg.includes("…")) break;
    best = next;
  }
  return best;
}

export type NavStyle = "split" | "center" | "minimal";

/** The site's header: mark and name, links and the main action, in one of three arrangements. */
export function navBar(
  ctx: Ctx,
  pw: number,
  bg: string,
  style: NavStyle,
  o: { cta?: string; h?: number; line?: boolean; over?: string } = {},
): string {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const h = o.h ?? 76;
  // A transparent header ("none") reads against what is under it.
  const under = bg === "none" ? (o.over ?? theme.dark) : bg;
  const ink = onColor(theme, under);
  const cta = o.cta ?? copy.cta;
  let s = bg === "none" ? "" : rect(0, 0, pw, h, bg);
  const mid = h / 2;
  const btnFill = accentOn(theme, under, 2.2);
  if (style === "center") {
    s += wordmark(ctx, pw / 2, mid + 8, 26, ink, "middle", 360).svg;
    copy.links.slice(0, 2).forEach((l, i) => {
      s += textEl(M + i * 130, mid + 5, l, { size: 13, fill: ink, upper: true, spacing: 1.6, opacity: 0.85 });
    });
    const b = button(ctx, 0, 0, cta, btnFill, 12);
    s += button(ctx, pw - M - b.w, mid - b.h / 2, cta, btnFill, 12).svg;
    const l3 = copy.links[2] ?? "";
    s += textEl(pw - M - b.w - 32, mid + 5, l3, { size: 13, fill: ink, upper: true, spacing: 1.6, opacity: 0.85, anchor: "end" });
  } else {
    s += brandMark(ctx, M + 18, mid, 36, under);
    s += wordmark(ctx, M + 48, mid + 7, 21, ink, "start", 300).svg;
    const b = button(ctx, 0, 0, cta, btnFill, 13);
    s += button(ctx, pw - M - b.w, mid - b.h / 2, cta, btnFill, 13).svg;
    if (style === "split") {
      let lx = pw - M - b.w - 36;
      for (const l of [...copy.links].reverse()) {
        s += textEl(lx, mid + 5, l, { size: 14, fill: ink, opacity: 0.85, anchor: "end" });
        lx -= textWidth(l, "sans", 14) + 32;
      }
    } else {
      // A menu button beside the action, as a phone-first site keeps it.
      const mx = pw - M - b.w - 60;
      s += textEl(mx - 6, mid + 5, "Menu", { size: 14, font: "sansBold", fill: ink, anchor: "end" });
      s += rect(mx + 4, mid - 7, 22, 2.5, ink, 1) + rect(mx + 4, mid - 1, 22, 2.5, ink, 1) + rect(mx + 4, mid + 5, 16, 2.5, ink, 1);
    }
  }
  if (o.line !== false && bg !== "none") s += rect(0, h - 1, pw, 1, mix(bg, ink, 0.12));
  return s;
}

/** A dark footer band with the name and contact details; returns its SVG (180 px tall from `y`). */
export function footer(ctx: Ctx, y: number, pw: number): string {
  const band = ctx.theme.dark;
  const on = onColor(ctx.theme, band);
  const c = contact(ctx);
  let s = rect(0, y, pw, 180, band) + rect(0, y, pw, 6, ctx.theme.accent2);
  s += wordmark(ctx, M, y + 70, 22, on, "start", 320).svg;
  s += textEl(M, y + 104, `${c.email} · ${c.phone}`, { size: 13, fill: on, opacity: 0.7 });
  copyFor(ctx.art).links.forEach((l, i) => {
    s += textEl(pw - M - i * 120, y + 70, l, { size: 13, fill: on, anchor: "end", opacity: 0.8 });
  });
  return s;
}

/** A small eyebrow label above a heading. */
export function eyebrow(x: number, y: number, text: string, fill: string, anchor: "start" | "middle" | "end" = "start"): string {
  return textEl(x, y, text, { size: 12, font: "sansBold", fill, upper: true, spacing: 2, anchor });
}

export const icon = {
  check: (x: number, y: number, s: number, stroke: string) =>
    `<path d="M${f(x)} ${f(y)}l${f(s * 0.35)} ${f(s * 0.35)}l${f(s * 0.65)} ${f(-s * 0.7)}" fill="none" stroke="${stroke}" stroke-width="${f(Math.max(1.5, s * 0.16))}" stroke-linecap="round" stroke-linejoin="round"/>`,
  chevron: (x: number, y: number, s: number, stroke: string) =>
    `<path d="M${f(x)} ${f(y - s)}l${f(s)} ${f(s)}l${f(-s)} ${f(s)}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  search: (x: number, y: number, s: number, stroke: string) =>
    circleEl(x, y, s * 0.38, "none", ` stroke="${stroke}" stroke-width="${f(s * 0.12)}"`) +
    `<path d="M${f(x + s * 0.28)} ${f(y + s * 0.28)}l${f(s * 0.3)} ${f(s * 0.3)}" stroke="${stroke}" stroke-width="${f(s * 0.12)}" stroke-linecap="round"/>`,
  bag: (x: number, y: number, s: number, stroke: string) =>
    rect(x - s * 0.4, y - s * 0.2, s * 0.8, s * 0.7, "none", s * 0.08, ` stroke="${stroke}" stroke-width="${f(s * 0.1)}"`) +
    `<path d="M${f(x - s * 0.2)} ${f(y - s * 0.2)}v${f(-s * 0.1)}a${f(s * 0.2)} ${f(s * 0.2)} 0 0 1 ${f(s * 0.4)} 0v${f(s * 0.1)}" fill="none" stroke="${stroke}" stroke-width="${f(s * 0.1)}"/>`,
  heart: (x: number, y: number, s: number, fill: string, stroke?: string) =>
    `<path d="M${f(x)} ${f(y + s * 0.38)}C${f(x - s * 0.7)} ${f(y - s * 0.05)} ${f(x - s * 0.45)} ${f(y - s * 0.55)} ${f(x)} ${f(y - s * 0.22)}C${f(x + s * 0.45)} ${f(y - s * 0.55)} ${f(x + s * 0.7)} ${f(y - s * 0.05)} ${f(x)} ${f(y + s * 0.38)}Z" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${f(s * 0.1)}"` : ""}/>`,
  pin: (x: number, y: number, s: number, fill: string, dot: string) =>
    `<path d="M${f(x)} ${f(y)}C${f(x - s * 0.1)} ${f(y - s * 0.4)} ${f(x - s * 0.5)} ${f(y - s * 0.6)} ${f(x - s * 0.5)} ${f(y - s)}A${f(s * 0.5)} ${f(s * 0.5)} 0 1 1 ${f(x + s * 0.5)} ${f(y - s)}C${f(x + s * 0.5)} ${f(y - s * 0.6)} ${f(x + s * 0.1)} ${f(y - s * 0.4)} ${f(x)} ${f(y)}Z" fill="${fill}"/>` +
    circleEl(x, y - s, s * 0.2, dot),
};

/** A soft card: a rounded panel with a hairline, on a page surface. */
export function card(x: number, y: number, w: number, h: number, surface: string, fill = "#ffffff", rx = 16): string {
  return rect(x, y, w, h, fill, rx, ` stroke="${mix(surface, "#000000", 0.1)}" stroke-width="1"`);
}

/** Five drawn stars (the faces have no star glyph), `size` across each, from x (or centred on it). */
export function stars(x: number, y: number, size: number, fill: string, anchor: "start" | "middle" = "start", n = 5): string {
  const gap = size * 0.18;
  const total = n * size + (n - 1) * gap;
  const x0 = anchor === "middle" ? x - total / 2 : x;
  let out = "";
  for (let i = 0; i < n; i++) {
    const cx = x0 + size / 2 + i * (size + gap);
    const pts: string[] = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? size * 0.21 : size * 0.5;
      const a = ((-90 + k * 36) * Math.PI) / 180;
      pts.push(`${f(cx + r * Math.cos(a))} ${f(y + r * Math.sin(a))}`);
    }
    out += `<path d="M${pts.join("L")}Z" fill="${fill}"/>`;
  }
  return out;
}

/** A drawn arrow (the faces have no arrow glyph) pointing right, `s` long, centred on y. */
export function arrow(x: number, y: number, s: number, stroke: string): string {
  return `<path d="M${f(x)} ${f(y)}h${f(s)}m${f(-s * 0.38)} ${f(-s * 0.38)}l${f(s * 0.38)} ${f(s * 0.38)}l${f(-s * 0.38)} ${f(s * 0.38)}" fill="none" stroke="${stroke}" stroke-width="${f(Math.max(1.5, s * 0.14))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A text link followed by a drawn arrow. */
export function link(x: number, y: number, label: string, fill: string, size = 14): string {
  const w = textWidth(label, "sansBold", size);
  return textEl(x, y, label, { size, font: "sansBold", fill }) + arrow(x + w + size * 0.4, y - size * 0.33, size * 0.8, fill);
}

/** The page drawn into a screen at (x, y), `w` by `h`; scrolls while animated. */
export function screen(ctx: Ctx, pg: Page, x: number, y: number, w: number, h: number, rx = 0): string {
  const scale = w / PAGE_W;
  const maxScroll = Math.max(0, pg.height * scale - h);
  const scroll = ctx.t >= 1 ? 0 : Math.sin(Math.PI * ctx.t) ** 2 * maxScroll;
  const place = (dy: number) => `translate(${f(x)} ${f(dy)}) scale(${f(scale)})`;
  let s = rect(x, y, w, h, pg.bg);
  s += `<g transform="${place(y - scroll)}">${pg.svg}</g>`;
  if (scroll > 0) s += `<g transform="${place(y)}">${pg.nav}</g>`;
  if (pg.bar) s += `<g transform="${place(y + h - pg.bar.h * scale)}">${pg.bar.svg}</g>`;
  return `<g ${clipRect(ctx, x, y, w, h, rx)}>${s}</g>`;
}
