/**
 * Signs out on the street: a small projecting sign lit beside a stairway door at night, a banner
 * strung between two porches on market day, and a sandwich board on a restaurant's sidewalk.
 */
import { portfolioProjects } from "#content/portfolio/index.ts";
import { accentOn, brandMark, lockup, wordmark } from "./brand.ts";
import { menuSections } from "./print.ts";
import { H, W, circleEl, f, linear, mix, onColor, radial, rect, rgb, shadow, textEl, type Ctx, type Scene } from "./lib.ts";

/** Running-bond brick over a box, in one color with darker mortar. */
function brick(x0: number, y0: number, w: number, h: number, color: string): string {
  let s = rect(x0, y0, w, h, color);
  const mortar = mix(color, "#000000", 0.3);
  for (let r = 0, y = y0; y < y0 + h; r++, y += 24) {
    s += rect(x0, y, w, 2, mortar, 0, ` opacity="0.6"`);
    for (let x = x0 + (r % 2 ? 36 : 0); x < x0 + w; x += 72) s += rect(x, y, 2, 24, mortar, 0, ` opacity="0.6"`);
  }
  return s;
}

// ---------- a projecting sign by a stairway door, at night ----------

/** The palette's most golden color (most yellow against blue): the sign's lit leaf. */
function goldOf(palette: readonly string[]): string {
  const yellow = (c: string) => {
    const [r, g, b] = rgb(c);
    return r + g - 2 * b - Math.abs(r - g) * 0.5;
  };
  return [...palette].sort((a, b) => yellow(b) - yellow(a))[0] as string;
}

/** Nightjar's small sign on an iron bracket glowing gold beside the dark stairway door, the record shop lit below. */
export function projectingSign(ctx: Ctx): Scene {
  const { theme } = ctx;
  const gold = goldOf(theme.palette);
  const navy = theme.dark;
  let background = brick(0, 0, W, 720, "#3a2b2e") + rect(0, 0, W, 720, "#0d0d1f", 0, ` opacity="0.45"`);
  // The record shop's window, lit: sleeves on display and its name on the glass.
  background += rect(40, 300, 500, 400, "#f1c983") + rect(40, 300, 500, 400, radial(ctx, "#fff3d6", "#d9954f", 0.5, 0.4, 0.8, 0.6, 0.5));
  const sleeves = ["#c0392b", "#2e4a7a", "#e2b13c", "#2a2a2a", "#6d8f5a", "#d9d2c5"];
  sleeves.forEach((c, i) => {
    const x = 80 + (i % 3) * 150;
    const y = 420 + Math.floor(i / 3) * 140;
    background += `<g transform="rotate(${(i % 2 ? 4 : -3) * 1} ${x + 55} ${y + 55})">${rect(x, y, 110, 110, c)}${circleEl(x + 55, y + 55, 30, "#111111", ` opacity="0.5"`)}</g>`;
  });
  background += textEl(290, 370, "RECORDS", { size: 44, font: "cond", fill: "#ffffff", anchor: "middle", spacing: 10, opacity: 0.9 });
  background += rect(30, 290, 520, 12, "#1b1b1b") + rect(30, 698, 520, 14, "#1b1b1b") + rect(286, 300, 8, 400, "#1b1b1b");
  // The stairway door, open on a dim flight of stairs climbing away.
  const dx = 700;
  const dw = 220;
  background += rect(dx - 16, 240, dw + 32, 470, "#1a1a22");
  let stairs = rect(dx, 256, dw, 454, "#120f1a");
  for (let i = 0; i < 9; i++) {
    const y = 700 - i * 44;
    stairs += rect(dx + i * 6, y - 6, dw - i * 12, 6, mix(theme.extra, "#000000", 0.45 + i * 0.05));
  }
  stairs += rect(dx + dw / 2 - 1, 256, 2, 30, "#555555") + circleEl(dx + dw / 2, 292, 7, "#f6d38b", ` opacity="0.9"`);
  stairs += rect(dx, 256, dw, 454, radial(ctx, "#f6d38b", "#f6d38b", 0.5, 0.08, 0.6, 0.22, 0));
  background += stairs;
  // The sidewalk, wet, the sign's light caught in it.
  background += rect(0, 710, W, 90, linear(ctx, ["#2a2a33", "#1b1b22"]));
  background += `<ellipse cx="1020" cy="752" rx="150" ry="18" fill="${gold}" opacity="0.25"/>`;
  const layers: string[] = [];
  // The glow, then the bracket and the round sign itself.
  const cx = 1040;
  const cy = 340;
  layers.push(circleEl(cx, cy, 200, gold, ` opacity="0.1"`) + circleEl(cx, cy, 140, gold, ` opacity="0.16"`));
  layers.push(
    rect(930, 196, 160, 10, "#111111", 4) +
      rect(930, 186, 10, 60, "#111111") +
      `<path d="M940 246Q1000 246 1000 206" fill="none" stroke="#111111" stroke-width="6"/>` +
      rect(1078, 204, 4, 30, "#111111") +
      rect(998, 204, 4, 30, "#111111"),
  );
  let sign = `<g ${shadow(ctx, 20, 6, 0.5)}>${circleEl(cx, cy, 110, navy)}</g>` + circleEl(cx, cy, 110, "none", ` stroke="${gold}" stroke-width="8"`);
  sign += brandMark(ctx, cx, cy - 26, 96, navy, "bare").replace(/fill="#[0-9a-f]{6}"/g, `fill="${gold}"`);
  sign += wordmark(ctx, cx, cy + 58, 34, gold, "middle", 170).svg;
  layers.push(sign);
  // The plaque by the door with the bar's one word: upstairs.
  layers.push(
    `<g ${shadow(ctx, 8, 4, 0.4)}>${rect(960, 480, 150, 60, navy, 3)}</g>` +
      rect(960, 480, 150, 60, "none", 3, ` stroke="${gold}" stroke-width="2"`) +
      textEl(1035, 518, (ctx.art.tagline ?? "Upstairs").toUpperCase(), {
        size: 18,
        font: "sansBold",
        fill: gold,
        anchor: "middle",
        spacing: 3,
        maxWidth: 110,
      }),
  );
  return { background: background + rect(0, 0, W, H, radial(ctx, "#000000", "#000000", 0.85, 0.4, 0.9, 0, 0.2)), layers };
}

