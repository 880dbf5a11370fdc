/** Print: business cards, flyers, menus and stationery on a desk, at angles with soft shadows. */
import type { Art } from "#content/schemas/collections.ts";
import { accentOn, brandMark, contact, headline, lockup, wordmark } from "./brand.ts";
import { copyFor, QUOTES } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import {
  H,
  W,
  circleEl,
  clipRect,
  contrast,
  copyLines,
  f,
  hashString,
  linear,
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
import { portfolioProjects } from "#content/portfolio/index.ts";

/**
 * Owners of the invented clients, for their business cards (real art names its own cardholder): the
 * n-th client of the portfolio gets given name n mod 14 and surname 7n mod 13, so no two of the first
 * 182 share a person, and none is one of the studio's own people.
 */
const GIVEN = ["Andre", "Tasha", "Marcus", "Nia", "Darnell", "Priya", "Luis", "Grace", "Omar", "Keisha", "Devon", "Lena", "Hector", "Simone"];
const FAMILY = ["Collins", "Reed", "Hill", "Carter", "Okoro", "Bautista", "Nguyen", "Whitfield", "Delgado", "Price", "Baptiste", "Sloan", "Harper"];
const clients = [...new Set(portfolioProjects.map((p) => p.image.label))];
export const ownerOf = (label: string): string => {
  const n = clients.includes(label) ? clients.indexOf(label) : hashString(label);
  return `${GIVEN[n % GIVEN.length]} ${FAMILY[(7 * n) % FAMILY.length]}`;
};

/** The town or neighborhood a client's project names (the last part: "Oakhurst, Decatur" is Decatur). */
export function placeOf(label: string): string | undefined {
  const where = portfolioProjects.find((p) => p.image.label === label)?.location;
  return where?.split(",").pop()?.trim();
}

/** Places content drawn at (0,0)-(w,h) centred on (cx, cy), rotated, with a paper shadow. */
function sheet(ctx: Ctx, cx: number, cy: number, w: number, h: number, rot: number, fill: string, inner: string): string {
  return (
    `<g transform="translate(${f(cx - w / 2)} ${f(cy - h / 2)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})">` +
    `<g ${shadow(ctx, 22, 12, 0.28)}>${rect(0, 0, w, h, fill, 3)}</g>${inner}</g>`
  );
}

function cardFront(ctx: Ctx, cx: number, cy: number, rot: number, scale = 1): string {
  const w = 350 * scale;
  const h = 200 * scale;
  const bg = luminance(ctx.theme.dark) < 0.25 ? ctx.theme.dark : ctx.theme.accent;
  return sheet(ctx, cx, cy, w, h, rot, bg, lockup(ctx, w / 2, h / 2, 58 * scale, bg, "horizontal", w - 60 * scale).svg);
}

function cardBack(ctx: Ctx, cx: number, cy: number, rot: number, scale = 1): string {
  const { theme } = ctx;
  const w = 350 * scale;
  const h = 200 * scale;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const c = contact(ctx);
  const s = scale;
  let inner = rect(0, h - 10 * s, w, 10 * s, theme.extra === theme.accent2 ? accentOn(theme, bg, 1.5) : theme.extra);
  inner += brandMark(ctx, w - 44 * s, 44 * s, 40 * s, bg);
  const holder = ctx.art.cardholder ?? { name: ownerOf(ctx.art.label), role: "Founder & Owner" };
  inner += textEl(28 * s, 62 * s, holder.name, { size: 21 * s, font: "sansBold", fill: ink, maxWidth: w - 100 * s });
  inner += textEl(28 * s, 86 * s, holder.role, { size: 12 * s, fill: ink, opacity: 0.7, spacing: 1 * s, maxWidth: w - 56 * s });
  [c.phone, c.email, c.domain].forEach((l, i) => {
    inner += textEl(28 * s, (128 + i * 20) * s, l, { size: 12 * s, fill: ink, maxWidth: w - 56 * s });
  });
  return sheet(ctx, cx, cy, w, h, rot, bg, inner);
}

function flyer(ctx: Ctx, cx: number, cy: number, rot: number): string {
  const { theme, rng } = ctx;
  const w = 380;
  const h = 492;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const copy = copyFor(ctx.art);
  let inner = photo(ctx, 0, 0, w, 210, 3, "flyer");
  inner += rect(0, 0, w, 210, linear(ctx, ["#000000", "#000000"]), 3, ` opacity="0.08"`);
  inner += brandMark(ctx, 36, 36, 34, theme.paper);
  // A round sticker on the photo: where the business is, as its project says (none for the studio's own).
  const town = placeOf(ctx.art.label);
  const badge = theme.accent2;
  if (town)
    inner +=
      circleEl(w - 62, 178, 44, badge) +
      textEl(w - 62, 172, "LOCAL TO", { size: 10, font: "sansBold", fill: onColor(theme, badge), anchor: "middle", spacing: 1.2 }) +
      textEl(w - 62, 192, town, { size: 14, font: "sansBold", fill: onColor(theme, badge), anchor: "middle", maxWidth: 72 });
  const hb = textBlock(28, 258, headline(ctx), { size: 30, font: "serifBold", fill: ink, maxWidth: w - 56, maxLines: 2 });
  inner += hb.svg;
  const acc = accentOn(theme, bg, 3);
  inner += textEl(28, 258 + hb.height + 4, copy.offer, { size: 15, font: "sansBold", fill: acc, maxWidth: w - 56 });
  inner += copyLines(28, 258 + hb.height + 26, w - 100, 3, mix(bg, ink, 0.16), rng, 6, 14);
  const band = theme.dark;
  inner += rect(0, h - 76, w, 6, theme.extra);
  inner += rect(0, h - 70, w, 70, band, 0);
  inner += wordmark(ctx, 28, h - 29, 18, onColor(theme, band), "start", 190).svg;
  inner += textEl(w - 28, h - 30, contact(ctx).phone, { size: 13, fill: onColor(theme, band), anchor: "end" });
  return sheet(ctx, cx, cy, w, h, rot, bg, inner);
}

type MenuSections = NonNullable<Art["menu"]>;

/** Dishes typical of a kind of food, for a menu whose art names none; the first whose words fit the label. */
const MENUS: [RegExp, MenuSections][] = [
  [
    /caf[eé]|coffee|roast|brew|\btea\b/i,
    [
      { heading: "Coffee", items: ["Espresso", "Cortado", "Oat milk latte", "Cold brew"] },
      { heading: "Bakery", items: ["Butter croissant", "Banana bread", "Morning bun", "Cinnamon roll"] },
    ],
  ],
  [
    /bak(?:e|ery)|panader|donut|candy|sweets|praline|creamery|ice cream/i,
    [
      { heading: "Pastries", items: ["Butter croissant", "Peach hand pie", "Cinnamon roll", "Pecan sticky bun"] },
      { heading: "Cakes", items: ["Carrot cake", "Chocolate layer", "Lemon pound cake", "Red velvet"] },
    ],
  ],
  [
    /taco/i,
    [
      { heading: "Tacos", items: ["Al pastor", "Carnitas", "Pollo asado", "Rajas con queso"] },
      { heading: "Sides", items: ["Elote", "Rice and beans", "Chips and salsa", "Churros"] },
    ],
  ],
  [
    /pizza/i,
    [
      { heading: "Pizzas", items: ["Margherita", "Pepperoni", "Hot honey", "Wild mushroom"] },
      { heading: "Sides", items: ["Garlic knots", "Caesar salad", "Meatballs", "Tiramisu"] },
    ],
  ],
  [
    /bbq|grill|smoke/i,
    [
      { heading: "From the smoker", items: ["Chopped brisket", "Pulled pork", "Half chicken", "St. Louis ribs"] },
      { heading: "Sides", items: ["Mac and cheese", "Collard greens", "Baked beans", "Banana pudding"] },
    ],
  ],
  [
    /\bbar\b|cocktail|lounge|tavern/i,
    [
      { heading: "Cocktails", items: ["Old fashioned", "Gin gimlet", "Paloma", "Espresso martini"] },
      { heading: "Small plates", items: ["Marinated olives", "Pimento cheese", "Deviled eggs", "Fries"] },
    ],
  ],
];
const KITCHEN: MenuSections = [
  { heading: "Plates", items: ["Shrimp and grits", "Fried chicken", "Pork chop", "Vegetable plate"] },
  { heading: "Sides and sweets", items: ["Collard greens", "Mac and cheese", "Cornbread", "Peach cobbler"] },
];

/** What a menu lists: the dishes its art names, or dishes typical of the food its label names. */
export function menuSections(art: Pick<Art, "label" | "menu">): MenuSections {
  if (art.menu) return art.menu;
  for (const [re, sections] of MENUS) if (re.test(art.label)) return sections;
  return KITCHEN;
}

function menu(ctx: Ctx, cx: number, cy: number, rot: number): string {
  const { theme } = ctx;
  const w = 360;
  const h = 560;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  let inner = lockup(ctx, w / 2, 78, 46, bg, "stacked", w - 80).svg;
  inner += rect(40, 140, w - 80, 1.5, acc);
  let y = 180;
  menuSections(ctx.art).forEach(({ heading, items }, si) => {
    inner += textEl(w / 2, y, heading, { size: 14, font: "sansBold", fill: acc, anchor: "middle", spacing: 2.5, upper: true });
    y += 34;
    items.forEach((it, i) => {
      inner += textEl(40, y, it, { size: 15, font: "serif", fill: ink });
      inner += `<path d="M${f(48 + it.length * 8)} ${f(y - 4)}H${f(w - 80)}" stroke="${mix(bg, ink, 0.3)}" stroke-dasharray="1 5" stroke-width="1.5"/>`;
      // The first section (mains, cocktails, dinner) costs more than the second (sides, zero proof, brunch).
      inner += textEl(w - 40, y, `${si === 0 ? 10 + ((ctx.seed >>> i) % 7) : 5 + ((ctx.seed >>> (i + 4)) % 6)}`, {
        size: 15,
        font: "sansBold",
        fill: ink,
        anchor: "end",
      });
      y += 32;
    });
    y += 28;
  });
  inner += textEl(w / 2, h - 34, contact(ctx).domain, { size: 12, fill: ink, anchor: "middle", opacity: 0.6, spacing: 1 });
  return sheet(ctx, cx, cy, w, h, rot, bg, inner);
}

/** A tri-fold brochure, opened flat: inside panel, quote panel and cover. */
function trifold(ctx: Ctx, cx: number, cy: number, rot: number): string {
  const t = trifoldFace(ctx);
  return sheet(ctx, cx, cy, t.w, t.h, rot, ctx.theme.paper, t.inner);
}

/** The tri-fold's printed face at (0,0): three panels `pw` wide, the cover last. */
function trifoldFace(ctx: Ctx): { inner: string; pw: number; w: number; h: number } {
  const { theme, rng } = ctx;
  const pw = 230;
  const w = pw * 3;
  const h = 440;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const copy = copyFor(ctx.art);
  let inner = photo(ctx, 0, 0, pw, 190, 0, "tri");
  inner += textEl(24, 230, copy.services[0], { size: 20, font: "serifBold", fill: ink, maxWidth: pw - 48 });
  inner += copyLines(24, 248, pw - 48, 4, mix(bg, ink, 0.15), rng, 6, 14);
  inner += textEl(24, 340, copy.services[1], { size: 20, font: "serifBold", fill: ink, maxWidth: pw - 48 });
  inner += copyLines(24, 358, pw - 48, 3, mix(bg, ink, 0.15), rng, 6, 14);
  const mid = theme.accent2;
  const midOn = onColor(theme, mid);
  inner += rect(pw, 0, pw, h, mid);
  inner += textEl(pw + 24, 90, "“", { size: 80, font: "serif", fill: midOn, opacity: 0.6 });
  const [quote, by] = QUOTES[copy.sector];
  inner += textBlock(pw + 24, 130, quote, {
    size: 22,
    font: "serif",
    fill: midOn,
    maxWidth: pw - 48,
    maxLines: 5,
  }).svg;
  inner += textEl(pw + 24, 330, by, { size: 13, fill: midOn, opacity: 0.8 });
  const cover = luminance(theme.dark) < 0.25 ? theme.dark : theme.accent;
  inner += rect(pw * 2, 0, pw, h, cover);
  inner += lockup(ctx, pw * 2.5, 170, 72, cover, "stacked", pw - 40).svg;
  inner += textEl(pw * 2.5, h - 40, contact(ctx).domain, { size: 12, fill: onColor(theme, cover), anchor: "middle", opacity: 0.7 });
  inner += textEl(pw * 2.5, 300, copy.offer, { size: 13, font: "sansBold", fill: accentOn(theme, cover, 3), anchor: "middle", maxWidth: pw - 40 });
  // Fold shading.
  inner += rect(pw - 18, 0, 18, h, linear(ctx, ["#000000", "#000000"], 1, 0), 0, ` opacity="0.06"`);
  inner += rect(pw * 2, 0, 22, h, linear(ctx, ["#ffffff", mix("#ffffff", cover, 1)], 1, 0), 0, ` opacity="0.08"`);
  return { inner: rect(0, 0, w, h, bg) + inner, pw, w, h };
}

/** One panel (0, 1 or 2) of the tri-fold's face, cut out at (0,0). */
function panelOf(ctx: Ctx, i: number): string {
  const t = trifoldFace(ctx);
  return `<g ${clipRect(ctx, 0, 0, t.pw, t.h)}><g transform="translate(${-i * t.pw} 0)">${t.inner}</g></g>`;
}

/**
 * The tri-fold standing up, half open in a zig-zag on a table, seen from the front: each panel
 * sheared the other way, the middle one in shade, and its shadow on the table.
 */
function zFold(ctx: Ctx): string[] {
  const t = trifoldFace(ctx);
  const base = 650;
  const top = base - t.h * 1.12;
  const pw = t.pw * 1.12;
  const x0 = 600 - pw * 1.5 * 0.9;
  let s = `<ellipse cx="600" cy="${f(base + 10)}" rx="${f(pw * 1.6)}" ry="26" fill="#000000" opacity="0.22"/>`;
  [0, 1, 2].forEach((i) => {
    const k = i === 1 ? -0.12 : 0.12;
    const x = x0 + i * pw * 0.9;
    const y = top + (i === 1 ? pw * 0.12 * 0.9 : 0);
    s += `<g transform="matrix(${f(0.9 * 1.12)} ${f(k * 1.12)} 0 1.12 ${f(x)} ${f(y - (i === 1 ? pw * 0.12 : 0))})">${panelOf(ctx, i)}`;
    if (i === 1) s += rect(0, 0, t.pw, t.h, "#000000", 0, ` opacity="0.12"`);
    s += `</g>`;
  });
  return [s];
}

/** Programs for handing out: closed covers fanned in a stack, and one opened to its inside spread. */
function programStack(ctx: Ctx): string[] {
  const t = trifoldFace(ctx);
  const cover = panelOf(ctx, 2);
  const layers: string[] = [];
  let stack = "";
  [-14, -6, 3].forEach((rot, i) => {
    stack += `<g transform="translate(${160 + i * 70} ${170 + i * 18}) rotate(${rot} ${t.pw / 2} ${t.h / 2}) scale(1.05)"><g ${shadow(ctx, 18, 10, 0.25)}>${rect(0, 0, t.pw, t.h, ctx.theme.paper, 3)}</g>${cover}</g>`;
  });
  layers.push(stack);
  const inside = `<g ${clipRect(ctx, 0, 0, t.pw * 2, t.h)}>${t.inner}</g>`;
  layers.push(
    `<g transform="translate(640 190) rotate(5 ${t.pw} ${t.h / 2})"><g ${shadow(ctx, 22, 12, 0.28)}>${rect(0, 0, t.pw * 2, t.h, ctx.theme.paper, 3)}</g>${inside}` +
      rect(t.pw - 10, 0, 20, t.h, linear(ctx, ["#000000", "#000000"], 1, 0), 0, ` opacity="0.08"`) +
      `</g>`,
  );
  return layers;
}

function letterhead(ctx: Ctx, cx: number, cy: number, rot: number): string {
  const { theme, rng } = ctx;
  const w = 400;
  const h = 540;
  const bg = "#fdfcf9";
  const ink = onColor(theme, bg);
  let inner = lockup(ctx, 110, 60, 34, bg, "horizontal", 190).svg;
  inner += textEl(w - 36, 56, contact(ctx).phone, { size: 9, fill: ink, anchor: "end", opacity: 0.6 });
  inner += textEl(w - 36, 70, contact(ctx).email, { size: 9, fill: ink, anchor: "end", opacity: 0.6 });
  inner += copyLines(40, 130, 140, 3, mix(bg, ink, 0.22), rng, 5, 12);
  for (let p = 0; p < 3; p++) inner += copyLines(40, 210 + p * 80, w - 80, 4, mix(bg, ink, 0.14), rng, 5, 13);
  inner += rect(0, h - 14, w, 8, accentOn(theme, bg, 1.5)) + rect(0, h - 6, w, 6, theme.extra);
  return sheet(ctx, cx, cy, w, h, rot, bg, inner);
}

function envelope(ctx: Ctx, cx: number, cy: number, rot: number): string {
  const { theme } = ctx;
  const w = 440;
  const h = 220;
  const bg = theme.accent;
  const on = onColor(theme, bg);
  let inner = `<path d="M0 0L${w / 2} ${h * 0.55}L${w} 0" fill="none" stroke="${mix(bg, "#000", 0.18)}" stroke-width="2"/>`;
  inner += lockup(ctx, 100, h - 40, 30, bg, "horizontal", 180).svg;
  inner += motifAt(ctx.art.motif, w - 60, h - 60, 120, mix(bg, on, 0.12));
  return sheet(ctx, cx, cy, w, h, rot, bg, inner);
}

export function print(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 3);
  const darkDesk = mix(theme.accent, "#000000", 0.6);
  const desks = [mix(theme.paper, theme.accent2, 0.35), mix("#d6d2ca", theme.accent, 0.1)];
  if (contrast(darkDesk, theme.dark) > 1.5) desks.push(darkDesk);
  const desk = desks[variant(ctx, desks.length, "desk")] as string;
  const background =
    rect(0, 0, W, H, desk) +
    rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.3, 0.2, 0.9, luminance(desk) < 0.2 ? 0.12 : 0.3, 0)) +
    rect(0, 0, W, H, radial(ctx, "#000000", "#000000", 0.5, 0.5, 0.85, 0, 0.2));
  const layers: string[] = [];
  if (v === 0) {
    layers.push(flyer(ctx, 370, 410, -5));
    layers.push(cardBack(ctx, 850, 520, 7));
    layers.push(cardFront(ctx, 820, 290, -4));
  } else if (v === 1) {
    layers.push(letterhead(ctx, 360, 420, -3));
    layers.push(envelope(ctx, 830, 590, 4));
    layers.push(cardFront(ctx, 860, 240, 8, 0.9));
    layers.push(cardBack(ctx, 780, 360, -6, 0.9));
  } else if (ctx.art.scene === "menu" || (ctx.art.scene !== "brochure" && copyFor(ctx.art).links[0] === "Menu")) {
    layers.push(menu(ctx, 330, 400, -3));
    layers.push(flyer(ctx, 720, 430, 4));
    layers.push(cardFront(ctx, 1010, 620, -12, 0.8));
  } else if (ctx.art.scene === "z-fold") {
    layers.push(...zFold(ctx));
    layers.push(cardFront(ctx, 980, 690, -6, 0.7));
  } else if (ctx.art.scene === "program-stack") {
    layers.push(...programStack(ctx));
  } else {
    layers.push(trifold(ctx, 560, 360, -2));
    layers.push(cardBack(ctx, 300, 640, -8, 0.85));
    layers.push(cardFront(ctx, 940, 650, 6, 0.85));
  }
  return { background, layers };
}
