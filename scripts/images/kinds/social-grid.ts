/** Social grid: a profile header and a 3x3 grid of varied branded posts. */
import { accentOn, brandMark, contact, headline, lockup, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { H, W, circleEl, clipRect, luminance, mix, onColor, radial, rect, shadow, textBlock, textEl, variant, type Ctx, type Scene } from "./lib.ts";
import { photo } from "./photo.ts";

type Post = (ctx: Ctx, x: number, y: number, s: number) => string;

const QUOTES = [
  "Made here, with care.",
  "Come as you are.",
  "Small shop, big heart.",
  "Good things take time.",
  "Your neighbours, at your service.",
  "Done right, the first time.",
];

const quote: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.accent;
  const on = onColor(ctx.theme, bg);
  return (
    rect(x, y, s, s, bg) +
    textEl(x + s * 0.1, y + s * 0.32, "“", { size: s * 0.3, font: "serif", fill: on, opacity: 0.5 }) +
    textBlock(x + s * 0.1, y + s * 0.42, QUOTES[ctx.seed % QUOTES.length] as string, {
      size: s * 0.1,
      font: "serifBold",
      fill: on,
      maxWidth: s * 0.8,
      maxLines: 3,
    }).svg +
    brandMark(ctx, x + s * 0.84, y + s * 0.86, s * 0.1, bg, "bare")
  );
};

const offer: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.dark;
  const on = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  const copy = copyFor(ctx.art);
  return (
    rect(x, y, s, s, bg) +
    textEl(x + s / 2, y + s * 0.3, "THIS WEEK", { size: s * 0.06, fill: on, anchor: "middle", spacing: s * 0.015, opacity: 0.8 }) +
    textEl(x + s / 2, y + s * 0.56, "20% OFF", { size: s * 0.2, font: "cond", fill: acc, anchor: "middle", maxWidth: s * 0.84 }) +
    textEl(x + s / 2, y + s * 0.7, copy.offer, { size: s * 0.055, fill: on, anchor: "middle", maxWidth: s * 0.8 }) +
    rect(x + s * 0.3, y + s * 0.78, s * 0.4, s * 0.1, acc, s * 0.05) +
    textEl(x + s / 2, y + s * 0.845, "Book now", { size: s * 0.045, font: "sansBold", fill: onColor(ctx.theme, acc), anchor: "middle" })
  );
};

const picture: Post = (ctx, x, y, s) => photo(ctx, x, y, s, s, 0, `post${x}${y}`) + brandMark(ctx, x + s * 0.12, y + s * 0.12, s * 0.1, "#ffffff");

const pattern: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.extra;
  const fg = mix(bg, onColor(ctx.theme, bg), 0.18);
  let out = rect(x, y, s, s, bg);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      if ((i + j) % 2) out += motifAt(ctx.art.motif, x + s * (0.125 + i * 0.25), y + s * (0.125 + j * 0.25), s * 0.16, fg);
    }
  return `<g ${clipRect(ctx, x, y, s, s)}>${out}</g>`;
};

const logoPost: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.paper;
  return rect(x, y, s, s, bg) + lockup(ctx, x + s / 2, y + s / 2, s * 0.3, bg, "stacked", s * 0.8).svg;
};

const tips: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.accent2;
  const ink = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  const copy = copyFor(ctx.art);
  let out =
    rect(x, y, s, s, bg) + textEl(x + s * 0.1, y + s * 0.22, "3 things to know", { size: s * 0.075, font: "sansBold", fill: ink, maxWidth: s * 0.8 });
  copy.services.forEach((t, i) => {
    const ty = y + s * (0.38 + i * 0.17);
    out +=
      circleEl(x + s * 0.14, ty - s * 0.02, s * 0.045, acc) +
      textEl(x + s * 0.14, ty, String(i + 1), { size: s * 0.05, font: "sansBold", fill: onColor(ctx.theme, acc), anchor: "middle" }) +
      textEl(x + s * 0.23, ty, t, { size: s * 0.06, fill: ink, maxWidth: s * 0.68 });
  });
  return out;
};

const headlinePost: Post = (ctx, x, y, s) => {
  const bg = luminance(ctx.theme.accent) > 0.4 ? ctx.theme.accent : ctx.theme.paper;
  const ink = onColor(ctx.theme, bg);
  return (
    rect(x, y, s, s, bg) +
    textBlock(x + s * 0.1, y + s * 0.3, headline(ctx), { size: s * 0.11, font: "sansBold", fill: ink, maxWidth: s * 0.8, maxLines: 4 }).svg +
    wordmark(ctx, x + s * 0.1, y + s * 0.9, s * 0.05, ink, "start", s * 0.6).svg
  );
};