// ---------- a street banner between two porches ----------

/** A porch in the foreground: a post, the rail, the roof's edge overhead, its house's siding. */
function porch(x0: number, w: number, siding: string, trim: string, left: boolean): string {
  let s = rect(x0, 0, w, 640, siding);
  for (let i = 0; i < 30; i++) s += rect(x0, 10 + i * 22, w, 2, "#000000", 0, ` opacity="0.08"`);
  const post = left ? x0 + w - 40 : x0 + 10;
  s += rect(x0, 0, w, 70, trim) + rect(x0, 70, w, 14, mix(trim, "#000000", 0.2));
  s += rect(post, 70, 30, 560, trim);
  const rx = left ? x0 : post + 30;
  const rw = left ? post - x0 : x0 + w - rx;
  s += rect(rx, 480, rw, 14, trim) + rect(rx, 610, rw, 10, trim);
  for (let x = rx + 12; x < rx + rw - 6; x += 28) s += rect(x, 494, 10, 116, trim);
  s += rect(x0, 620, w, 40, mix(trim, "#000000", 0.12));
  return s;
}

/** Glenwood's vinyl banner strung between two porch posts over the street, bunting along the line, stalls going up beyond. */
export function streetBanner(ctx: Ctx): Scene {
  const { theme } = ctx;
  let background = rect(0, 0, W, 520, linear(ctx, ["#a9d3ee", "#f1efe2"]));
  // The street running away between the houses, trees and the market's tents along it.
  background += circleEl(460, 380, 110, "#6f9a62") + circleEl(760, 370, 120, "#5f8a55") + circleEl(600, 410, 80, "#7faa6e");
  background += rect(0, 480, W, 320, "#8fae74");
  background += `<path d="M520 470H680L980 800H220Z" fill="#9a9892"/>` + `<path d="M596 470H604L620 800H580Z" fill="#f3e6b0" opacity="0.7"/>`;
  [
    [420, 470, 70, theme.palette[4] ?? theme.accent],
    [740, 470, 80, theme.accent2],
    [380, 540, 100, theme.accent],
    [800, 540, 110, theme.palette[4] ?? theme.accent],
  ].forEach(([x, y, w, c]) => {
    const [tx, ty, tw] = [x as number, y as number, w as number];
    background +=
      `<path d="M${tx - tw / 2} ${ty}L${tx} ${ty - tw * 0.45}L${tx + tw / 2} ${ty}Z" fill="${c}"/>` + rect(tx - tw / 2, ty, tw, tw * 0.25, "#fbf6ea");
    background += rect(tx - tw / 2 + 2, ty, 3, tw * 0.4, "#5a5a5a") + rect(tx + tw / 2 - 5, ty, 3, tw * 0.4, "#5a5a5a");
  });
  background += porch(0, 240, "#e8e0cf", "#fbf6ea", true) + porch(960, 240, "#d7c9b0", "#fbf6ea", false);
  const layers: string[] = [];
  // The line between the posts, with bunting in every color of the brand.
  const line = (x: number) => 170 + 0.00018 * (x - 600) ** 2 * -1 + 60;
  let bunting = `<path d="M210 160Q600 260 990 160" fill="none" stroke="#3d3d3d" stroke-width="3"/>`;
  for (let i = 0; i < 16; i++) {
    const x = 230 + i * 48;
    const y = 160 + (1 - ((x - 600) / 390) ** 2) * 50;
    const c = theme.palette[i % theme.palette.length] as string;
    bunting += `<path d="M${f(x)} ${f(y)}L${f(x + 36)} ${f(y + 2)}L${f(x + 18)} ${f(y + 44)}Z" fill="${c}"/>`;
  }
  layers.push(bunting);
  // The banner: gold vinyl, the sun mark and name in deep brown, the day's word big.
  const gold = theme.accent2;
  const brown = theme.dark;
  const [bx, by, bw, bh] = [330, 250, 540, 230];
  let b = `<path d="M230 ${f(line(230) + 30)}L${bx} ${by + 14}M970 ${f(line(970) + 30)}L${bx + bw} ${by + 14}M${bx} ${by + bh - 14}L238 560M${bx + bw} ${by + bh - 14}L962 560" stroke="#3d3d3d" stroke-width="3"/>`;
  b += `<g ${shadow(ctx, 14, 10, 0.28)}>${rect(bx, by, bw, bh, gold, 2)}</g>`;
  b += rect(bx, by + bh - 56, bw, 56, brown);
  for (const [gx, gy] of [
    [bx + 14, by + 14],
    [bx + bw - 14, by + 14],
    [bx + 14, by + bh - 14],
    [bx + bw - 14, by + bh - 14],
  ] as const)
    b += circleEl(gx, gy, 7, "#d9d9d9") + circleEl(gx, gy, 3, "#555555");
  b += lockup(ctx, bx + bw / 2, by + 70, 74, gold, "horizontal", bw - 80, { textFill: brown }).svg;
  b += textEl(bx + bw / 2, by + 150, (ctx.art.tagline ?? "Market today").toUpperCase(), {
    size: 50,
    font: "cond",
    fill: brown,
    anchor: "middle",
    spacing: 4,
    maxWidth: bw - 60,
  });
  b += textEl(bx + bw / 2, by + bh - 20, "PORCH TO PORCH · 10 TO 3", {
    size: 22,
    font: "sansBold",
    fill: gold,
    anchor: "middle",
    spacing: 3,
    maxWidth: bw - 60,
  });
  layers.push(b);
  return { background, layers };
}

