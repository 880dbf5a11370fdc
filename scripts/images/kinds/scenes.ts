/**
 * Compositions asked for by name (art.scene) when a project's title names one thing: cans for
 * a can design, kraft bags for a bag design, stand-up pouches, tins, soap bars, a door hanger,
 * a row of posters, honey jars, and a mark study for a described mark.
 */
import type { Art } from "#content/schemas/collections.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { accentOn, brandMark, brandStyle, contact, headline, lockup, wordmark } from "./brand.ts";
import { motifAt, type Motif } from "./motifs.ts";
import { cylinder, ground, jar, shelfCard, sweep } from "./packaging.ts";
import { bilingualBand, localNameOf } from "./tea.ts";
import {
  H,
  W,
  circleEl,
  f,
  hashString,
  linear,
  luminance,
  mix,
  onColor,
  radial,
  rect,
  rgb,
  shadow,
  textBlock,
  textEl,
  variant,
  type Ctx,
  type Scene,
} from "./lib.ts";

const FLAVOURS = ["Original", "Ginger", "Hibiscus", "Peach", "Lavender", "Blackberry", "Lemon", "Mint"];

/**
 * A client's flavour names: its cover's tagline's first part leads when it reads like one (before
 * a ·), then others picked by the cover's seed, none repeating a word of it. Always the cover's, so
 * a gallery picture of the same product (one pouch turned to its panel) names the flavour the cover
 * shows in that colour: Trailhead's panel said "Original" on the red pouch the cover calls "Maple pecan".
 */
export function clientFlavours(art: Art, n: number): string[] {
  const cover = portfolioProjects.find((p) => p.image.label === art.label)?.image ?? art;
  // The seed the cover is drawn with (art-svg.ts makeCtx, nth 0).
  const seed = hashString(`${cover.label}|${cover.kind}|${cover.tagline ?? ""}|0`);
  // A client that names its own range: its packs carry those names, in that order.
  if (cover.range) return Array.from({ length: n }, (_, i) => cover.range![i % cover.range!.length]!.name);
  const out: string[] = [];
  const lead = cover.tagline?.split("·")[0]?.trim();
  if (lead && lead.length <= 22) out.push(lead);
  const taken = (fl: string) =>
    out.some((o) =>
      o
        .toLowerCase()
        .split(/[\s-]+/)
        .includes(fl.toLowerCase()),
    );
  for (let i = 0; out.length < n && i < FLAVOURS.length * 2; i++) {
    const fl = FLAVOURS[(seed + i) % FLAVOURS.length] as string;
    if (!taken(fl)) out.push(fl);
  }
  return out.slice(0, n);
}

const flavours = (ctx: Ctx, n: number) => clientFlavours(ctx.art, n);

/** The colour a flavour reads as on a shelf: amber tea, golden ginger, magenta hibiscus, purple blackberry… */
const FLAVOUR_COLOURS: Record<string, string> = {
  original: "#c8873a",
  ginger: "#e2b84b",
  hibiscus: "#c0265e",
  peach: "#f4a07a",
  lavender: "#a597d6",
  blackberry: "#4b2142",
  lemon: "#f2d449",
  mint: "#74cf9e",
};

/** The colour of a flavour's name: its last word that names a known flavour ("Ginger Peach" is peach), if any. */
export function flavourColour(name: string): string | undefined {
  const words = name.toLowerCase().split(/[\s-]+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const c = FLAVOUR_COLOURS[words[i] as string];
    if (c) return c;
  }
  return undefined;
}

/** A colour for each flavour: its own when its name has one, else a brand colour no other flavour shows. */
export function flavourColours(ctx: Ctx, names: string[]): string[] {
  const own = names.map(flavourColour);
  const spare = rowColours(ctx, 8).filter((c, i, all) => all.indexOf(c) === i && !own.includes(c));
  return own.map((c) => c ?? spare.shift() ?? ctx.theme.accent);
}

/** Colours for a row of products: every palette colour in turn, the darkest first when it reads. */
export function rowColours(ctx: Ctx, n: number): string[] {
  const { theme } = ctx;
  const base = [theme.accent, theme.dark, theme.accent2, theme.extra, ...theme.palette];
  const out: string[] = [];
  for (const c of base) if (!out.includes(c) && c !== theme.paper) out.push(c);
  while (out.length < n) out.push(out[out.length % Math.max(1, out.length)] as string);
  return out.slice(0, n);
}

// ---------- cans ----------

export function can(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const rim = w * 0.09;
  const on = onColor(theme, color);
  let s = ground(ctx, cx, base + 2, w);
  const body = `M${f(x)} ${f(top + rim)}Q${f(x)} ${f(top)} ${f(x + rim)} ${f(top - 2)}H${f(x + w - rim)}Q${f(x + w)} ${f(top)} ${f(x + w)} ${f(top + rim)}V${f(base - rim)}Q${f(x + w)} ${f(base)} ${f(x + w - rim)} ${f(base + 2)}H${f(x + rim)}Q${f(x)} ${f(base)} ${f(x)} ${f(base - rim)}Z`;
  s += `<path d="${body}" fill="${color}"/>`;
  // Lid: brushed aluminium rim and neck.
  s += rect(x + 4, top - 6, w - 8, rim + 8, "#c9ced3", rim / 2);
  s += rect(x + 10, top - 10, w - 20, 8, "#e7eaec", 4);
  // The vine: the motif climbing the can in a second colour.
  const vine = accentOn(theme, color, 1.6);
  for (let i = 0; i < 4; i++) {
    const vy = top + h * (0.16 + i * 0.2);
    s += motifAt(ctx.art.motif, x + (i % 2 ? w * 0.82 : w * 0.18), vy, w * 0.26, vine, ` opacity="0.55"`);
  }
  s += `<path d="M${f(x + w * 0.1)} ${f(base - 6)}C${f(x + w * 0.9)} ${f(base - h * 0.3)} ${f(x + w * 0.05)} ${f(top + h * 0.4)} ${f(x + w * 0.85)} ${f(top + 20)}" fill="none" stroke="${vine}" stroke-width="${f(w * 0.035)}" stroke-linecap="round" opacity="0.7"/>`;
  // Front: mark, name, a flavour in big condensed caps, the volume.
  s += brandMark(ctx, cx, top + h * 0.2, w * 0.34, color);
  s += wordmark(ctx, cx, top + h * 0.38, w * 0.13, on, "middle", w * 0.84).svg;
  s += rect(x, top + h * 0.46, w, h * 0.2, mix(color, "#000000", 0.18), 0, ` opacity="0.55"`);
  s += textEl(cx, top + h * 0.6, flavour.toUpperCase(), { size: w * 0.2, font: "cond", fill: on, anchor: "middle", maxWidth: w * 0.86 });
  s += textEl(cx, base - h * 0.07, "12 FL OZ · 355 mL", { size: w * 0.06, fill: on, anchor: "middle", spacing: 1.5, opacity: 0.8 });
  s += `<path d="${body}" fill="${cylinder(ctx)}"/>`;
  return s;
}

