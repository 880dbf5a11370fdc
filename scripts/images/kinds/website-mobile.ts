/** Website (mobile): the site on two or three phones, with home, list and booking screens. */
import { accentOn, brandMark, headline, lockup, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { button } from "./web-kit.ts";
import {
  H,
  W,
  circleEl,
  clipRect,
  copyLines,
  f,
  luminance,
  mix,
  onColor,
  radial,
  rect,
  shadow,
  textBlock,
  textEl,
  variant,
  type Ctx,
  type Scene,
} from "./lib.ts";
import { photo } from "./photo.ts";

const PW = 260;
const PH = 540;

/** Status bar shared by all screens. */
function statusBar(ctx: Ctx, w: number, surface: string): string {
  const c = onColor(ctx.theme, surface);
  return (
    textEl(28, 30, "9:41", { size: 13, font: "sansBold", fill: c }) +
    rect(w - 52, 20, 24, 11, "none", 3, ` stroke="${c}" stroke-width="1.2"`) +
    rect(w - 50, 22, 17, 7, c, 1.5) +
    rect(w - 76, 22, 16, 8, c, 2, ` opacity="0.8"`)
  );
}

export function homeScreen(ctx: Ctx, w: number, scroll: number): string {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const btn = accentOn(theme, bg, 3);
  let s = rect(0, 0, w, 1100, bg);
  let c = "";
  c += brandMark(ctx, 30, 68, 24, bg) + wordmark(ctx, 48, 74, 14, ink, "start", 150).svg;
  c += rect(w - 44, 60, 20, 2.5, ink, 1) + rect(w - 44, 67, 20, 2.5, ink, 1) + rect(w - 44, 74, 14, 2.5, ink, 1);
  c += photo(ctx, 16, 96, w - 32, 200, 16, "m-hero");
  c += textEl(20, 326, copy.eyebrow, { size: 9, fill: btn, font: "sansBold", upper: true, spacing: 1.2, maxWidth: w - 40 });
  const hb = textBlock(20, 356, headline(ctx), { size: 25, font: "sansBold", fill: ink, maxWidth: w - 40, maxLines: 3 });
  c += hb.svg;
  const by = 356 + hb.height;
  c += copyLines(20, by, w - 60, 2, mix(bg, ink, 0.14), rng, 6, 14);
  c += button(ctx, 20, by + 36, copy.cta, btn, 12).svg;
  let y = by + 100;
  copy.services.forEach((sv, i) => {
    c += rect(16, y, w - 32, 86, mix(bg, ink, 0.05), 14);
    c +=
      i === 1
        ? rect(28, y + 12, 62, 62, theme.accent2, 10) + brandMark(ctx, 59, y + 43, 34, theme.accent2, "bare")
        : photo(ctx, 28, y + 12, 62, 62, 10, `m${i}`);
    c += textEl(104, y + 38, sv, { size: 14, font: "sansBold", fill: ink, maxWidth: w - 140 });
    c += copyLines(104, y + 50, w - 150, 1, mix(bg, ink, 0.14), rng, 6, 12);
    y += 100;
  });
  s += `<g transform="translate(0 ${f(-scroll)})">${c}</g>`;
  return s + rect(0, 0, w, 44, bg) + statusBar(ctx, w, bg);
}

export function listScreen(ctx: Ctx, w: number): string {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const head = theme.dark;
  const on = onColor(theme, head);
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  let s = rect(0, 0, w, PH, bg) + rect(0, 0, w, 190, head) + statusBar(ctx, w, head);
  s += textEl(20, 92, "Hello there", { size: 13, fill: on, opacity: 0.75 });
  s += textEl(20, 122, copy.links[0] ?? "Services", { size: 28, font: "sansBold", fill: on });
  s += rect(20, 142, w - 40, 34, mix(head, on, 0.14), 17) + textEl(40, 164, "Search", { size: 12, fill: on, opacity: 0.7 });
  const items = [...copy.services, copy.offer, "Visit us"];
  items.forEach((it, i) => {
    const y = 206 + i * 62;
    const chip = [theme.accent, theme.accent2, theme.extra][i % 3] as string;
    s += rect(16, y, w - 32, 52, mix(bg, ink, 0.04), 12);
    s += circleEl(42, y + 26, 15, chip) + brandMark(ctx, 42, y + 26, 16, chip, "bare");
    s += textEl(68, y + 24, it, { size: 13, font: "sansBold", fill: ink, maxWidth: w - 120 });
    s += copyLines(68, y + 32, w - 140, 1, mix(bg, ink, 0.15), rng, 5, 10);
    s += `<path d="M${w - 38} ${y + 20}l6 6l-6 6" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" opacity="0.5"/>`;
  });
  return s + tabBar(ctx, w, bg);
}

function tabBar(ctx: Ctx, w: number, bg: string): string {
  const ink = onColor(ctx.theme, bg);
  let s = rect(0, PH - 64, w, 64, mix(bg, "#ffffff", 0.5)) + rect(0, PH - 64, w, 1, mix(bg, ink, 0.1));
  for (let i = 0; i < 4; i++) {
    const x = w / 8 + (i * w) / 4;
    const on = i === 0;
    s += rect(x - 9, PH - 48, 18, 18, on ? accentOn(ctx.theme, bg) : mix(bg, ink, 0.3), on ? 9 : 5);
  }
  return s + rect(w / 2 - 50, PH - 12, 100, 4, ink, 2, ` opacity="0.6"`);
}

export function bookingScreen(ctx: Ctx, w: number): string {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const bg = mix(theme.paper, theme.accent2, 0.12);
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  let s = rect(0, 0, w, PH, bg) + statusBar(ctx, w, bg);
  s += textEl(20, 84, copy.book, { size: 22, font: "sansBold", fill: ink, maxWidth: w - 40 });
  s += textEl(20, 108, "October 2025", { size: 12, fill: ink, opacity: 0.65 });
  const cell = (w - 40) / 7;
  "SMTWTFS".split("").forEach((d, i) => {
    s += textEl(20 + cell * i + cell / 2, 138, d, { size: 10, fill: ink, anchor: "middle", opacity: 0.55 });
  });
  for (let i = 0; i < 28; i++) {
    const x = 20 + cell * (i % 7) + cell / 2;
    const y = 162 + Math.floor(i / 7) * 32;
    const sel = i === 16;
    if (sel) s += circleEl(x, y - 4, 13, acc);
    s += textEl(x, y, String(i + 1), {
      size: 12,
      fill: sel ? onColor(theme, acc) : ink,
      anchor: "middle",
      font: sel ? "sansBold" : "sans",
      opacity: i < 9 ? 0.4 : 1,
    });
  }
  s += textEl(20, 312, "Available times", { size: 13, font: "sansBold", fill: ink });
  ["9:00", "10:30", "1:00", "2:30", "4:00", "5:30"].forEach((t, i) => {
    const x = 20 + (i % 3) * ((w - 40) / 3);
    const y = 328 + Math.floor(i / 3) * 44;
    const sel = i === 2;
    const selBg = theme.extra;
    s += rect(x + 3, y, (w - 40) / 3 - 6, 34, sel ? selBg : "#ffffff", 10, sel ? "" : ` stroke="${mix(bg, ink, 0.15)}"`);
    s += textEl(x + (w - 40) / 6, y + 22, t, { size: 12, fill: sel ? onColor(theme, selBg) : ink, anchor: "middle", font: "sansBold" });
  });
  s += rect(20, PH - 96, w - 40, 48, acc, 24);
  s += textEl(w / 2, PH - 66, "Confirm", { size: 15, font: "sansBold", fill: onColor(theme, acc), anchor: "middle" });
  return s + rect(w / 2 - 50, PH - 12, 100, 4, ink, 2, ` opacity="0.6"`);
}

export function phone(ctx: Ctx, x: number, y: number, screen: string, rot = 0, scale = 1): string {
  const body = "#1a1a1c";
  const inner =
    `<g ${shadow(ctx, 44, 26, 0.32)}>${rect(0, 0, PW + 20, PH + 20, body, 46)}</g>` +
    rect(1.5, 1.5, PW + 17, PH + 17, "none", 45, ` stroke="#4a4a4e" stroke-width="2"`) +
    `<g transform="translate(10 10)"><g ${clipRect(ctx, 0, 0, PW, PH, 37)}>${screen}</g></g>` +
    rect(10 + PW / 2 - 42, 20, 84, 24, "#000000", 12);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${(PW + 20) / 2} ${(PH + 20) / 2}) scale(${f(scale)})">${inner}</g>`;
}

