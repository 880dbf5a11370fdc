/** Packaging: boxes, pouches, jars, bottles, cups and bags standing on a seamless backdrop. */
import { accentOn, brandMark, wordmark } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { H, W, circleEl, f, linear, mix, onColor, radial, rect, shadow, textEl, variant, type Ctx, type Scene } from "./lib.ts";

const FLAVOURS = ["Original", "Signature", "Small Batch", "Reserve", "Wildflower", "Classic"];

/** Cylinder shading laid over a body: dark edges, a soft highlight. */
export function cylinder(ctx: Ctx): string {
  const id = "cyl";
  if (!ctx.defs.has(id)) {
    ctx.defs.set(
      id,
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.10"/>` +
        `<stop offset="0.3" stop-color="#fff" stop-opacity="0.26"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
        `<stop offset="0.82" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>`,
    );
  }
  return `url(#${id})`;
}

export function ground(ctx: Ctx, cx: number, y: number, w: number): string {
  const id = "gblur";
  if (!ctx.defs.has(id))
    ctx.defs.set(id, `<filter id="${id}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>`);
  return (
    `<ellipse cx="${f(cx + w * 0.06)}" cy="${f(y)}" rx="${f(w * 0.58)}" ry="${f(w * 0.07)}" fill="#000" opacity="0.28" filter="url(#${id})"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(y - 1)}" rx="${f(w * 0.48)}" ry="${f(4)}" fill="#000" opacity="0.35"/>`
  );
}

function box(ctx: Ctx, x: number, base: number, w: number, h: number, d: number, color: string): string {
  const { theme } = ctx;
  const top = base - h;
  const on = onColor(theme, color);
  const side = mix(color, "#000000", 0.28);
  const lid = mix(color, "#ffffff", 0.12);
  let s = ground(ctx, x + (w + d) / 2, base + 2, w + d);
  s += `<path d="M${f(x + w)} ${f(top)}l${f(d)} ${f(-d * 0.5)}v${f(h)}l${f(-d)} ${f(d * 0.5)}Z" fill="${side}"/>`;
  s += `<path d="M${f(x)} ${f(top)}l${f(d)} ${f(-d * 0.5)}h${f(w)}l${f(-d)} ${f(d * 0.5)}Z" fill="${lid}"/>`;
  s += rect(x, top, w, h, color);
  s += rect(x, top, w, h, linear(ctx, ["#ffffff", color]), 0, ` opacity="0.12"`);
  // Front: a band of accent, the mark and the name.
  const band = color === theme.accent ? theme.accent2 : theme.accent;
  s += rect(x, top + h * 0.62, w, h * 0.14, band);
  s += brandMark(ctx, x + w / 2, top + h * 0.26, Math.min(w, h) * 0.26, color);
  s += wordmark(ctx, x + w / 2, top + h * 0.5, w * 0.13, on, "middle", w * 0.8).svg;
  s += textEl(x + w / 2, top + h * 0.9, "NET WT 12 OZ (340 g)", {
    size: Math.max(8, w * 0.04),
    fill: on,
    anchor: "middle",
    opacity: 0.75,
    spacing: 1,
  });
  // Side: repeat pattern of the motif.
  let pattern = "";
  for (let i = 0; i < 3; i++) pattern += motifAt(ctx.art.motif, d / 2, h * (0.25 + i * 0.25), d * 0.42, mix(side, on, 0.3));
  s += `<g transform="matrix(1 -0.5 0 1 ${f(x + w)} ${f(top)})">${pattern}</g>`;
  return s;
}

function pouch(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const on = onColor(theme, color);
  const x = cx - w / 2;
  const top = base - h;
  const body = `M${f(x + 6)} ${f(top + 24)}H${f(x + w - 6)}C${f(x + w + 4)} ${f(top + h * 0.5)} ${f(x + w + 10)} ${f(base - 30)} ${f(x + w - 4)} ${f(base)}H${f(x + 4)}C${f(x - 10)} ${f(base - 30)} ${f(x - 4)} ${f(top + h * 0.5)} ${f(x + 6)} ${f(top + 24)}Z`;
  let s = ground(ctx, cx, base + 2, w);
  s += rect(x + 6, top, w - 12, 30, mix(color, "#000", 0.1), 2);
  s += `<path d="${body}" fill="${color}"/>`;
  s += rect(x + 10, top + 40, w - 20, 3, mix(color, "#000", 0.2), 1.5);
  const panel = theme.paper === color ? theme.accent : theme.paper;
  const pOn = onColor(theme, panel);
  s += rect(x + w * 0.14, top + h * 0.3, w * 0.72, h * 0.5, panel, 12);
  s += brandMark(ctx, cx, top + h * 0.42, w * 0.24, panel);
  s += wordmark(ctx, cx, top + h * 0.59, w * 0.1, pOn, "middle", w * 0.62).svg;
  s += textEl(cx, top + h * 0.67, flavour, { size: w * 0.07, font: "serifItalic", fill: pOn, anchor: "middle", maxWidth: w * 0.6 });
  s += textEl(cx, top + h * 0.75, "12 OZ · 340 G", { size: w * 0.045, fill: pOn, anchor: "middle", spacing: 1.5, opacity: 0.7 });
  // The word over the seal, the brand's own: no two clients' bags say the same thing.
  const over = ["HANDMADE", "SMALL BATCH", "BAKED DAILY", "ALL NATURAL", "MADE LOCAL", "EST. 2019"][ctx.seed % 6]!;
  s += textEl(cx, top + h * 0.14, over, { size: w * 0.05, fill: on, anchor: "middle", spacing: 3, opacity: 0.8 });
  s += `<path d="${body}" fill="${cylinder(ctx)}"/>`;
  return s;
}

export function jar(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const lidH = h * 0.18;
  const glass = mix(color, "#ffffff", 0.1);
  const label = theme.paper;
  const lOn = onColor(theme, label);
  let s = ground(ctx, cx, base + 2, w);
  s += rect(x, top + lidH - 6, w, h - lidH + 6, glass, w * 0.16);
  s += rect(x + w * 0.06, top, w * 0.88, lidH, mix(theme.dark, "#000", 0.1), 8);
  for (let i = 1; i < 10; i++) s += rect(x + w * 0.06 + (w * 0.88 * i) / 10, top + 4, 2, lidH - 8, "#ffffff", 0, ` opacity="0.08"`);
  const ly = top + h * 0.36;
  const lh = h * 0.44;
  s += rect(x, ly, w, lh, label);
  s += rect(x, ly + 8, w, 3, color);
  s += rect(x, ly + lh - 11, w, 3, color);
  s += brandMark(ctx, cx, ly + lh * 0.3, lh * 0.28, label);
  s += wordmark(ctx, cx, ly + lh * 0.62, w * 0.1, lOn, "middle", w * 0.76).svg;
  s += textEl(cx, ly + lh * 0.8, flavour, { size: w * 0.07, font: "serifItalic", fill: lOn, anchor: "middle", maxWidth: w * 0.7 });
  s += rect(x, top + lidH - 6, w, h - lidH + 6, cylinder(ctx), w * 0.16);
  s += rect(x + w * 0.06, top, w * 0.88, lidH, cylinder(ctx), 8);
  return s;
}

export function bottle(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const neck = w * 0.34;
  const shoulder = top + h * 0.32;
  const path = `M${f(cx - neck / 2)} ${f(top + h * 0.1)}V${f(top + h * 0.18)}C${f(cx - neck / 2)} ${f(shoulder - 20)} ${f(x)} ${f(shoulder - 10)} ${f(x)} ${f(shoulder + 30)}V${f(base - 10)}Q${f(x)} ${f(base)} ${f(x + 10)} ${f(base)}H${f(x + w - 10)}Q${f(x + w)} ${f(base)} ${f(x + w)} ${f(base - 10)}V${f(shoulder + 30)}C${f(x + w)} ${f(shoulder - 10)} ${f(cx + neck / 2)} ${f(shoulder - 20)} ${f(cx + neck / 2)} ${f(top + h * 0.18)}V${f(top + h * 0.1)}Z`;
  let s = ground(ctx, cx, base + 2, w);
  s += `<path d="${path}" fill="${color}"/>`;
  s += rect(cx - neck / 2 - 3, top, neck + 6, h * 0.11, theme.dark, 4);
  const ly = shoulder + 50;
  const lh = h * 0.4;
  const label = color === theme.paper ? theme.accent : theme.paper;
  const lOn = onColor(theme, label);
  s += rect(x, ly, w, lh, label);
  s += brandMark(ctx, cx, ly + lh * 0.27, lh * 0.26, label);
  s += wordmark(ctx, cx, ly + lh * 0.6, w * 0.13, lOn, "middle", w * 0.8).svg;
  s += textEl(cx, ly + lh * 0.8, flavour, { size: w * 0.085, font: "serifItalic", fill: lOn, anchor: "middle", maxWidth: w * 0.8 });
  s += `<path d="${path}" fill="${cylinder(ctx)}"/>`;
  return s;
}

export function cup(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string): string {
  const { theme } = ctx;
  const top = base - h;
  const tw = w;
  const bw = w * 0.74;
  const body = `M${f(cx - tw / 2)} ${f(top + 26)}L${f(cx + tw / 2)} ${f(top + 26)}L${f(cx + bw / 2)} ${f(base)}L${f(cx - bw / 2)} ${f(base)}Z`;
  let s = ground(ctx, cx, base + 2, bw);
  s += `<path d="${body}" fill="${theme.paper}"/>`;
  const sy = top + h * 0.38;
  const sh = h * 0.34;
  const wAt = (y: number) => tw + ((bw - tw) * (y - top - 26)) / (h - 26);
  const sleeve = `M${f(cx - wAt(sy) / 2)} ${f(sy)}L${f(cx + wAt(sy) / 2)} ${f(sy)}L${f(cx + wAt(sy + sh) / 2)} ${f(sy + sh)}L${f(cx - wAt(sy + sh) / 2)} ${f(sy + sh)}Z`;
  s += `<path d="${sleeve}" fill="${color}"/>`;
  s += brandMark(ctx, cx, sy + sh / 2, sh * 0.6, color);
  s += rect(cx - tw / 2 - 6, top + 8, tw + 12, 20, mix(theme.dark, "#000", 0.05), 8);
  s += rect(cx - tw / 2 + 10, top, tw - 20, 12, mix(theme.dark, "#000", 0.15), 5);
  s += `<path d="${body}" fill="${cylinder(ctx)}"/>`;
  return s;
}

function bag(ctx: Ctx, x: number, base: number, w: number, h: number, color: string): string {
  const { theme } = ctx;
  const top = base - h;
  const on = onColor(theme, color);
  const g = w * 0.22;
  let s = ground(ctx, x + (w + g) / 2, base + 2, w + g);
  s += `<path d="M${f(x + w * 0.28)} ${f(top)}C${f(x + w * 0.28)} ${f(top - h * 0.32)} ${f(x + w * 0.72)} ${f(top - h * 0.32)} ${f(x + w * 0.72)} ${f(top)}" fill="none" stroke="${mix(theme.dark, "#000", 0.2)}" stroke-width="6"/>`;
  s += `<path d="M${f(x + w)} ${f(top)}l${f(g)} ${f(-g * 0.3)}v${f(h)}l${f(-g)} ${f(g * 0.3)}Z" fill="${mix(color, "#000", 0.25)}"/>`;
  s += rect(x, top, w, h, color);
  s += rect(x, top, w, h * 0.05, mix(color, "#000", 0.08));
  s += brandMark(ctx, x + w / 2, top + h * 0.42, w * 0.36, color);
  s += wordmark(ctx, x + w / 2, top + h * 0.72, w * 0.1, on, "middle", w * 0.8).svg;
  s += textEl(x + w / 2, top + h * 0.9, "ATLANTA, GA", { size: w * 0.045, fill: on, anchor: "middle", spacing: 3, opacity: 0.7 });
  s += rect(x, top, w, h, linear(ctx, ["#ffffff", "#000000"], 1, 0), 0, ` opacity="0.07"`);
  return s;
}

/** A small shelf card lying in front of the products, with the image's headline. */
export function shelfCard(ctx: Ctx, cx: number, y: number, text: string): string {
  const { theme } = ctx;
  const w = Math.min(420, Math.max(240, text.length * 11 + 90));
  const h = 66;
  const x = cx - w / 2;
  const ink = onColor(theme, theme.paper);
  return (
    `<g ${shadow(ctx, 12, 6, 0.25)}>${rect(x, y, w, h, theme.paper, 4)}</g>` +
    brandMark(ctx, x + 36, y + h / 2, 34, theme.paper) +
    textEl(x + 64, y + h / 2 + 7, text, { size: 19, font: "serifItalic", fill: ink, maxWidth: w - 84 })
  );
}

/**
 * The products in the shop that sells them: two pale shelves on a pegboard wall, boxes two facings wide up top, bags and jars below,
 * a price strip on each shelf's edge and the line on a talker clipped to the top shelf.
 */
export function storeShelf(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, "#c9b28f", 0.35);
  let background = rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.15), mix(wall, "#000000", 0.05)]));
  for (let y = 30; y < H; y += 40)
    for (let x = 30 + ((y / 40) % 2) * 20; x < W; x += 40) background += circleEl(x, y, 3.2, mix(wall, "#000000", 0.25));
  const shelf = (y: number) =>
    rect(0, y, W, 22, linear(ctx, ["#efe3cc", "#d8c49f"])) +
    rect(0, y + 22, W, 8, "#000000", 0, ` opacity="0.12"`) +
    rect(0, y + 2, W, 16, theme.paper, 0, ` opacity="0.0"`);
  background += shelf(388) + shelf(738);
  const fl = (i: number) => (i === 0 && ctx.art.tagline ? ctx.art.tagline : (FLAVOURS[(ctx.seed + i) % FLAVOURS.length] as string));
  const layers: string[] = [];
  // Top shelf: the box two facings wide, and one in the other colour (all inside the 4:3 crop the grid shows).
  [theme.dark, theme.dark, theme.accent].forEach((c, i) => layers.push(box(ctx, 140 + i * 280, 388, 210, 230, 50, c)));
  // Bottom shelf: bags and jars.
  layers.push(pouch(ctx, 230, 748, 190, 290, theme.accent, fl(0)));
  layers.push(pouch(ctx, 440, 748, 190, 290, theme.accent, fl(0)));
  layers.push(jar(ctx, 635, 742, 140, 190, theme.extra, fl(1)));
  layers.push(jar(ctx, 790, 742, 140, 190, theme.extra, fl(1)));
  layers.push(pouch(ctx, 985, 748, 190, 250, theme.dark, fl(2)));
  // Price strips on the shelf edges, a tag under each product.
  let tags = "";
  for (const [x, y, price] of [
    [385, 396, "$12.99"],
    [845, 396, "$14.99"],
    [335, 746, "$9.49"],
    [712, 746, "$7.99"],
    [985, 746, "$9.49"],
  ] as const)
    tags += rect(x - 46, y, 92, 20, "#ffffff", 2) + textEl(x, y + 15, price, { size: 13, font: "sansBold", fill: "#2a2a2a", anchor: "middle" });
  layers.push(tags);
  if (ctx.art.tagline) {
    const on = onColor(theme, theme.accent2);
    let talker = rect(1040, 410, 4, 10, "#9a9a9a");
    talker += `<g transform="rotate(-4 1040 420)">${rect(970, 418, 140, 72, theme.accent2, 6)}`;
    talker += textEl(1040, 444, "NEW", { size: 14, font: "sansBold", fill: on, anchor: "middle", spacing: 3 });
    talker += textEl(1040, 472, ctx.art.tagline, { size: 13, font: "serifItalic", fill: on, anchor: "middle", maxWidth: 124 }) + `</g>`;
    layers.push(talker);
  }
  return { background, layers };
}