export function cans(ctx: Ctx): Scene {
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 610);
  const fl = flavours(ctx, 4);
  const cols = flavourColours(ctx, fl);
  const layers: string[] = [];
  const w = 190;
  const xs = [210, 450, 690, 930];
  xs.forEach((x, i) => layers.push(can(ctx, x + (alt ? 20 : 0), 700 - (i % 2) * 16, w, 420, cols[i] as string, fl[i] as string)));
  return { background, layers };
}

// ---------- kraft coffee bags ----------

const KRAFT = "#c59d6c";

export function kraftBag(ctx: Ctx, cx: number, base: number, w: number, h: number, band: string, roast: string, origin: string): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const paper = mix(KRAFT, theme.paper, 0.08);
  let s = ground(ctx, cx, base + 2, w * 1.05);
  // Body with a slight taper to the gusset and a folded, tin-tied top.
  const body = `M${f(x + 6)} ${f(top + 40)}H${f(x + w - 6)}L${f(x + w)} ${f(base)}H${f(x)}Z`;
  s += `<path d="${body}" fill="${paper}"/>`;
  s += rect(x + 6, top, w - 12, 46, mix(paper, "#000000", 0.08), 3);
  s += rect(x + 2, top + 14, w - 4, 9, "#3b3b3b", 3);
  s += rect(x + 6, top + 44, w - 12, 3, mix(paper, "#000000", 0.18));
  // Paper fibres.
  for (let i = 0; i < 14; i++) {
    const fy = top + 60 + ((i * 37) % (h - 80));
    const fx = x + 12 + ((i * 53) % (w - 40));
    s += rect(fx, fy, 18 + (i % 3) * 8, 1.5, mix(paper, "#000000", 0.12), 1, ` opacity="0.6"`);
  }
  // One-way valve.
  s += circleEl(cx, top + 74, 10, mix(paper, "#000000", 0.12)) + circleEl(cx, top + 74, 5, mix(paper, "#000000", 0.22));
  // Origin band and the printed label.
  const on = onColor(theme, band);
  s += rect(x, top + h * 0.62, w, h * 0.16, band);
  s += textEl(cx, top + h * 0.62 + h * 0.1, origin.toUpperCase(), {
    size: w * 0.075,
    font: "sansBold",
    fill: on,
    anchor: "middle",
    spacing: 2.5,
    maxWidth: w * 0.86,
  });
  const lab = theme.paper;
  const lOn = onColor(theme, lab);
  s += rect(x + w * 0.12, top + h * 0.24, w * 0.76, h * 0.34, lab, 4);
  s += brandMark(ctx, cx, top + h * 0.3, w * 0.16, lab);
  s += wordmark(ctx, cx, top + h * 0.41, w * 0.095, lOn, "middle", w * 0.68).svg;
  // Hand-lettered roast level.
  s += textEl(cx, top + h * 0.52, roast, {
    size: w * 0.13,
    font: { family: "caveat", axes: { wght: 700 } },
    fill: accentOn(theme, lab),
    anchor: "middle",
    maxWidth: w * 0.7,
  });
  s += textEl(cx, base - h * 0.08, "WHOLE BEAN · 12 OZ", { size: w * 0.05, fill: mix(paper, "#000000", 0.65), anchor: "middle", spacing: 2 });
  s += `<path d="${body}" fill="${linear(ctx, ["#000000", "#ffffff", "#000000"], 1, 0)}" opacity="0.06"/>`;
  return s;
}

export function beans(cx: number, cy: number, n: number, seed: number): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = (seed + i * 137) % 360;
    const r = 10 + ((i * 29) % 60);
    const x = cx + Math.cos((a * Math.PI) / 180) * r * 2.2;
    const y = cy + Math.sin((a * Math.PI) / 180) * r * 0.5;
    const rot = (i * 47) % 180;
    s +=
      `<g transform="rotate(${rot} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="13" ry="9" fill="#4a2c1a"/>` +
      `<path d="M${f(x - 10)} ${f(y)}Q${f(x)} ${f(y - 4)} ${f(x + 10)} ${f(y)}" stroke="#2a170c" stroke-width="2" fill="none"/></g>`;
  }
  return s;
}

export function kraftBags(ctx: Ctx): Scene {
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 590);
  const cols = rowColours(ctx, 3);
  const roasts = ["Light roast", "Medium roast", "Dark roast"];
  const origins = ["Ethiopia", "Colombia", "House blend"];
  const layers: string[] = [];
  [
    [260, 700, 250, 420],
    [600, 716, 280, 470],
    [940, 700, 250, 420],
  ].forEach(([cx, base, w, h], i) =>
    layers.push(kraftBag(ctx, cx as number, base as number, w as number, h as number, cols[i] as string, roasts[i] as string, origins[i] as string)),
  );
  layers.push(beans(430, 745, 9, ctx.seed) + beans(820, 752, 7, ctx.seed + 3));
  return { background, layers };
}

// ---------- stand-up pouches with a window ----------

/** A dog biscuit: a bar with two knuckles at each end. */
function bone(x: number, y: number, len: number, fill: string, turn: number): string {
  const r = len * 0.16;
  const ends = [-1, 1].flatMap((e) => [-1, 1].map((k) => circleEl(x + (e * len) / 2, y + k * r * 0.8, r, fill))).join("");
  return `<g transform="rotate(${f(turn)} ${f(x)} ${f(y)})">${rect(x - len / 2, y - r * 0.9, len, r * 1.8, fill, r * 0.5)}${ends}</g>`;
}

/** What a pouch holds, by the client's mark: dog treats (a paw or a bone) or granola, and its colour. */
function pouchContents(ctx: Ctx): { treats: boolean; fill: string } {
  const treats = ctx.art.motif === "paw" || ctx.art.motif === "bone";
  return { treats, fill: treats ? "#b9773c" : "#b8874a" };
}

