/**
 * Page layouts, part one: a restaurant's full-bleed photo hero with a menu (or tap list) strip,
 * a professional office's editorial serif column, a shop's product grid and its product page.
 */
import { accentOn, brandStyle, contact, headline, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { FONTS, circleEl, copyLines, f, linear, mix, onColor, rect, textBlock, textEl, textWidth, type Ctx } from "./lib.ts";
import { photo } from "./photo.ts";
import { M, PAGE_W, balanced, button, chip, display, eyebrow, footer, icon, link, navBar, stars, type Page } from "./web-kit.ts";

const said = (ctx: Ctx) => `${ctx.art.label} ${ctx.art.tagline ?? ""}`;

// ---------- restaurant / taproom: photo hero and menu strip ----------

type Dish = { name: string; note: string; price: string };
const CAFE: Dish[] = [
  { name: "Oat milk latte", note: "Double shot, house oat", price: "$5.50" },
  { name: "Cardamom bun", note: "Baked at 6 a.m.", price: "$4.25" },
  { name: "Avocado toast", note: "Sourdough, chili crisp", price: "$11" },
  { name: "Cold brew", note: "Steeped 18 hours", price: "$5" },
];
const TAPS: Dish[] = [
  { name: "Porch Light Hazy IPA", note: "6.8% · 16 oz", price: "$7" },
  { name: "Creek Bed Pils", note: "4.9% · 16 oz", price: "$6" },
  { name: "Hollow Log Stout", note: "5.6% · 12 oz", price: "$7" },
  { name: "Peach Tree Gose", note: "5.2% · 12 oz", price: "$7" },
];

/** A dish seen from above, or a pint for a taproom. */
function dish(ctx: Ctx, i: number, cx: number, cy: number, s: number, taproom: boolean, surface: string): string {
  const { theme } = ctx;
  if (taproom) {
    const beer = ["#e8a33d", "#f2d36b", "#2a1a12", "#f0a07a"][i % 4] as string;
    const w = s * 0.5;
    const h = s * 0.9;
    const top = cy - h / 2;
    const glass = `M${f(cx - w / 2)} ${f(top)}L${f(cx + w / 2)} ${f(top)}L${f(cx + w * 0.38)} ${f(top + h)}L${f(cx - w * 0.38)} ${f(top + h)}Z`;
    return (
      `<ellipse cx="${f(cx)}" cy="${f(top + h + 4)}" rx="${f(w * 0.5)}" ry="${f(s * 0.04)}" fill="#000" opacity="0.25"/>` +
      `<path d="${glass}" fill="${beer}"/>` +
      rect(cx - w / 2 - 2, top - s * 0.08, w + 4, s * 0.14, "#fbf6e9", s * 0.06) +
      rect(cx - w * 0.3, top + h * 0.25, w * 0.08, h * 0.55, "#ffffff", 3, ` opacity="0.35"`)
    );
  }
  const plate = mix(surface, "#ffffff", 0.75);
  let s2 =
    circleEl(cx + 4, cy + 6, s * 0.46, "#000000", ` opacity="0.12"`) +
    circleEl(cx, cy, s * 0.46, plate) +
    circleEl(cx, cy, s * 0.36, mix(plate, surface, 0.25));
  if (i % 4 === 0)
    s2 += circleEl(cx, cy, s * 0.26, "#7a4a2a") + circleEl(cx, cy, s * 0.2, "#e9d3b0") + icon.heart(cx, cy + s * 0.03, s * 0.18, "#ffffff");
  else if (i % 4 === 1)
    s2 +=
      circleEl(cx, cy, s * 0.25, "#c98b4a") +
      `<path d="M${f(cx)} ${f(cy)}m-${f(s * 0.16)} 0a${f(s * 0.16)} ${f(s * 0.16)} 0 1 1 ${f(s * 0.16)} ${f(s * 0.16)}a${f(s * 0.1)} ${f(s * 0.1)} 0 1 1 ${f(-s * 0.1)} ${f(-s * 0.1)}" fill="none" stroke="#f3dcb2" stroke-width="${f(s * 0.035)}"/>`;
  else if (i % 4 === 2)
    s2 +=
      rect(cx - s * 0.26, cy - s * 0.18, s * 0.52, s * 0.36, "#d9a15f", s * 0.08) +
      circleEl(cx - s * 0.06, cy, s * 0.13, "#7fa650") +
      circleEl(cx + s * 0.1, cy - s * 0.04, s * 0.05, theme.accent);
  else
    s2 +=
      circleEl(cx, cy, s * 0.24, "#3b2417") +
      circleEl(cx, cy, s * 0.24, "none", ` stroke="#ffffff" stroke-width="3" opacity="0.6"`) +
      rect(cx - s * 0.18, cy - s * 0.1, s * 0.12, s * 0.12, "#e6f1f5", 3, ` opacity="0.7"`);
  return s2;
}

export function photoHero(ctx: Ctx): Page {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const taproom = /brew|taproom|\btaps?\b|beer|cider/i.test(said(ctx));
  const heroH = 500;
  const shade = mix(theme.dark, "#000000", 0.35);
  let svg = photo(ctx, 0, 0, pw, heroH, 0, "hero", false, taproom ? "window" : "still-life");
  svg += rect(0, 0, pw, heroH, linear(ctx, [shade, theme.dark], 1, 0), 0, ` opacity="0.66"`);
  svg += navBar(ctx, pw, "none", "split", { line: false, over: shade });
  svg += eyebrow(M, 170, taproom ? "Open Wednesday to Sunday from 3 p.m." : copy.eyebrow, "#ffffff");
  const hb = display(ctx, M, 246, headline(ctx), { size: 76, fill: "#ffffff", maxWidth: 760, maxLines: 2 });
  svg += hb.svg;
  const by = 246 + hb.height - 4;
  svg += textEl(M, by, taproom ? "Twelve taps, trivia on Tuesdays, food trucks every weekend." : copy.offer, {
    size: 19,
    fill: "#ffffff",
    opacity: 0.9,
  });
  const b1 = button(ctx, M, by + 30, taproom ? "See the tap list" : copy.cta, accentOn(theme, shade, 3), 16);
  svg +=
    b1.svg +
    chip(M + b1.w + 16, by + 30, taproom ? "Events" : "See the menu", { fill: "none", ink: "#ffffff", line: "#ffffff", size: 16, h: b1.h }).svg;

  // The strip: today's menu or what is on tap.
  const stripBg = taproom ? theme.dark : theme.paper;
  const ink = onColor(theme, stripBg);
  const acc = accentOn(theme, stripBg, 3);
  let y = heroH;
  svg += rect(0, y, pw, 330, stripBg);
  svg += textEl(M, y + 66, taproom ? "Pouring now" : "Today's menu", { size: 30, font: brandStyle(ctx).word.font, fill: ink });
  svg += link(pw - M - 150, y + 64, taproom ? "Full tap list" : "Full menu", acc, 15);
  const items = taproom ? TAPS : CAFE;
  const cw = (pw - 2 * M - 3 * 24) / 4;
  items.forEach((d, i) => {
    const x = M + i * (cw + 24);
    const tile = mix(stripBg, taproom ? "#ffffff" : theme.accent2, taproom ? 0.07 : 0.22);
    svg += rect(x, y + 96, cw, 150, tile, 14);
    svg += dish(ctx, i, x + cw / 2, y + 171, 120, taproom, tile);
    svg += textEl(x, y + 276, d.name, { size: 17, font: "sansBold", fill: ink, maxWidth: cw - 60 });
    svg += textEl(x + cw, y + 276, d.price, { size: 17, font: "sansBold", fill: acc, anchor: "end" });
    svg += textEl(x, y + 300, d.note, { size: 13, fill: ink, opacity: 0.7, maxWidth: cw });
  });
  y += 330;

  // Catering / events band, then the footer.
  const band = mix(theme.accent2, theme.paper, 0.55);
  const bink = onColor(theme, band);
  svg += rect(0, y, pw, 340, band);
  svg += photo(ctx, M, y + 50, 520, 240, 16, "band", false, "person");
  svg += textEl(660, y + 110, taproom ? "Book the back room" : copy.services[1], {
    size: 34,
    font: brandStyle(ctx).word.font,
    fill: bink,
    maxWidth: 520,
  });
  svg += copyLines(660, y + 140, 440, 3, mix(band, bink, 0.25), ctx.rng, 9, 20);
  svg += button(ctx, 660, y + 220, taproom ? "Plan a party" : "Request catering", accentOn(theme, band, 3), 15).svg;
  y += 340;
  svg += footer(ctx, y, pw);
  return { svg, nav: navBar(ctx, pw, theme.dark, "split", { line: false }), height: y + 180, bg: stripBg };
}

// ---------- editorial: a serif column ----------

export function editorial(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const rule = mix(bg, ink, 0.2);
  const c = contact(ctx);
  const word = brandStyle(ctx).word;
  const serifHead = ["fraunces", "frauncesItalic", "bodoni", "bitter"].includes(word.font.family) ? word.font : FONTS.serif;
  let svg = rect(0, 0, pw, 2000, bg);
  svg += textEl(M, 28, `Atlanta, Georgia  ·  ${c.phone}`, { size: 12, fill: ink, opacity: 0.65 });
  svg += textEl(pw - M, 28, "Client portal", { size: 12, fill: ink, opacity: 0.65, anchor: "end" });
  svg += rect(0, 44, pw, 1, rule);
  const nav = navBar(ctx, pw, bg, "center", { h: 96 });
  svg += `<g transform="translate(0 44)">${nav}</g>`;

  let y = 232;
  svg += eyebrow(M, y, copy.eyebrow, acc);
  const hb = balanced(M, y + 74, headline(ctx), { size: 70, font: serifHead, fill: ink, maxWidth: 640, maxLines: 3, leading: 1.06 });
  svg += hb.svg;
  y += 74 + hb.height;
  const pro = copy.sector === "pro";
  const lede = pro
    ? "We write it down in plain English, so the people you love never have to guess."
    : "Everything you'll want to know before you come in, in plain words.";
  svg += textBlock(M, y + 6, lede, {
    size: 23,
    font: "serifItalic",
    fill: ink,
    maxWidth: 600,
    maxLines: 2,
    opacity: 0.85,
  }).svg;
  y += 86;
  // A drop cap and a short paragraph.
  svg += textEl(M, y + 50, "O", { size: 70, font: FONTS.serifBold, fill: acc });
  svg += copyLines(M + 62, y + 8, 540, 3, mix(bg, ink, 0.16), rng, 8, 19);
  const more = pro ? `${copy.cta} with a partner` : copy.cta;
  svg += link(M, y + 104, more, acc, 16);
  svg += rect(M, y + 114, textWidth(more, "sansBold", 16), 1.5, acc);

  // The portrait column.
  const px = 800;
  svg += photo(ctx, px, 190, pw - M - px, 420, 2, "portrait", false, "person");
  svg += rect(px, 626, pw - M - px, 1, rule);
  svg += textEl(px, 652, pro ? "The partners, in their office" : `The ${ctx.art.label} team`, {
    size: 15,
    font: "serifItalic",
    fill: ink,
    opacity: 0.75,
    maxWidth: pw - M - px,
  });

  // Numbered practice areas (or a first visit's steps) under a hairline.
  y = 696;
  svg += rect(M, y, pw - 2 * M, 1, ink, 0, ` opacity="0.5"`);
  const cw = (pw - 2 * M - 80) / 3;
  (pro ? copy.services : ["Book online", "One short form", "Meet the team"]).forEach((sv, i) => {
    const x = M + i * (cw + 40);
    svg += textEl(x, y + 58, `0${i + 1}`, { size: 34, font: serifHead, fill: acc });
    svg += textEl(x + 64, y + 54, sv, { size: 24, font: FONTS.serif, fill: ink, maxWidth: cw - 70 });
    svg += copyLines(x + 64, y + 76, cw - 80, 3, mix(bg, ink, 0.16), rng, 7, 17);
  });
  y += 200;
  const band = mix(bg, theme.accent2, 0.18);
  svg += rect(0, y, pw, 260, band);
  svg += textBlock(pw / 2, y + 110, `“They made a hard conversation feel simple.”`, {
    size: 40,
    font: "serifItalic",
    fill: onColor(theme, band),
    maxWidth: 860,
    maxLines: 2,
    anchor: "middle",
  }).svg;
  y += 260;
  svg += footer(ctx, y, pw);
  return { svg, nav, height: y + 180, bg };
}

// ---------- shop: product grid, and a product page ----------

type Item = { name: string; price: string };
const CLOTHES: Item[] = [
  { name: "Linen wrap dress", price: "$128" },
  { name: "Cropped cardigan", price: "$74" },
  { name: "Pleated midi skirt", price: "$88" },
  { name: "Woven market tote", price: "$46" },
];
const GOODS: Item[] = [
  { name: "Sampler pouch", price: "$14" },
  { name: "Gift box of six", price: "$38" },
  { name: "Everyday jar", price: "$12" },
  { name: "Monthly box", price: "$29/mo" },
];

/** A product on its own tinted ground: a garment for a clothing shop, packed goods otherwise. */
function product(ctx: Ctx, i: number, x: number, y: number, w: number, h: number, clothes: boolean): string {
  const { theme } = ctx;
  const colours = [theme.accent, theme.dark, theme.extra, theme.accent2];
  const c = colours[i % colours.length] as string;
  const ground = mix(theme.paper, colours[(i + 1) % colours.length] as string, 0.16);
  const cx = x + w / 2;
  const s = Math.min(w, h);
  let g = rect(x, y, w, h, ground, 10);
  g += `<ellipse cx="${f(cx)}" cy="${f(y + h * 0.9)}" rx="${f(s * 0.28)}" ry="${f(s * 0.03)}" fill="#000" opacity="0.1"/>`;
  const X = (t: number) => f(cx + s * t);
  const Y = (t: number) => f(y + h * 0.5 + s * t);
  if (clothes) {
    if (i % 4 === 0)
      // A wrap dress: straps, a V neck, a tied waist and a flared skirt.
      g +=
        `<path d="M${X(-0.11)} ${Y(-0.4)}L${X(-0.07)} ${Y(-0.4)}L${X(0)} ${Y(-0.26)}L${X(0.07)} ${Y(-0.4)}L${X(0.11)} ${Y(-0.4)}L${X(0.13)} ${Y(-0.12)}` +
        `Q${X(0.2)} ${Y(0.1)} ${X(0.3)} ${Y(0.38)}L${X(-0.3)} ${Y(0.38)}Q${X(-0.2)} ${Y(0.1)} ${X(-0.13)} ${Y(-0.12)}Z" fill="${c}"/>` +
        `<path d="M${X(-0.13)} ${Y(-0.12)}L${X(0.13)} ${Y(-0.06)}M${X(0.1)} ${Y(-0.07)}l${f(s * 0.04)} ${f(s * 0.14)}" stroke="${mix(c, "#000", 0.25)}" stroke-width="${f(s * 0.018)}" stroke-linecap="round"/>`;
    else if (i % 4 === 1)
      g += `<path d="M${X(-0.12)} ${Y(-0.3)}L${X(-0.3)} ${Y(-0.2)}L${X(-0.36)} ${Y(0.12)}L${X(-0.24)} ${Y(0.14)}L${X(-0.22)} ${Y(0.2)}L${X(0.22)} ${Y(0.2)}L${X(0.24)} ${Y(0.14)}L${X(0.36)} ${Y(0.12)}L${X(0.3)} ${Y(-0.2)}L${X(0.12)} ${Y(-0.3)}Q${X(0)} ${Y(-0.2)} ${X(-0.12)} ${Y(-0.3)}Z" fill="${c}"/>`;
    else if (i % 4 === 2) {
      g += `<path d="M${X(-0.16)} ${Y(-0.28)}L${X(0.16)} ${Y(-0.28)}L${X(0.28)} ${Y(0.3)}L${X(-0.28)} ${Y(0.3)}Z" fill="${c}"/>`;
      for (let k = -2; k <= 2; k++)
        g += `<path d="M${X(k * 0.04)} ${Y(-0.26)}L${X(k * 0.085)} ${Y(0.3)}" stroke="${mix(c, "#000", 0.2)}" stroke-width="1.5"/>`;
    } else
      g +=
        `<path d="M${X(-0.24)} ${Y(-0.1)}L${X(0.24)} ${Y(-0.1)}L${X(0.2)} ${Y(0.3)}L${X(-0.2)} ${Y(0.3)}Z" fill="${c}"/>` +
        `<path d="M${X(-0.12)} ${Y(-0.1)}Q${X(-0.12)} ${Y(-0.34)} ${X(0)} ${Y(-0.34)}Q${X(0.12)} ${Y(-0.34)} ${X(0.12)} ${Y(-0.1)}" fill="none" stroke="${c}" stroke-width="${f(s * 0.025)}"/>`;
    return g;
  }
  const on = onColor(theme, c, 3);
  if (i % 4 === 0)
    g +=
      `<path d="M${X(-0.2)} ${Y(-0.32)}L${X(0.2)} ${Y(-0.32)}L${X(0.24)} ${Y(0.34)}L${X(-0.24)} ${Y(0.34)}Z" fill="${c}"/>` +
      rect(cx - s * 0.14, y + h * 0.5 - s * 0.05, s * 0.28, s * 0.22, theme.paper, 4);
  else if (i % 4 === 1)
    g +=
      rect(cx - s * 0.3, y + h * 0.5 - s * 0.2, s * 0.6, s * 0.5, c, 4) +
      rect(cx - s * 0.3, y + h * 0.5 - s * 0.2, s * 0.6, s * 0.1, mix(c, "#000", 0.2), 4);
  else if (i % 4 === 2)
    g +=
      rect(cx - s * 0.18, y + h * 0.5 - s * 0.2, s * 0.36, s * 0.5, c, s * 0.06) +
      rect(cx - s * 0.2, y + h * 0.5 - s * 0.3, s * 0.4, s * 0.1, theme.dark, 4);
  else
    g +=
      rect(cx - s * 0.32, y + h * 0.5 - s * 0.1, s * 0.64, s * 0.4, c, 6) +
      `<path d="M${X(-0.32)} ${Y(-0.1)}L${X(-0.22)} ${Y(-0.28)}L${X(0.22)} ${Y(-0.28)}L${X(0.32)} ${Y(-0.1)}Z" fill="${mix(c, "#fff", 0.2)}"/>`;
  return (
    g +
    textEl(cx, y + h * 0.5 + s * 0.12, ctx.art.label.split(" ")[0] as string, {
      size: s * 0.06,
      font: "sansBold",
      fill: on,
      anchor: "middle",
      maxWidth: s * 0.36,
    })
  );
}

/** The shop's header: an offer bar, links left, the name centred, search and bag right. */
function shopHeader(ctx: Ctx, pw: number, bg: string): string {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const ink = onColor(theme, bg);
  const barBg = theme.dark;
  let s = rect(0, 0, pw, 38, barBg);
  s += textEl(pw / 2, 24, `Free shipping over $75  ·  ${copy.offer}`, { size: 12, fill: onColor(theme, barBg), anchor: "middle", spacing: 0.6 });
  s += rect(0, 38, pw, 84, bg) + rect(0, 121, pw, 1, mix(bg, ink, 0.12));
  ["Shop", "New in", "Sale", "Our story"].forEach((l, i) => {
    s += textEl(M + i * 100, 86, l, { size: 14, fill: ink });
  });
  s += wordmark(ctx, pw / 2, 90, 30, ink, "middle", 380).svg;
  s += icon.search(pw - M - 120, 80, 22, ink) + icon.heart(pw - M - 66, 82, 22, "none", ink) + icon.bag(pw - M - 12, 80, 24, ink);
  s +=
    circleEl(pw - M + 2, 68, 9, accentOn(theme, bg, 3)) +
    textEl(pw - M + 2, 72, "2", { size: 11, font: "sansBold", fill: onColor(theme, accentOn(theme, bg, 3)), anchor: "middle" });
  return s;
}

export function shop(ctx: Ctx): Page {
  const { theme } = ctx;
  const pw = PAGE_W;
  const bg = mix(theme.paper, "#ffffff", 0.4);
  const ink = onColor(theme, bg);
  const clothes = copyFor(ctx.art).sector === "retail" && /boutique|rose|dress|vintage|wear|cloth/i.test(ctx.art.label);
  const items = clothes ? CLOTHES : GOODS;
  const nav = shopHeader(ctx, pw, bg);
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  // Split hero: colour panel with the line, a big product picture.
  // The brand's lead colour (listed first) carries the hero.
  const panel = mix(theme.palette[0] ?? theme.accent, theme.paper, 0.3);
  const pink = onColor(theme, panel);
  svg += rect(0, 122, pw / 2, 360, panel);
  svg += eyebrow(M, 210, "Just landed", pink);
  const hb = display(ctx, M, 276, headline(ctx), { size: 54, fill: pink, maxWidth: pw / 2 - M - 40, maxLines: 2 });
  svg += hb.svg;
  svg += button(ctx, M, 276 + hb.height + 12, clothes ? "Shop new arrivals" : "Shop now", theme.dark, 15, false, panel, 4).svg;
  svg += product(ctx, 0, pw / 2, 122, pw / 2, 360, clothes).replace(/ rx="10"/, "");
  // New arrivals.
  svg += textEl(M, 548, clothes ? "New arrivals" : "Best sellers", { size: 28, font: brandStyle(ctx).word.font, fill: ink });
  let cx = M + 260;
  for (const l of clothes ? ["Dresses", "Tops", "Skirts", "Bags"] : ["All", "Treats", "Gifts", "Subscriptions"]) {
    const c = chip(cx, 524, l, {
      fill: l === "Dresses" || l === "All" ? ink : "none",
      ink: l === "Dresses" || l === "All" ? bg : ink,
      line: mix(bg, ink, 0.3),
      size: 12,
    });
    svg += c.svg;
    cx += c.w + 10;
  }
  svg += link(pw - M - 90, 548, "View all", ink, 14);
  const cw = (pw - 2 * M - 3 * 24) / 4;
  items.forEach((it, i) => {
    const x = M + i * (cw + 24);
    svg += product(ctx, i, x, 580, cw, 250, clothes);
    if (i === 1)
      svg +=
        rect(x + 12, 592, 52, 24, theme.dark, 12) +
        textEl(x + 38, 608, "NEW", { size: 11, font: "sansBold", fill: onColor(theme, theme.dark), anchor: "middle" });
    svg += icon.heart(x + cw - 24, 604, 18, "none", ink);
    svg += textEl(x, 858, it.name, { size: 15, fill: ink, maxWidth: cw - 60 });
    svg += textEl(x + cw, 858, it.price, { size: 15, font: "sansBold", fill: ink, anchor: "end" });
    [theme.accent, theme.dark, theme.accent2].forEach((sw, k) => {
      svg += circleEl(x + 7 + k * 20, 880, 6, sw, ` stroke="${mix(bg, ink, 0.2)}"`);
    });
  });
  svg += footer(ctx, 930, pw);
  return { svg, nav, height: 1110, bg };
}

export function productPage(ctx: Ctx): Page {
  const { theme } = ctx;
  const pw = PAGE_W;
  const bg = mix(theme.paper, "#ffffff", 0.4);
  const ink = onColor(theme, bg);
  const clothes = /boutique|rose|dress|vintage|wear|cloth/i.test(ctx.art.label);
  const nav = shopHeader(ctx, pw, bg);
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  svg += textEl(M, 162, clothes ? "Shop  /  Dresses  /  New arrivals" : "Shop  /  Best sellers", { size: 12, fill: ink, opacity: 0.6 });
  for (let i = 0; i < 4; i++) svg += product(ctx, i === 0 ? 0 : i + 3, M, 186 + i * 124, 96, 112, clothes);
  svg += rect(M - 3, 183, 102, 118, "none", 12, ` stroke="${ink}" stroke-width="2"`);
  svg += product(ctx, 0, M + 116, 186, 540, 680, clothes);
  const x = 780;
  const title = ctx.art.tagline ?? ctx.art.label;
  const tb = display(ctx, x, 232, title, { size: 44, fill: ink, maxWidth: pw - M - x, maxLines: 2 });
  svg += tb.svg;
  let y = 232 + tb.height + 8;
  svg += textEl(x, y, clothes ? "$128" : "$38", { size: 26, font: "sansBold", fill: ink });
  svg += stars(x + 110, y - 9, 16, accentOn(theme, bg, 2)) + textEl(x + 218, y - 3, "24 reviews", { size: 13, fill: ink, opacity: 0.7 });
  y += 46;
  svg += copyLines(x, y, pw - M - x - 20, 3, mix(bg, ink, 0.15), ctx.rng, 8, 18);
  y += 86;
  svg += textEl(x, y, "Color", { size: 13, font: "sansBold", fill: ink });
  [theme.accent, theme.dark, theme.extra, theme.accent2].forEach((c, i) => {
    svg += circleEl(x + 16 + i * 44, y + 34, 15, c);
    if (i === 0) svg += circleEl(x + 16, y + 34, 20, "none", ` stroke="${ink}" stroke-width="1.5"`);
  });
  y += 86;
  svg +=
    textEl(x, y, "Size", { size: 13, font: "sansBold", fill: ink }) +
    textEl(pw - M, y, "Size guide", { size: 13, fill: ink, anchor: "end", opacity: 0.7 });
  (clothes ? ["XS", "S", "M", "L", "XL"] : ["6 pack", "12 pack", "24 pack"]).forEach((sz, i) => {
    const sel = i === 2 || (!clothes && i === 1);
    svg += rect(x + i * 78, y + 16, 68, 48, sel ? ink : bg, 8, ` stroke="${mix(bg, ink, 0.3)}"`);
    svg += textEl(x + i * 78 + 34, y + 46, sz, { size: 14, font: "sansBold", fill: sel ? bg : ink, anchor: "middle", maxWidth: 60 });
  });
  y += 100;
  svg +=
    rect(x, y, pw - M - x, 60, theme.dark, 6) +
    textEl(x + (pw - M - x) / 2, y + 37, "Add to bag", { size: 17, font: "sansBold", fill: onColor(theme, theme.dark), anchor: "middle" });
  y += 92;
  svg += icon.check(x, y - 6, 14, accentOn(theme, bg, 3)) + textEl(x + 24, y, "Free pickup in store, ready in 2 hours", { size: 14, fill: ink });
  y += 30;
  for (const row of ["Details", "Fabric and care", "Shipping and returns"]) {
    svg += rect(x, y, pw - M - x, 1, mix(bg, ink, 0.15));
    svg += textEl(x, y + 36, row, { size: 15, fill: ink }) + textEl(pw - M, y + 37, "+", { size: 20, fill: ink, anchor: "end" });
    y += 56;
  }
  svg += footer(ctx, 930, pw);
  return { svg, nav, height: 1110, bg };
}