// ---------- a sandwich board on the sidewalk ----------

/** Okra & Iron's A-frame on the sidewalk outside, weekend brunch chalked in orange, the window decal behind. */
export function sandwichBoard(ctx: Ctx): Scene {
  const { theme } = ctx;
  const iron = theme.dark;
  const cream = theme.paper;
  // The restaurant front: painted brick, the window with its decal, the door; the sidewalk in front.
  let background = brick(0, 0, W, 600, mix(iron, "#5a4a3a", 0.35));
  background += rect(640, 90, 500, 420, linear(ctx, ["#3b4b57", "#24313a"])) + rect(630, 80, 520, 10, "#1c1c1c") + rect(630, 510, 520, 14, "#1c1c1c");
  background += `<path d="M680 90L800 90L680 300Z" fill="#ffffff" opacity="0.08"/><path d="M900 90L980 90L780 510L700 510Z" fill="#ffffff" opacity="0.06"/>`;
  background += lockup(ctx, 890, 230, 90, "#2b3944", "stacked", 400, { textFill: cream }).svg;
  background += textEl(890, 380, "FARM TO CAST IRON", { size: 18, font: "sansBold", fill: cream, anchor: "middle", spacing: 5, opacity: 0.8 });
  background += rect(50, 120, 220, 480, mix(iron, "#000000", 0.2)) + rect(70, 140, 180, 240, "#2a343c") + circleEl(240, 400, 8, "#c8a86a");
  background += rect(0, 600, W, 200, linear(ctx, ["#c9c4b9", "#b3ada1"])) + rect(0, 600, W, 8, "#9c978c");
  for (const x of [300, 760]) background += `<path d="M${x} 608L${x - 200} 800" stroke="#9c978c" stroke-width="3"/>`;
  // A planter under the window with a pepper plant.
  background += rect(1010, 520, 140, 80, mix(iron, "#000000", 0.1), 4);
  for (let i = 0; i < 6; i++)
    background += circleEl(1030 + i * 20, 505 - (i % 2) * 24, 30, i % 2 ? theme.accent2 : mix(theme.accent2, "#000000", 0.2));
  for (let i = 0; i < 4; i++) background += circleEl(1040 + i * 28, 490 + (i % 2) * 20, 7, theme.accent);
  const layers: string[] = [];
  // The board: an A-frame in oiled wood, its face cast-iron black.
  const [x, y, w, h] = [320, 220, 350, 480];
  let board = `<ellipse cx="${x + w / 2}" cy="${y + h + 50}" rx="${w * 0.7}" ry="20" fill="#000000" opacity="0.25"/>`;
  board += `<path d="M${x + 30} ${y + 10}L${x + w - 30} ${y + 10}L${x + w + 20} ${y + h + 50}H${x - 20}Z" fill="#6e4f33"/>`;
  board += `<g ${shadow(ctx, 16, 10, 0.35)}><path d="M${x + 20} ${y}H${x + w - 20}L${x + w + 10} ${y + h + 40}H${x - 10}Z" fill="#8a6543"/></g>`;
  board += rect(x + 14, y + 24, w - 28, h - 10, iron, 4);
  board += rect(x + w / 2 - 30, y - 18, 60, 14, "#6e4f33", 4);
  layers.push(board);
  const ink = onColor(theme, iron);
  const acc = accentOn(theme, iron, 3);
  let words = brandMark(ctx, x + w / 2, y + 74, 60, iron);
  words += wordmark(ctx, x + w / 2, y + 140, 24, ink, "middle", w - 60).svg;
  words += rect(x + 50, y + 158, w - 100, 2, ink, 0, ` opacity="0.5"`);
  // The headline chalked in the accent, as dark as the board needs to read it.
  const chalk = { font: "cond", fill: acc, anchor: "middle", maxWidth: w - 60 } as const;
  words += textEl(x + w / 2, y + 212, "WEEKEND", { ...chalk, size: 44, spacing: 3 });
  words += textEl(x + w / 2, y + 262, "BRUNCH", { ...chalk, size: 62, spacing: 4 });
  words += textEl(x + w / 2, y + 302, (ctx.art.tagline ?? "Saturday and Sunday").replace(/^brunch\s+/i, ""), {
    size: 22,
    font: "serifItalic",
    fill: ink,
    anchor: "middle",
    maxWidth: w - 60,
  });
  const cover = portfolioProjects.find((p) => p.image.label === ctx.art.label)?.image ?? ctx.art;
  const brunch = menuSections(cover).find((s) => /brunch/i.test(s.heading)) ?? menuSections(cover)[0];
  (brunch?.items ?? []).slice(0, 3).forEach((item, i) => {
    words += textEl(x + w / 2, y + 350 + i * 32, item, { size: 20, font: "sans", fill: ink, anchor: "middle", opacity: 0.85, maxWidth: w - 70 });
  });
  layers.push(words);
  return { background, layers };
}
