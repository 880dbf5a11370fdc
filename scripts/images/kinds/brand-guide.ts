/** Brand guide: guideline book spreads with type specimen, colour, logo usage and a cover. */
import { brandStyle, lockup } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { H, W, clipRect, f, linear, luminance, mix, onColor, radial, rect, rgb, shadow, textEl, type Ctx, type Scene, variant } from "./lib.ts";

const PW = 420;
const PH = 560;

function pageHeader(ctx: Ctx, n: string, title: string, ink: string, intro = false): string {
  const sub =
    intro && ctx.art.tagline ? textEl(36, 114, ctx.art.tagline, { size: 13, font: "serifItalic", fill: ink, opacity: 0.7, maxWidth: PW - 72 }) : "";
  return (
    sub +
    textEl(36, 48, n, { size: 12, font: "mono", fill: ink, opacity: 0.5 }) +
    textEl(36, 92, title, { size: 30, font: "sansBold", fill: ink }) +
    textEl(PW - 36, 48, ctx.art.label, { size: 10, fill: ink, anchor: "end", opacity: 0.5, spacing: 1.5, upper: true, maxWidth: 200 })
  );
}

function typePage(ctx: Ctx): string {
  const ink = ctx.theme.ink;
  const { word } = brandStyle(ctx);
  const fam = word.name;
  let s = pageHeader(ctx, "03", "Typography", ink, true);
  s += textEl(36, 250, "Aa", { size: 150, font: word.font, fill: ink });
  s += textEl(250, 160, "Primary", { size: 11, fill: ink, opacity: 0.55, spacing: 1.5, upper: true });
  s += textEl(250, 182, fam, { size: 15, font: "sansBold", fill: ink, maxWidth: 140 });
  s += textEl(250, 214, "Secondary", { size: 11, fill: ink, opacity: 0.55, spacing: 1.5, upper: true });
  s += textEl(250, 236, word.font.family === "instrument" ? "Fraunces" : "Instrument Sans", {
    size: 15,
    font: word.font.family === "instrument" ? "serif" : "sans",
    fill: ink,
  });
  s += textEl(36, 300, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", { size: 16, font: word.font, fill: ink, maxWidth: PW - 72, spacing: 1 });
  s += textEl(36, 326, "abcdefghijklmnopqrstuvwxyz", { size: 16, font: word.font, fill: ink, maxWidth: PW - 72, spacing: 1 });
  s += textEl(36, 352, "0123456789 &?!$%@", { size: 16, font: word.font, fill: ink, spacing: 1 });
  s += rect(36, 378, PW - 72, 1, mix(ctx.theme.paper, ink, 0.2));
  const rows: [string, number, "sansBold" | "sans" | "serif"][] = [
    ["Headline 48/56", 26, "sansBold"],
    ["Subhead 24/32", 18, "sans"],
    ["Body copy 16/24", 14, "serif"],
  ];
  rows.forEach(([t, sz, fo], i) => {
    s += textEl(36, 420 + i * 42, t, { size: sz, font: fo, fill: ink });
    s += textEl(PW - 36, 420 + i * 42, `${sz * 2}px`, { size: 11, font: "mono", fill: ink, anchor: "end", opacity: 0.5 });
  });
  return s;
}

function colourPage(ctx: Ctx): string {
  const { theme } = ctx;
  const ink = theme.ink;
  let s = pageHeader(ctx, "04", "Color", ink);
  const cols = theme.palette;
  const names = ["Primary", "Secondary", "Accent", "Support", "Neutral"];
  const top = 120;
  const big = 190;
  const first = cols[0] as string;
  s += rect(36, top, PW - 72, big, first, 6) + colourLabel(ctx, 52, top + big - 52, first, names[0] as string, onColor(theme, first));
  const rest = cols.slice(1);
  const cw = (PW - 72 - (rest.length - 1) * 10) / rest.length;
  rest.forEach((c, i) => {
    const x = 36 + i * (cw + 10);
    const edge = luminance(c) > 0.85 ? ` stroke="${mix(c, "#000", 0.12)}"` : "";
    s += rect(x, top + big + 14, cw, 200, c, 6, edge);
    s += colourLabel(ctx, x + 12, top + big + 14 + 150, c, names[i + 1] as string, onColor(theme, c), cw - 20);
  });
  return s;
}

function colourLabel(ctx: Ctx, x: number, y: number, c: string, name: string, fg: string, maxWidth = 300): string {
  const [r, g, b] = rgb(c);
  void ctx;
  return (
    textEl(x, y, name, { size: 13, font: "sansBold", fill: fg, maxWidth }) +
    textEl(x, y + 18, c.toUpperCase(), { size: 11, font: "mono", fill: fg, maxWidth }) +
    textEl(x, y + 34, `${r} ${g} ${b}`, { size: 10, font: "mono", fill: fg, opacity: 0.8, maxWidth })
  );
}

function tick(x: number, y: number, ok: boolean): string {
  const c = ok ? "#1f8a4c" : "#c9372c";
  const glyph = ok
    ? `<path d="M${x - 5} ${y}l4 4l7 -8" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`;
  return `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>${glyph}`;
}

function usagePage(ctx: Ctx): string {
  const { theme } = ctx;
  const ink = theme.ink;
  let s = pageHeader(ctx, "02", "Logo usage", ink, true);
  const tw = (PW - 72 - 16) / 2;
  const th = 150;
  const tiles: [string, boolean, string, string][] = [
    [theme.paper === "#ffffff" ? "#f4f4f4" : theme.paper, true, "On light", "normal"],
    [luminance(theme.dark) < 0.3 ? theme.dark : theme.ink, true, "Reversed", "normal"],
    [mix(theme.paper, "#ffffff", 0.3), false, "Don't stretch", "stretch"],
    [theme.accent2, false, "Don't lower contrast", "lowcontrast"],
  ];
  tiles.forEach(([bg, ok, label, how], i) => {
    const x = 36 + (i % 2) * (tw + 16);
    const y = 134 + Math.floor(i / 2) * (th + 56);
    let lk = lockup(ctx, x + tw / 2, y + th / 2, 46, bg, "stacked", tw - 30).svg;
    if (how === "stretch")
      lk = `<g transform="translate(${f(x + tw / 2)} 0) scale(1.45 0.8) translate(${f(-(x + tw / 2))} ${f((y + th / 2) * 0.25)})">${lk}</g>`;
    if (how === "lowcontrast") lk = `<g opacity="0.22">${lk.replace(/fill="#[0-9a-f]{6}"/g, `fill="${mix(bg, "#ffffff", 0.4)}"`)}</g>`;
    s += rect(x, y, tw, th, bg, 6, luminance(bg) > 0.9 ? ` stroke="${mix(bg, "#000", 0.1)}"` : "");
    s += `<g ${clipRect(ctx, x, y, tw, th, 6)}>${lk}</g>`;
    s += tick(x + 12, y + th + 22, ok) + textEl(x + 30, y + th + 27, label, { size: 13, fill: ink, maxWidth: tw - 30 });
  });
  return s;
}

function coverPage(ctx: Ctx): string {
  const { theme } = ctx;
  const bg = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent;
  const on = onColor(theme, bg);
  return (
    rect(0, 0, PW, PH, bg) +
    `<g ${clipRect(ctx, 0, 0, PW, PH)}>${motifAt(ctx.art.motif, PW * 0.78, PH * 0.78, 320, mix(bg, on, 0.07))}</g>` +
    lockup(ctx, PW / 2, PH * 0.38, 96, bg, "stacked", PW - 80).svg +
    textEl(PW / 2, PH * 0.62, "Brand Guidelines", { size: 22, font: "serif", fill: on, anchor: "middle" }) +
    textEl(PW / 2, PH - 40, "Version 1.0 · 2025", { size: 11, fill: on, anchor: "middle", opacity: 0.7, spacing: 2, upper: true })
  );
}

function spread(ctx: Ctx, x: number, y: number, left: string, right: string, rot = 0, scale = 1): string {
  const paper = mix(ctx.theme.paper, "#ffffff", 0.4);
  const gutter = linear(ctx, ["#000000", "#000000"], 1, 0);
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)}) rotate(${f(rot)} ${PW} ${PH / 2})">` +
    `<g ${shadow(ctx, 36, 22, 0.3)}>${rect(-6, -6, PW * 2 + 12, PH + 12, mix(ctx.theme.dark, "#000", 0.2), 8)}</g>` +
    rect(0, 0, PW * 2, PH, paper, 3) +
    `<g>${left}</g><g transform="translate(${PW} 0)">${right}</g>` +
    rect(PW - 40, 0, 40, PH, gutter, 0, ` opacity="0.07"`) +
    rect(PW, 0, 26, PH, linear(ctx, ["#000000", "#ffffff"], 1, 0), 0, ` opacity="0.06"`) +
    `</g>`
  );
}