const event: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.dark;
  const on = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  return (
    `<g ${clipRect(ctx, x, y, s, s)}>${rect(x, y, s, s, bg)}${circleEl(x + s * 0.85, y + s * 0.15, s * 0.4, acc, ` opacity="0.9"`)}</g>` +
    textEl(x + s * 0.1, y + s * 0.5, "SAT", { size: s * 0.07, fill: on, spacing: s * 0.02 }) +
    textEl(x + s * 0.1, y + s * 0.72, "14", { size: s * 0.24, font: "sansBold", fill: on }) +
    textEl(x + s * 0.1, y + s * 0.86, "Open house · 10am", { size: s * 0.055, fill: on, opacity: 0.85, maxWidth: s * 0.8 })
  );
};

const review: Post = (ctx, x, y, s) => {
  const bg = "#ffffff";
  const acc = accentOn(ctx.theme, bg, 2);
  return (
    rect(x, y, s, s, mix(ctx.theme.paper, "#ffffff", 0.5)) +
    textEl(x + s / 2, y + s * 0.3, "★★★★★", { size: s * 0.1, fill: acc, anchor: "middle", spacing: s * 0.01 }) +
    textBlock(x + s / 2, y + s * 0.48, "“Friendly, fast and so easy to work with.”", {
      size: s * 0.065,
      font: "serif",
      fill: "#222222",
      maxWidth: s * 0.78,
      maxLines: 3,
      anchor: "middle",
    }).svg +
    textEl(x + s / 2, y + s * 0.84, "— Google review", { size: s * 0.045, fill: "#555555", anchor: "middle" })
  );
};

const POSTS: Post[] = [quote, picture, offer, pattern, logoPost, tips, headlinePost, event, review];

function grid(ctx: Ctx, x: number, y: number, s: number, gap: number): string {
  const order = [...POSTS];
  // A stable shuffle by seed; keeps the logo in the centre often, like a real launch grid.
  for (let i = order.length - 1; i > 0; i--) {
    const j = (ctx.seed >>> (i * 2)) % (i + 1);
    [order[i], order[j]] = [order[j] as Post, order[i] as Post];
  }
  return order.map((p, i) => p(ctx, x + (i % 3) * (s + gap), y + Math.floor(i / 3) * (s + gap), s)).join("");
}

function profile(ctx: Ctx, x: number, y: number, w: number, surface: string): string {
  const ink = onColor(ctx.theme, surface);
  const c = contact(ctx);
  let out =
    circleEl(x + 48, y + 48, 48, ctx.theme.accent) +
    circleEl(x + 48, y + 48, 44, ctx.theme.paper) +
    brandMark(ctx, x + 48, y + 48, 60, ctx.theme.paper);
  out += textEl(x + 120, y + 34, c.handle.slice(1), { size: 20, font: "sansBold", fill: ink, maxWidth: w - 130 });
  [
    ["248", "posts"],
    ["3.1k", "followers"],
    ["180", "following"],
  ].forEach(([n, l], i) => {
    out += textEl(x + 120 + i * 86, y + 68, n as string, { size: 16, font: "sansBold", fill: ink });
    out += textEl(x + 120 + i * 86, y + 88, l as string, { size: 12, fill: ink, opacity: 0.7 });
  });
  out += textEl(x, y + 130, ctx.art.tagline ?? headline(ctx), { size: 13, fill: ink, maxWidth: w });
  return out;
}

export function socialGrid(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 2);
  const layers: string[] = [];
  if (v === 0) {
    // Profile panel on the left, the grid on the right.
    const bg = mix(theme.paper, theme.accent2, 0.22);
    const background = rect(0, 0, W, H, bg) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.2, 0.2, 0.8, 0.4, 0));
    layers.push(
      profile(ctx, 60, 90, 330, bg) + `<g transform="translate(60 300)">${lockup(ctx, 150, 120, 110, bg, "stacked", 320, { tagline: true }).svg}</g>`,
    );
    const s = 226;
    layers.push(`<g ${shadow(ctx, 40, 20, 0.22)}>${rect(440, 40, s * 3 + 12, s * 3 + 12, "#ffffff", 10)}</g>` + grid(ctx, 446, 46, s - 2, 2 + 2));
    return { background, layers };
  }
  // Grid floating at an angle on a colour field, with a phone-like profile card.
  const bg = luminance(theme.dark) < 0.2 ? theme.dark : mix(theme.dark, "#000", 0.5);
  const background = rect(0, 0, W, H, bg) + rect(0, 0, W, H, radial(ctx, theme.accent, theme.accent, 0.7, 0.3, 0.7, 0.35, 0));
  const s = 200;
  layers.push(
    `<g transform="rotate(-6 600 400) translate(470 70)"><g ${shadow(ctx, 50, 30, 0.4)}>${rect(-8, -8, s * 3 + 32, s * 3 + 32, "#ffffff", 14)}</g>${grid(ctx, 0, 0, s, 8)}</g>`,
  );
  const card = "#ffffff";
  layers.push(
    lockup(ctx, 230, 250, 110, bg, "stacked", 340, { tagline: true }).svg +
      `<g ${shadow(ctx, 30, 16, 0.35)}>${rect(40, 500, 400, 180, card, 18)}</g>` +
      `<g transform="translate(64 520)">${profile(ctx, 0, 0, 350, card)}</g>`,
  );
  return { background, layers };
}