function standPouch(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const { treats, fill } = pouchContents(ctx);
  const x = cx - w / 2;
  const top = base - h;
  const on = onColor(theme, color);
  const body = `M${f(x + 4)} ${f(top)}H${f(x + w - 4)}C${f(x + w + 6)} ${f(top + h * 0.5)} ${f(x + w + 10)} ${f(base - 40)} ${f(x + w - 6)} ${f(base)}H${f(x + 6)}C${f(x - 10)} ${f(base - 40)} ${f(x - 6)} ${f(top + h * 0.5)} ${f(x + 4)} ${f(top)}Z`;
  let s = ground(ctx, cx, base + 2, w);
  s += `<path d="${body}" fill="${color}"/>`;
  // Granola keeps its kraft base: the lower third of the bag is bare paper, flecked.
  if (!treats) {
    const kclip = `kclip${Math.round(cx)}`;
    let flecks = "";
    for (let i = 0; i < 60; i++)
      flecks += circleEl(x + ((i * 53) % 100) * (w / 100), base - h * 0.3 + ((i * 29) % 100) * (h * 0.003), 1.4, "#7a5a36");
    s += `<clipPath id="${kclip}"><path d="${body}"/></clipPath><g clip-path="url(#${kclip})">${rect(x - 12, base - h * 0.3, w + 24, h * 0.3 + 2, "#c79f6e")}<g opacity="0.35">${flecks}</g></g>`;
  }
  // Seal, zip and tear notch.
  s += rect(x + 4, top, w - 8, 18, mix(color, "#000000", 0.12));
  for (let i = 0; i < 18; i++) s += rect(x + 8 + (i * (w - 16)) / 18, top + 3, 2, 12, mix(color, "#000000", 0.25), 0, ` opacity="0.6"`);
  s += rect(x + 10, top + 32, w - 20, 3, mix(color, "#000000", 0.22), 1.5);
  // Window onto the granola (clusters in warm browns).
  const wx = x + w * 0.2;
  const wy = top + h * 0.56;
  const ww = w * 0.6;
  const wh = h * 0.24;
  // Treats look out through a bone-shaped window, under a hang slot for the pet shop's peg; granola through a rounded one.
  const r = wh * 0.3;
  const windowShapes = treats
    ? `<rect x="${f(wx + r)}" y="${f(wy + wh * 0.3)}" width="${f(ww - 2 * r)}" height="${f(wh * 0.4)}"/>` +
      [wx + r, wx + ww - r].flatMap((ex) => [wy + r, wy + wh - r].map((ey) => `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(r)}"/>`)).join("")
    : `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" rx="${f(ww * 0.5)}"/>`;
  if (treats) s += rect(cx - w * 0.12, top + 40, w * 0.24, 14, mix(color, "#000000", 0.45), 7);
  s += `<g fill="${mix(fill, "#000000", 0.25)}">${windowShapes}</g>`;
  const clip = `wclip${Math.round(cx)}`;
  let clusters = "";
  for (let i = 0; i < (treats ? 14 : 46); i++) {
    const px = wx + ((i * 61) % 100) * (ww / 100);
    const py = wy + ((i * 37) % 100) * (wh / 100);
    const tone = i % 3 ? fill : mix(fill, "#ffffff", 0.3);
    // Biscuits show as bones through the window; granola as clusters.
    clusters += treats ? bone(px, py, w * 0.16, tone, (i * 47) % 180) : circleEl(px, py, 6 + (i % 4) * 2.5, tone);
  }
  s += `<clipPath id="${clip}">${windowShapes}</clipPath><g clip-path="url(#${clip})">${clusters}</g>`;
  s += `<g fill="#ffffff" opacity="0.12">${windowShapes}</g>`;
  s += brandMark(ctx, cx, top + h * 0.17, w * 0.22, color);
  s += wordmark(ctx, cx, top + h * 0.33, w * 0.1, on, "middle", w * 0.8).svg;
  s += textEl(cx, top + h * 0.45, flavour, { size: w * 0.085, font: "serifItalic", fill: on, anchor: "middle", maxWidth: w * 0.8 });
  s += textEl(cx, top + h * 0.51, treats ? "BAKED IN SMALL BATCHES · 10 OZ" : "8 g PROTEIN · 11 OZ", {
    size: w * 0.045,
    fill: on,
    anchor: "middle",
    spacing: 1.5,
    opacity: 0.8,
  });
  s += `<path d="${body}" fill="${cylinder(ctx)}" opacity="0.6"/>`;
  return s;
}

export function pouches(ctx: Ctx): Scene {
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 600);
  const cols = rowColours(ctx, 3);
  const fl = flavours(ctx, 3);
  const layers: string[] = [];
  layers.push(standPouch(ctx, 300, 700, 270, 470, cols[1] as string, fl[1] as string));
  layers.push(standPouch(ctx, 900, 700, 270, 470, cols[2] as string, fl[2] as string));
  layers.push(standPouch(ctx, 600, 724, 310, 540, cols[0] as string, fl[0] as string));
  return { background, layers };
}

// ---------- one pouch turned to its panel, beside what is inside ----------

/**
 * A pouch's panel up close: for treats, the short ingredients list and the feeding guide; for
 * granola, the nutrition highlights set large on the front. Beside it, what the pouch holds.
 */
export function pouchPanel(ctx: Ctx): Scene {
  const { theme } = ctx;
  const { treats, fill } = pouchContents(ctx);
  const background = sweep(ctx, variant(ctx, 2, "alt") === 1, 620);
  const color = rowColours(ctx, 1)[0] as string;
  const [x, top, w, h] = [300, 120, 420, 600];
  const layers: string[] = [standPouch(ctx, x + w / 2, top + h, w, h, color, flavours(ctx, 1)[0] as string)];
  // The panel, laid over the pouch's window: large type a shopper reads at arm's length.
  const panel = theme.paper === color ? theme.accent : theme.paper;
  const on = onColor(theme, panel);
  const [px, py, pw, ph] = [x + w * 0.14, top + h * 0.53, w * 0.72, h * 0.4];
  const lines = treats ? ["Oat flour", "Peanut butter", "Pumpkin", "Egg", "Honey"] : ["8 g protein", "5 g fiber", "Whole oats", "No palm oil"];
  let card = rect(px, py, pw, ph, panel, 14);
  card += textEl(px + 24, py + 40, treats ? "INGREDIENTS" : "IN EVERY HANDFUL", { size: 17, fill: on, spacing: 2.5, opacity: 0.75 });
  lines.forEach((line, i) => (card += textEl(px + 24, py + 80 + i * 36, line, { size: 27, font: "serifItalic", fill: on })));
  layers.push(card);
  // What the pouch holds, spilled on the ground beside it.
  let spill = "";
  const pieces = treats ? 12 : 70;
  for (let i = 0; i < pieces; i++) {
    // A low heap: wide at the ground, a few pieces higher in the middle.
    const sx = 800 + (i / pieces) * 280 + ((i * 67) % 10) * 2;
    const rise = (1 - Math.abs(sx - 940) / 140) * 46 * (((i * 29) % 100) / 100);
    const sy = 712 - rise;
    spill += treats
      ? bone(sx, sy, 62, i % 3 ? fill : mix(fill, "#ffffff", 0.3), (i * 53) % 180)
      : circleEl(sx, sy, 8 + (i % 4) * 3, i % 3 ? fill : mix(fill, "#ffffff", 0.3));
  }
  layers.push(spill);
  return { background, layers };
}

// ---------- tins ----------