export function websiteMobile(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 3);
  const scroll = ctx.t >= 1 ? 0 : Math.sin(Math.PI * ctx.t) ** 2 * 360;
  const home = homeScreen(ctx, PW, scroll);
  const list = listScreen(ctx, PW);
  const book = bookingScreen(ctx, PW);
  const layers: string[] = [];
  let background: string;

  if (v === 0) {
    const top = theme.accent;
    background =
      rect(0, 0, W, H, theme.paper) + rect(0, 0, W, 470, top) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.5, 0.2, 0.7, 0.18, 0));
    layers.push(phone(ctx, 150, 170, list, 0, 0.94));
    layers.push(phone(ctx, 460, 110, home, 0, 1.04));
    layers.push(phone(ctx, 800, 170, book, 0, 0.94));
  } else if (v === 1) {
    const base = mix(theme.paper, theme.accent2, 0.35);
    background = rect(0, 0, W, H, base) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.7, 0.4, 0.6, 0.45, 0));
    background += motifAt(ctx.art.motif, 270, 400, 440, mix(base, theme.ink, 0.08));
    background += circleEl(850, 420, 250, theme.accent, ` opacity="0.85"`);
    const lk = lockup(ctx, 290, 400, 96, base, "stacked", 440, { tagline: true });
    layers.push(lk.svg);
    layers.push(phone(ctx, 560, 150, book, -6, 0.98));
    layers.push(phone(ctx, 820, 100, home, 5, 1.02));
  } else {
    const base = luminance(theme.dark) < 0.15 ? theme.dark : mix(theme.dark, "#000000", 0.4);
    background =
      rect(0, 0, W, H, base) +
      circleEl(600, 420, 330, theme.accent, ` opacity="0.9"`) +
      circleEl(600, 420, 400, "none", ` stroke="${theme.accent2}" stroke-width="2" opacity="0.5"`) +
      rect(0, 0, W, H, radial(ctx, "#000000", "#000000", 0.5, 0.5, 0.8, 0, 0.35));
    layers.push(phone(ctx, 190, 150, home, -4, 0.96));
    layers.push(phone(ctx, 460, 100, list, 0, 1.04));
    layers.push(phone(ctx, 740, 150, book, 4, 0.96));
  }
  return { background, layers };
}