function page(ctx: Ctx, x: number, y: number, rot: number, content: string, scale = 1): string {
  const paper = mix(ctx.theme.paper, "#ffffff", 0.4);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)}) rotate(${f(rot)} ${PW / 2} ${PH / 2})"><g ${shadow(ctx, 28, 16, 0.3)}>${rect(0, 0, PW, PH, paper, 3)}</g>${content}</g>`;
}

export function brandGuide(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 3);
  const desk = v === 1 ? mix(theme.accent, "#000000", 0.25) : mix(theme.paper, theme.accent2, 0.4);
  const background = rect(0, 0, W, H, desk) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.4, 0.3, 0.9, 0.3, 0));
  const layers: string[] = [];
  if (v === 0) {
    layers.push(spread(ctx, 180, 120, typePage(ctx), colourPage(ctx), variant(ctx, 2, "tilt") ? -1.5 : 1.5));
  } else if (v === 1) {
    layers.push(page(ctx, 14, 190, -7, coverPage(ctx), 0.86));
    layers.push(spread(ctx, 390, 150, usagePage(ctx), colourPage(ctx), 2, 0.92));
  } else {
    layers.push(page(ctx, 40, 190, -5, coverPage(ctx), 0.86));
    layers.push(page(ctx, 420, 130, 1, colourPage(ctx), 0.86));
    layers.push(page(ctx, 800, 170, 5, usagePage(ctx), 0.86));
  }
  return { background, layers };
}