function tin(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string, round: boolean): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const lidH = h * 0.2;
  // The lid's ellipse by the tin's width, but never deeper than a flat tin can show.
  const ry = Math.min(w, h * 1.4) * 0.12;
  const on = onColor(theme, color);
  let s = ground(ctx, cx, base + 2, w);
  s += `<path d="M${f(x)} ${f(top + lidH)}V${f(base)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w)} ${f(base)}V${f(top + lidH)}Z" fill="${color}"/>`;
  // Label band.
  const band = theme.paper === color ? theme.accent : theme.paper;
  const bOn = onColor(theme, band);
  const local = localNameOf(ctx.art, flavour);
  if (local) {
    // Lettered in two languages: a taller band, the Chinese name the largest thing on it, all of it clear of the lid's rim.
    s += bilingualBand(ctx, cx, top + lidH + ry, w, (h - lidH - ry) * 0.86, band, flavour, local);
  } else {
    const by = top + lidH + (h - lidH) * 0.18;
    const bh = (h - lidH) * 0.6;
    s += rect(x, by, w, bh, band);
    s += brandMark(ctx, cx, by + bh * 0.26, bh * 0.3, band);
    // Lettering sized by the tin's narrower side: a wide flat tin's band is short.
    const type = Math.min(w, h);
    s += wordmark(ctx, cx, by + bh * 0.6, type * 0.1, bOn, "middle", w * 0.8).svg;
    s += textEl(cx, by + bh * 0.82, flavour, { size: type * 0.075, font: "serifItalic", fill: bOn, anchor: "middle", maxWidth: w * 0.8 });
  }
  s += `<path d="M${f(x)} ${f(top + lidH)}V${f(base)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w)} ${f(base)}V${f(top + lidH)}Z" fill="${cylinder(ctx)}"/>`;
  // Lid.
  const lid = mix(color, "#000000", 0.15);
  s += `<path d="M${f(x - 6)} ${f(top + ry)}V${f(top + lidH)}A${f(w / 2 + 6)} ${f(ry)} 0 0 0 ${f(x + w + 6)} ${f(top + lidH)}V${f(top + ry)}Z" fill="${lid}"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(top + ry)}" rx="${f(w / 2 + 6)}" ry="${f(ry)}" fill="${mix(lid, "#ffffff", 0.12)}"/>`;
  if (round) s += motifAt(ctx.art.motif, cx, top + ry, ry * 1.4, on, ` opacity="0.6"`);
  s += `<path d="M${f(x - 6)} ${f(top + ry)}V${f(top + lidH)}A${f(w / 2 + 6)} ${f(ry)} 0 0 0 ${f(x + w + 6)} ${f(top + lidH)}V${f(top + ry)}Z" fill="${cylinder(ctx)}"/>`;
  return s;
}

/**
 * Tins shaped for what they hold: squat candle tins in a row, wide flat gift tins stacked (sweets,
 * pralines, biscuits), or tall caddies (tea, and anything else).
 */
export function tins(ctx: Ctx): Scene {
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 600);
  const cols = rowColours(ctx, 4);
  const fl = flavours(ctx, 4);
  const layers: string[] = [];
  const col = (i: number) => cols[i % cols.length] as string;
  const flavour = (i: number) => fl[i % fl.length] as string;
  if (/candle/i.test(ctx.art.label)) {
    [175, 435, 765, 1025].forEach((cx, i) => layers.push(tin(ctx, cx, i % 3 ? 640 : 590, 240, 215, col(i), flavour(i), true)));
  } else if (/praline|candy|sweet|cookie|biscuit|gift/i.test(ctx.art.label)) {
    layers.push(tin(ctx, 430, 660, 460, 190, col(0), flavour(0), true));
    layers.push(tin(ctx, 445, 462, 420, 170, col(1), flavour(1), true));
    layers.push(tin(ctx, 920, 680, 330, 160, col(2), flavour(2), true));
  } else {
    layers.push(tin(ctx, 280, 690, 230, 330, col(1), flavour(1), true));
    layers.push(tin(ctx, 900, 690, 230, 300, col(2), flavour(2), true));
    layers.push(tin(ctx, 590, 722, 290, 420, col(0), flavour(0), true));
  }
  if (ctx.art.tagline) layers.push(shelfCard(ctx, 600, 738, ctx.art.tagline));
  return { background, layers };
}

// ---------- wrapped soap bars ----------

export function soapBar(ctx: Ctx, x: number, y: number, w: number, h: number, d: number, wrap: string, band: string, wrapped: boolean): string {
  const { theme } = ctx;
  const side = mix(wrap, "#000000", 0.2);
  const topc = mix(wrap, "#ffffff", 0.1);
  let s = `<path d="M${f(x)} ${f(y)}l${f(d)} ${f(-d * 0.55)}h${f(w)}l${f(-d)} ${f(d * 0.55)}Z" fill="${topc}"/>`;
  s += `<path d="M${f(x + w)} ${f(y)}l${f(d)} ${f(-d * 0.55)}v${f(h)}l${f(-d)} ${f(d * 0.55)}Z" fill="${side}"/>`;
  s += rect(x, y, w, h, wrap);
  if (!wrapped) return s;
  // Paper band with a botanical line drawing and the name.
  const bx = x + w * 0.3;
  const bw = w * 0.4;
  const bOn = onColor(theme, band);
  s += rect(bx, y, bw, h, band);
  s += `<path d="M${f(bx)} ${f(y)}l${f(d)} ${f(-d * 0.55)}h${f(bw)}l${f(-d)} ${f(d * 0.55)}Z" fill="${mix(band, "#ffffff", 0.1)}"/>`;
  s += motifAt(ctx.art.motif, bx + bw / 2, y + h * 0.36, h * 0.42, "none", ` stroke="${bOn}" stroke-width="3"`);
  s += textEl(bx + bw / 2, y + h * 0.78, ctx.art.label.split(/\s+/)[0] ?? ctx.art.label, {
    size: h * 0.14,
    font: brandStyle(ctx).word.font,
    fill: bOn,
    anchor: "middle",
    maxWidth: bw * 0.9,
  });
  return s;
}

export function soap(ctx: Ctx): Scene {
  const { theme } = ctx;
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 560);
  const cols = rowColours(ctx, 3);
  const layers: string[] = [];
  const w = 330;
  const h = 120;
  const d = 90;
  // A stack of three, and one bar out of its wrap beside it.
  layers.push(`<g ${shadow(ctx, 22, 14, 0.25)}>` + soapBar(ctx, 180, 580, w, h, d, cols[0] as string, theme.paper, true) + `</g>`);
  layers.push(soapBar(ctx, 200, 460, w, h, d, cols[1] as string, theme.paper, true));
  layers.push(soapBar(ctx, 170, 340, w, h, d, cols[2] as string, theme.paper, true));
  const bare = mix(cols[0] as string, "#ffffff", 0.55);
  layers.push(`<g ${shadow(ctx, 22, 14, 0.22)}>` + soapBar(ctx, 700, 600, 300, 100, 80, bare, bare, false) + `</g>`);
  layers.push(motifAt(ctx.art.motif, 850 + 40, 560 + 30, 70, mix(bare, "#000000", 0.18)));
  layers.push(lockup(ctx, 900, 300, 90, mix(theme.paper, theme.accent2, 0.28), "stacked", 380, { tagline: true }).svg);
  return { background, layers };
}