/** A seamless studio sweep: a wall in a tint of the palette curving into the floor. */
export function sweep(ctx: Ctx, alt: boolean, horizon = 600): string {
  const { theme } = ctx;
  const wall = mix(theme.paper, alt ? theme.accent : theme.accent2, alt ? 0.22 : 0.28);
  const floor = mix(wall, "#000000", 0.06);
  return (
    rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.2), wall])) +
    rect(0, horizon, W, H - horizon, linear(ctx, [floor, mix(floor, "#000000", 0.06)])) +
    rect(0, horizon - 40, W, 80, linear(ctx, [wall, floor]), 0, ` opacity="0.9"`) +
    rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.5, 0.35, 0.6, 0.35, 0)) +
    rect(0, 0, W, H, radial(ctx, "#000000", "#000000", 0.5, 0.5, 0.9, 0, 0.16))
  );
}

export function packaging(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 3);
  // Two images of one brand differ in wall tone and which product wears which colour.
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt);
  // The hero product carries the image's headline (a flavour, a line name) when there is one.
  const fl = (i: number) => (i === 0 && ctx.art.tagline ? ctx.art.tagline : (FLAVOURS[(ctx.seed + i) % FLAVOURS.length] as string));
  const third = theme.extra === theme.accent2 ? accentOn(theme, theme.paper, 1.5) : theme.extra;
  const [a, b] = alt ? [theme.dark, theme.accent] : [theme.accent, theme.dark];
  const base = 705;
  const layers: string[] = [];
  // Mirrored arrangements: m(x, w) places an item of width w from the other side.
  const flip = variant(ctx, 2, "mirror") === 1;
  const m = (x: number, w = 0) => (flip ? W - x - w : x);
  if (v === 0) {
    layers.push(box(ctx, m(80, 426), base, 330, 360, 96, b));
    layers.push(pouch(ctx, m(680), base + 12, 280, 500, a, fl(0)));
    layers.push(jar(ctx, m(980), base + 4, 220, 310, third, fl(1)));
  } else if (v === 1) {
    const cols = [a, b, theme.extra === theme.accent2 ? theme.accent2 : theme.extra];
    [1, 0, 2].forEach((k, i) => layers.push(bottle(ctx, m(190 + i * 210), base - 8 * (i % 2), 170, 540, cols[i] as string, fl(k))));
    layers.push(box(ctx, m(780, 340), base + 12, 260, 240, 80, a));
  } else {
    layers.push(bag(ctx, m(70, 427), base, 350, 430, a));
    layers.push(cup(ctx, m(580), base + 8, 190, 300, b));
    layers.push(jar(ctx, m(790), base + 4, 160, 230, theme.extra, fl(1)));
    layers.push(pouch(ctx, m(1040), base + 12, 200, 370, b, fl(0)));
  }
  if (ctx.art.tagline) layers.push(shelfCard(ctx, m(v === 1 ? 930 : v === 0 ? 250 : 780), 722, ctx.art.tagline));
  return { background, layers };
}