// ---------- honey jars ----------

export function jars(ctx: Ctx): Scene {
  const alt = variant(ctx, 2, "alt") === 1;
  const background = sweep(ctx, alt, 600);
  const cols = rowColours(ctx, 3);
  const fl = flavours(ctx, 3);
  const layers: string[] = [];
  layers.push(jar(ctx, 300, 700, 230, 330, cols[1] as string, fl[1] as string));
  layers.push(jar(ctx, 900, 700, 230, 330, cols[2] as string, fl[2] as string));
  layers.push(jar(ctx, 600, 720, 280, 420, cols[0] as string, fl[0] as string));
  return { background, layers };
}

// ---------- a door hanger on a front door ----------

export function doorHanger(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const door = mix(theme.dark, "#3a2a1e", 0.5);
  const background =
    rect(0, 0, W, H, mix("#e9e4da", theme.paper, 0.4)) +
    rect(240, 0, 720, H, door) +
    rect(240, 0, 720, H, linear(ctx, ["#ffffff", "#000000"], 1, 0), 0, ` opacity="0.08"`) +
    rect(290, 60, 280, 300, mix(door, "#000000", 0.15), 6) +
    rect(630, 60, 280, 300, mix(door, "#000000", 0.15), 6) +
    rect(290, 430, 280, 340, mix(door, "#000000", 0.15), 6) +
    rect(630, 430, 280, 340, mix(door, "#000000", 0.15), 6) +
    rect(200, 0, 40, H, mix("#e9e4da", "#000000", 0.1)) +
    rect(960, 0, 40, H, mix("#e9e4da", "#000000", 0.1));
  const layers: string[] = [];
  // The handle: a rosette and lever.
  layers.push(circleEl(860, 400, 30, "#c8a86a") + rect(800, 392, 70, 16, "#b8965a", 8) + circleEl(860, 400, 12, "#a9874d"));
  // The hanger: a tall card hooked over the lever.
  const hx = 700;
  const hy = 370;
  const hw = 250;
  const hh = 420;
  const card = theme.accent;
  const on = onColor(theme, card);
  let hanger =
    rect(hx, hy, hw, hh, card, 8) +
    circleEl(hx + hw / 2, hy + 42, 26, door) +
    rect(hx + hw / 2 - 3, hy, 6, 20, door) +
    brandMark(ctx, hx + hw / 2, hy + 110, 60, card) +
    wordmark(ctx, hx + hw / 2, hy + 170, 24, on, "middle", hw - 40).svg +
    textBlock(hx + hw / 2, hy + 208, headline(ctx), { size: 22, font: "serifBold", fill: on, anchor: "middle", maxWidth: hw - 40, maxLines: 3 }).svg;
  // The tear-off card.
  const ty = hy + hh - 110;
  const coupon = theme.paper;
  hanger += rect(hx, ty, hw, 110, coupon, 0) + `<path d="M${hx} ${ty}H${hx + hw}" stroke="${on}" stroke-width="2" stroke-dasharray="8 6"/>`;
  hanger += textEl(hx + hw / 2, ty + 44, "$25 OFF", { size: 34, font: "cond", fill: onColor(theme, coupon), anchor: "middle" });
  hanger += textEl(hx + hw / 2, ty + 74, "your first visit", { size: 16, fill: onColor(theme, coupon), anchor: "middle" });
  hanger += textEl(hx + hw / 2, ty + 98, c.phone, { size: 14, font: "sansBold", fill: onColor(theme, coupon), anchor: "middle" });
  layers.push(`<g transform="rotate(-4 ${hx + hw / 2} ${hy})" ${shadow(ctx, 18, 12, 0.35)}>${hanger}</g>`);
  layers.push(rect(0, 0, W, H, radial(ctx, "#ffffff", "#000000", 0.55, 0.4, 0.9, 0.08, 0.25)));
  return { background, layers };
}

// ---------- a row of season posters on a wall ----------

/** The seasons a poster row shows, each with its drawing (none: the mark's own) and the color it reads as. */
const SEASONS: { name: string; motif?: Motif; hue: string }[] = [
  { name: "Spring", motif: "blossom", hue: "#7fb069" },
  { name: "Summer", hue: "#e9b949" },
  { name: "Autumn", motif: "leaf", hue: "#c8553d" },
];
/** Each season's poster color: the brand color nearest its hue, no color used twice. */
function seasonColours(ctx: Ctx): string[] {
  const pool = rowColours(ctx, 8).filter((c, i, all) => all.indexOf(c) === i);
  const dist = (a: string, b: string) => rgb(a).reduce((sum, v, k) => sum + (v - (rgb(b)[k] as number)) ** 2, 0);
  return SEASONS.map(({ hue }) => {
    const best = [...pool].sort((a, b) => dist(a, hue) - dist(b, hue))[0] ?? ctx.theme.accent;
    if (pool.length > 1) pool.splice(pool.indexOf(best), 1);
    return best;
  });
}

export function posters(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, "#d9d3c7", 0.5);
  const background =
    rect(0, 0, W, H, wall) +
    rect(0, 0, W, H, radial(ctx, "#ffffff", "#000000", 0.5, 0.3, 0.9, 0.2, 0.18)) +
    rect(0, 700, W, 100, mix(wall, "#000000", 0.25));
  const cols = seasonColours(ctx);
  const layers: string[] = [];
  SEASONS.forEach(({ name: season, motif }, i) => {
    const x = 90 + i * 360;
    const y = 90;
    const w = 300;
    const h = 440;
    const bg = cols[i] as string;
    const on = onColor(theme, bg);
    let p = rect(x, y, w, h, bg);
    // The season's picture: the mark's own drawing in its season, a blossom or a falling leaf in the others.
    p += circleEl(x + w / 2, y + 160, 100, mix(bg, "#ffffff", 0.18));
    p += motifAt(motif ?? ctx.art.motif, x + w / 2, y + 160, 150, on);
    p += textEl(x + 24, y + 330, season, { size: 54, font: brandStyle(ctx).word.font, fill: on, maxWidth: w - 48 });
    p += textEl(x + 24, y + 364, ctx.art.tagline ?? "Every Saturday", { size: 16, font: "sansBold", fill: on, maxWidth: w - 48 });
    p += rect(x + 24, y + 384, w - 48, 2, on, 0, ` opacity="0.5"`);
    p += wordmark(ctx, x + 24, y + 418, 18, on, "start", w - 48).svg;
    layers.push(`<g ${shadow(ctx, 14, 10, 0.25)}>${p}</g>`);
  });
  return { background, layers };
}

// ---------- a mark study: the mark drawn large on a gridded sheet ----------

export function markSketch(ctx: Ctx): Scene {
  const { theme } = ctx;
  const paper = "#f6f3ec";
  const grid = "#d7dde3";
  let background = rect(0, 0, W, H, mix(theme.dark, "#1a1a1a", 0.4));
  const layers: string[] = [];
  // The sheet.
  let sheet = rect(60, 50, 760, 700, paper, 4);
  for (let gx = 80; gx < 810; gx += 30) sheet += rect(gx, 50, 1, 700, grid);
  for (let gy = 70; gy < 750; gy += 30) sheet += rect(60, gy, 760, 1, grid);
  background += `<g ${shadow(ctx, 24, 16, 0.4)}>${sheet}</g>`;
  // Construction: circles and axes in pencil, then the mark in ink.
  const cx = 440;
  const cy = 360;
  const pencil = "#8a8f96";
  layers.push(
    `<circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="${pencil}" stroke-width="1.5" stroke-dasharray="6 6"/>` +
      `<circle cx="${cx}" cy="${cy}" r="140" fill="none" stroke="${pencil}" stroke-width="1.2"/>` +
      `<path d="M${cx - 280} ${cy}H${cx + 280}M${cx} ${cy - 280}V${cy + 280}M${cx - 200} ${cy - 200}L${cx + 200} ${cy + 200}" stroke="${pencil}" stroke-width="1" opacity="0.7"/>`,
  );
  layers.push(motifAt(ctx.art.motif, cx, cy, 380, theme.ink));
  layers.push(
    textEl(90, 720, `${ctx.art.label} — mark study, rev. 3`, {
      size: 28,
      font: { family: "caveat", axes: { wght: 600 } },
      fill: "#3a4450",
      maxWidth: 700,
    }),
  );
  // Beside the sheet: the finished mark at sizes and the chips.
  const right = 1010;
  layers.push(brandMark(ctx, right, 170, 150, mix(theme.dark, "#1a1a1a", 0.4)));
  layers.push(
    brandMark(ctx, right - 70, 330, 64, mix(theme.dark, "#1a1a1a", 0.4)) +
      brandMark(ctx, right + 20, 330, 40, mix(theme.dark, "#1a1a1a", 0.4)) +
      brandMark(ctx, right + 80, 330, 24, mix(theme.dark, "#1a1a1a", 0.4)),
  );
  const chipY = 420;
  theme.palette.slice(0, 4).forEach((c, i) => layers.push(rect(890 + i * 62, chipY, 52, 52, c, 8, ` stroke="#ffffff" stroke-opacity="0.25"`)));
  layers.push(wordmark(ctx, right, 560, 40, "#f6f3ec", "middle", 300).svg);
  return { background, layers };
}

// ---------- the same products in place: on a wall shelf, at a market stall, on a trail ----------

/** Tea caddies on two plank shelves against a plaster wall, the tagline on a card below. */
export function tinsShelf(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, "#d8cfc0", 0.5);
  const wood = "#8a6140";
  let background = rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.25), wall]));
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.25, 0.15, 0.8, 0.35, 0));
  const plank = (y: number) =>
    `<g ${shadow(ctx, 16, 10, 0.3)}>${rect(120, y, 960, 26, wood, 3)}</g>` +
    rect(120, y, 960, 6, mix(wood, "#ffffff", 0.2)) +
    [220, 980].map((x) => `<path d="M${x} ${y + 26}v60l-40 -60z" fill="${mix(wood, "#000000", 0.3)}"/>`).join("");
  background += plank(380) + plank(700);
  const cols = rowColours(ctx, 4);
  const fl = flavours(ctx, 4);
  const layers: string[] = [];
  [300, 500, 700, 900].forEach((cx, i) => layers.push(tin(ctx, cx, 380, 150, i % 2 ? 230 : 260, cols[i] as string, fl[i] as string, true)));
  layers.push(
    tin(ctx, 360, 700, 210, 170, cols[0] as string, fl[0] as string, true) + tin(ctx, 590, 700, 170, 240, cols[2] as string, fl[2] as string, true),
  );
  if (ctx.art.tagline) layers.push(shelfCard(ctx, 860, 650, ctx.art.tagline));
  return { background, layers };
}

/** Jars at a market stall: a striped awning, a cloth-covered table, a crate lifting the back row. */
export function jarsStall(ctx: Ctx): Scene {
  const { theme } = ctx;
  const cloth = mix(theme.accent, theme.paper, 0.15);
  let background = rect(0, 0, W, H, linear(ctx, ["#dfe8ee", "#f3efe6"]));
  background += rect(0, 420, W, 160, "#b9c3a3", 0, ` opacity="0.55"`);
  for (let i = 0; i < 12; i++) background += rect(i * 100, 0, 100, 110, i % 2 ? theme.paper : theme.accent2);
  for (let i = 0; i < 12; i++) background += circleEl(i * 100 + 50, 110, 50, i % 2 ? theme.paper : theme.accent2);
  background += rect(40, 150, 14, 470, "#7b5a3c") + rect(W - 54, 150, 14, 470, "#7b5a3c");
  background += rect(0, 560, W, H - 560, cloth) + rect(0, 560, W, 10, mix(cloth, "#000000", 0.15));
  for (let i = 0; i < 8; i++) background += rect(i * 160 + 60, 570, 6, H - 570, mix(cloth, "#000000", 0.08));
  const crate =
    `<g ${shadow(ctx, 14, 8, 0.25)}>${rect(130, 440, 560, 120, "#b88a58", 4)}</g>` +
    [0, 1, 2].map((r) => rect(130, 452 + r * 38, 560, 6, "#8f6a42")).join("");
  const cols = rowColours(ctx, 4);
  const fl = flavours(ctx, 4);
  const layers: string[] = [crate];
  [210, 350, 490, 630].forEach((cx, i) => layers.push(jar(ctx, cx, 440, 120, 170, cols[(i + 1) % 4] as string, fl[(i + 1) % 4] as string)));
  [300, 520].forEach((cx, i) => layers.push(jar(ctx, cx, 640, 190, 270, cols[i * 2] as string, fl[i * 2] as string)));
  // A chalkboard on the table with the tagline.
  const board = `<g transform="rotate(-4 930 520)" ${shadow(ctx, 18, 10, 0.3)}>${rect(800, 400, 260, 200, "#2f3430", 8)}${rect(800, 400, 260, 200, "none", 8, ` stroke="#8f6a42" stroke-width="12"`)}</g>`;
  const line = ctx.art.tagline ?? (fl[0] as string);
  const chalk = `<g transform="rotate(-4 930 520)">${lockup(ctx, 930, 455, 40, "#2f3430", "horizontal", 220).svg}${textBlock(830, 520, line, { size: 24, font: "serifItalic", fill: "#f1eee6", maxWidth: 200, maxLines: 2 }).svg}</g>`;
  layers.push(board + chalk);
  return { background, layers };
}

/** Pouches out on the trail: one standing on a rock ledge, one leaning on it, one lying in front, ridges behind. */
export function pouchesTrail(ctx: Ctx): Scene {
  const { theme } = ctx;
  let background = rect(0, 0, W, H, linear(ctx, [mix(theme.paper, "#cfe0e8", 0.6), mix(theme.paper, "#f3d9b8", 0.5)]));
  background += circleEl(960, 210, 70, "#fff6e2", ` opacity="0.85"`);
  background += `<path d="M0 470L180 330L330 420L520 260L700 400L860 300L1200 460V800H0Z" fill="${mix(theme.accent2, "#7d8fa0", 0.5)}" opacity="0.55"/>`;
  background += `<path d="M0 540L240 420L420 510L640 380L880 520L1040 450L1200 520V800H0Z" fill="${mix(theme.dark, "#4d5b55", 0.4)}" opacity="0.7"/>`;
  background +=
    `<path d="M0 640L300 610L620 600L900 620L1200 650V800H0Z" fill="#8d8478"/>` +
    `<path d="M0 640L300 610L620 600L900 620L1200 650V664L0 664Z" fill="#a79e91"/>`;
  const cols = rowColours(ctx, 3);
  const fl = flavours(ctx, 3);
  const layers: string[] = [];
  layers.push(`<g transform="rotate(9 820 640)">${standPouch(ctx, 760, 640, 250, 430, cols[1] as string, fl[1] as string)}</g>`);
  layers.push(standPouch(ctx, 520, 628, 300, 520, cols[0] as string, fl[0] as string));
  layers.push(`<g transform="translate(440 706) rotate(-90)">${standPouch(ctx, 0, 0, 180, 300, cols[2] as string, fl[2] as string)}</g>`);
  return { background, layers };
}

// ---------- the studio's own pin board: how its mark came about ----------

/**
 * A cork board in the studio: pencil sketches of the leaf, the finished mark on a card, the
 * palette as paint chips, a photo of a tree canopy and a note on the name, all pinned up.
 */
export function pinboard(ctx: Ctx): Scene {
  const { theme } = ctx;
  const cork = "#c49a6c";
  let background = rect(0, 0, W, H, cork);
  for (let i = 0; i < 420; i++) {
    const x = (i * 379) % W;
    const y = (i * 211 + (i % 7) * 53) % H;
    background += circleEl(x, y, 2 + (i % 3), i % 2 ? "#a97f53" : "#d6b288", ` opacity="0.7"`);
  }
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.4, 0.3, 0.9, 0.18, 0));
  const pin = (x: number, y: number, c: string) =>
    circleEl(x + 2, y + 3, 9, "#000000", ` opacity="0.25"`) + circleEl(x, y, 9, c) + circleEl(x - 3, y - 3, 3, "#ffffff", ` opacity="0.6"`);
  const card = (x: number, y: number, w: number, h: number, rot: number, fill: string, inner: string, pc: string) =>
    `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})"><g ${shadow(ctx, 14, 8, 0.3)}>${rect(x, y, w, h, fill, 2)}</g>${inner}${pin(x + w / 2, y + 16, pc)}</g>`;
  const pencil = "#6f737a";
  const layers: string[] = [];
  // Sketches: three tries at the leaf in pencil, one circled.
  let sketches = "";
  [0, 1, 2].forEach((i) => {
    const cx = 130 + i * 130;
    const leaf = motifAt("canopy", cx, 250, 110 - i * 6, "none", ` stroke="${pencil}" stroke-width="2.5"`);
    sketches += `<g transform="rotate(${(i - 1) * 12} ${cx} 250)">${leaf}<path d="M${cx} ${222 + i * 4}V${292}" stroke="${pencil}" stroke-width="2"/></g>`;
  });
  sketches += `<ellipse cx="390" cy="252" rx="78" ry="84" fill="none" stroke="${theme.accent}" stroke-width="3"/>`;
  sketches += textEl(80, 390, "leaf · shelter · growth", { size: 26, font: { family: "caveat", axes: { wght: 600 } }, fill: "#3a4450" });
  layers.push(card(60, 120, 440, 310, -3, "#fbfaf6", sketches, theme.accent));
  // The finished mark on its card, with the name.
  const done = brandMark(ctx, 700, 250, 150, "#fbf7ef") + wordmark(ctx, 700, 390, 34, theme.dark, "middle", 300).svg;
  layers.push(card(540, 110, 320, 330, 4, "#fbf7ef", done, theme.dark));
  // Paint chips.
  let chips = "";
  theme.palette.forEach((c, i) => (chips += rect(932, 150 + i * 62, 180, 52, c, 3, luminance(c) > 0.85 ? ` stroke="#d8d2c6"` : "")));
  layers.push(card(916, 110, 212, 360, -2, "#ffffff", chips, theme.extra));
  // A photo of a tree canopy.
  let photo = rect(150, 500, 300, 200, "#b9d3e0");
  [
    [220, 590, 70],
    [300, 560, 80],
    [380, 595, 66],
    [260, 625, 60],
    [340, 630, 62],
  ].forEach(([x, y, r], i) => (photo += circleEl(x!, y!, r!, i % 2 ? "#2f7a52" : "#1f5a3a")));
  photo += rect(292, 640, 16, 60, "#5a3e2b");
  layers.push(card(130, 480, 340, 270, 3, "#ffffff", photo, "#e07a3a"));
  // A note on the name.
  const note = textBlock(600, 560, "Canopy: grows steadily, shelters what's underneath", {
    size: 30,
    font: { family: "caveat", axes: { wght: 600 } },
    fill: "#3a3320",
    maxWidth: 300,
    maxLines: 4,
  }).svg;
  layers.push(card(580, 510, 340, 220, -5, "#f6e27a", note, theme.accent));
  return { background, layers };
}

/** Treat pouches on a front porch: painted boards, lap siding and the screen door, a dog bowl beside them. */
export function pouchesPorch(ctx: Ctx): Scene {
  const { theme } = ctx;
  const siding = mix(theme.paper, "#c9d6d8", 0.55);
  let background = rect(0, 0, W, 560, siding);
  for (let i = 0; i < 14; i++) background += rect(0, 18 + i * 40, W, 3, "#000000", 0, ` opacity="0.07"`);
  // The screen door, its frame and a kick plate.
  background +=
    rect(760, 40, 300, 520, "#f4f1ea") +
    rect(784, 64, 252, 300, "#55606a", 0, ` opacity="0.55"`) +
    rect(784, 388, 252, 150, mix(theme.accent2, "#ffffff", 0.2));
  background += circleEl(800, 360, 8, "#b39a5c");
  // Porch boards running to the camera, painted grey.
  background += rect(0, 560, W, 240, "#8e959a");
  for (let i = 0; i < 9; i++) background += rect(0, 574 + i * 26, W, 2, "#000000", 0, ` opacity="0.12"`);
  background += rect(0, 556, W, 8, "#6f767b");
  const cols = rowColours(ctx, 3);
  const fl = flavours(ctx, 3);
  const layers: string[] = [];
  layers.push(standPouch(ctx, 250, 690, 250, 430, cols[1] as string, fl[1] as string));
  layers.push(standPouch(ctx, 520, 720, 290, 500, cols[0] as string, fl[0] as string));
  // The dog's bowl, a few treats in it and one on the boards.
  const { fill } = pouchContents(ctx);
  const bowl = mix(theme.accent, "#000000", 0.1);
  layers.push(
    `<ellipse cx="860" cy="732" rx="120" ry="24" fill="#000000" opacity="0.2"/>` +
      `<path d="M740 660H980L950 728H770Z" fill="${bowl}"/>` +
      `<ellipse cx="860" cy="660" rx="120" ry="22" fill="${mix(bowl, "#ffffff", 0.2)}"/>` +
      `<ellipse cx="860" cy="662" rx="100" ry="16" fill="#5a3d25"/>` +
      bone(830, 656, 56, fill, 20) +
      bone(890, 660, 56, mix(fill, "#ffffff", 0.25), 150) +
      bone(1040, 742, 62, fill, 70) +
      motifAt(ctx.art.motif, 860, 700, 40, onColor(theme, bowl)),
  );
  return { background, layers };
}

// ---------- candles lit on a windowsill at dusk ----------

/** An open candle tin, lit: the label band, the wax, the wick and its flame with a warm glow. */
function litTin(ctx: Ctx, cx: number, base: number, w: number, h: number, color: string, flavour: string): string {
  const { theme } = ctx;
  const x = cx - w / 2;
  const top = base - h;
  const ry = w * 0.12;
  const band = theme.paper === color ? theme.accent : theme.paper;
  const bOn = onColor(theme, band);
  let s = circleEl(cx, top - 40, w * 0.9, "#ffcf7a", ` opacity="0.09"`) + circleEl(cx, top - 30, w * 0.45, "#ffd98f", ` opacity="0.14"`);
  s += ground(ctx, cx, base + 2, w);
  s += `<path d="M${f(x)} ${f(top)}V${f(base)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w)} ${f(base)}V${f(top)}Z" fill="${color}"/>`;
  const by = top + h * 0.22;
  const bh = h * 0.56;
  s += rect(x, by, w, bh, band);
  s += wordmark(ctx, cx, by + bh * 0.48, Math.min(w, h) * 0.11, bOn, "middle", w * 0.8).svg;
  s += textEl(cx, by + bh * 0.78, flavour, { size: Math.min(w, h) * 0.085, font: "serifItalic", fill: bOn, anchor: "middle", maxWidth: w * 0.8 });
  s += `<path d="M${f(x)} ${f(top)}V${f(base)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w)} ${f(base)}V${f(top)}Z" fill="${cylinder(ctx)}"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${mix(color, "#000000", 0.2)}"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(top + 3)}" rx="${f(w / 2 - 8)}" ry="${f(ry - 4)}" fill="#f3ead8"/>`;
  s += rect(cx - 1.5, top - 18, 3, 18, "#2a2622");
  s += `<path d="M${f(cx)} ${f(top - 58)}C${f(cx + 14)} ${f(top - 36)} ${f(cx + 10)} ${f(top - 16)} ${f(cx)} ${f(top - 14)}C${f(cx - 10)} ${f(top - 16)} ${f(cx - 14)} ${f(top - 36)} ${f(cx)} ${f(top - 58)}Z" fill="#ffb347"/>`;
  s += `<path d="M${f(cx)} ${f(top - 44)}C${f(cx + 6)} ${f(top - 30)} ${f(cx + 4)} ${f(top - 20)} ${f(cx)} ${f(top - 18)}C${f(cx - 4)} ${f(top - 20)} ${f(cx - 6)} ${f(top - 30)} ${f(cx)} ${f(top - 44)}Z" fill="#fff3c4"/>`;
  return s;
}

/** Candle tins lit on a windowsill at dusk: a dark blue window behind, the sill in painted wood, one lid set aside. */
export function candlesSill(ctx: Ctx): Scene {
  const { theme } = ctx;
  let background = rect(0, 0, W, H, "#2b2a33");
  // The window: two sashes of dusk sky, a glazing bar, the frame.
  background += rect(120, 40, 960, 520, linear(ctx, ["#1f2b4a", "#4a4f7a", "#c98a6b"]));
  background += circleEl(880, 430, 36, "#ffe3b0", ` opacity="0.5"`);
  background += `<path d="M120 520L260 470L400 500L560 440L720 490L900 450L1080 500V560H120Z" fill="#1b2233"/>`;
  background +=
    rect(120, 40, 960, 520, "none", 0, ` stroke="#e9e4da" stroke-width="28"`) +
    rect(586, 40, 28, 520, "#e9e4da") +
    rect(120, 290, 960, 20, "#e9e4da");
  // The sill, lit warm from the candles.
  background += rect(60, 560, 1080, 40, "#efe9de") + rect(0, 600, W, 200, linear(ctx, ["#d9cfbf", "#a99c87"]));
  background += rect(0, 600, W, 200, radial(ctx, "#ffcf7a", "#ffcf7a", 0.5, 0.1, 0.6, 0.35, 0));
  const cols = rowColours(ctx, 3);
  const fl = flavours(ctx, 3);
  const layers: string[] = [];
  layers.push(litTin(ctx, 330, 700, 220, 170, cols[1] as string, fl[1] as string));
  layers.push(litTin(ctx, 860, 690, 200, 150, cols[2] as string, fl[2] as string));
  layers.push(litTin(ctx, 590, 740, 260, 200, cols[0] as string, fl[0] as string));
  // A lid set aside on the sill, the mark on it.
  const lid = mix(cols[0] as string, "#000000", 0.15);
  layers.push(
    `<ellipse cx="1040" cy="760" rx="92" ry="22" fill="#000000" opacity="0.2"/>` +
      `<ellipse cx="1040" cy="748" rx="90" ry="22" fill="${lid}"/>` +
      `<ellipse cx="1040" cy="742" rx="90" ry="22" fill="${mix(lid, "#ffffff", 0.12)}"/>` +
      motifAt(ctx.art.motif, 1040, 742, 26, onColor(theme, lid), ` opacity="0.8"`),
  );
  return { background, layers };
}
