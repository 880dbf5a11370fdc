/** The posts a client's grid is made of, its 3x3 grid, and the profile header above it. */
import { accentOn, brandMark, contact, headline, lockup, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { circleEl, clipRect, hashString, luminance, mix, onColor, textBlock, textEl, rect, type Ctx } from "./lib.ts";
import { subject } from "./social-kit.ts";
import { stars } from "./web-kit.ts";
import type { Art } from "#content/schemas/collections.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";

export type Post = (ctx: Ctx, x: number, y: number, s: number) => string;

/** The clients with social pictures, in portfolio order, each by its first social picture. */
const socialClients: Art[] = [];
for (const a of portfolioProjects.flatMap((p) => [p.image, ...p.gallery]))
  if (a.kind === "social-grid" && !socialClients.some((c) => c.label === a.label)) socialClients.push(a);
/** Each client's own post words, wherever in its project they are given. */
const ownWords = new Map<string, NonNullable<Art["posts"]>>();
for (const a of portfolioProjects.flatMap((p) => [p.image, ...p.gallery, ...(p.videos ?? []).map((v) => v.art)]))
  if (a.posts && !ownWords.has(a.label)) ownWords.set(a.label, a.posts);

export interface PostCopy {
  slogan: string;
  deal: string;
  note: string;
  day: string;
  date: string;
  event: string;
}

/**
 * What a client's tiles say: its own words from its project (art.posts). A picture of a client
 * that gives none says only what its own art does (its tagline and name), never a shared line.
 */
export function postCopy(art: Pick<Art, "label" | "tagline" | "posts">): PostCopy {
  const own = art.posts ?? ownWords.get(art.label);
  if (own) {
    const [day = "", date = ""] = own.date.split(" ");
    return { slogan: own.slogan, deal: own.deal, note: own.note, day, date, event: own.event };
  }
  return { slogan: art.tagline ?? art.label, deal: "NEW", note: art.label, day: "SAT", date: "1", event: `At ${art.label}` };
}

export const quote: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.accent;
  const on = onColor(ctx.theme, bg);
  return (
    rect(x, y, s, s, bg) +
    textEl(x + s * 0.1, y + s * 0.32, "“", { size: s * 0.3, font: "serif", fill: on, opacity: 0.5 }) +
    textBlock(x + s * 0.1, y + s * 0.42, postCopy(ctx.art).slogan, {
      size: s * 0.1,
      font: "serifBold",
      fill: on,
      maxWidth: s * 0.8,
      maxLines: 3,
    }).svg +
    brandMark(ctx, x + s * 0.84, y + s * 0.86, s * 0.1, bg, "bare")
  );
};

export const offer: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.dark;
  const on = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  const own = postCopy(ctx.art);
  return (
    rect(x, y, s, s, bg) +
    textEl(x + s / 2, y + s * 0.3, "THIS WEEK", { size: s * 0.06, fill: on, anchor: "middle", spacing: s * 0.015, opacity: 0.8 }) +
    textEl(x + s / 2, y + s * 0.56, own.deal, { size: s * 0.2, font: "cond", fill: acc, anchor: "middle", maxWidth: s * 0.84 }) +
    textEl(x + s / 2, y + s * 0.7, own.note, { size: s * 0.055, fill: on, anchor: "middle", maxWidth: s * 0.8 }) +
    rect(x + s * 0.3, y + s * 0.78, s * 0.4, s * 0.1, acc, s * 0.05) +
    textEl(x + s / 2, y + s * 0.845, "Book now", { size: s * 0.045, font: "sansBold", fill: onColor(ctx.theme, acc), anchor: "middle" })
  );
};

export const picture: Post = (ctx, x, y, s) =>
  `<g ${clipRect(ctx, x, y, s, s)}>${subject(ctx, x, y, s, s, `post${x}${y}`)}</g>` + brandMark(ctx, x + s * 0.12, y + s * 0.12, s * 0.1, "#ffffff");

export const pattern: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.extra;
  const fg = mix(bg, onColor(ctx.theme, bg), 0.18);
  let out = rect(x, y, s, s, bg);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      if ((i + j) % 2) out += motifAt(ctx.art.motif, x + s * (0.125 + i * 0.25), y + s * (0.125 + j * 0.25), s * 0.16, fg);
    }
  return `<g ${clipRect(ctx, x, y, s, s)}>${out}</g>`;
};

export const logoPost: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.paper;
  return rect(x, y, s, s, bg) + lockup(ctx, x + s / 2, y + s / 2, s * 0.3, bg, "stacked", s * 0.8).svg;
};

export const tips: Post = (ctx, x, y, s) => {
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

export const headlinePost: Post = (ctx, x, y, s) => {
  const bg = luminance(ctx.theme.accent) > 0.4 ? ctx.theme.accent : ctx.theme.paper;
  const ink = onColor(ctx.theme, bg);
  return (
    rect(x, y, s, s, bg) +
    textBlock(x + s * 0.1, y + s * 0.3, headline(ctx), { size: s * 0.11, font: "sansBold", fill: ink, maxWidth: s * 0.8, maxLines: 4 }).svg +
    wordmark(ctx, x + s * 0.1, y + s * 0.9, s * 0.05, ink, "start", s * 0.6).svg
  );
};

export const event: Post = (ctx, x, y, s) => {
  const bg = ctx.theme.dark;
  const on = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  const own = postCopy(ctx.art);
  return (
    `<g ${clipRect(ctx, x, y, s, s)}>${rect(x, y, s, s, bg)}${circleEl(x + s * 0.85, y + s * 0.15, s * 0.4, acc, ` opacity="0.9"`)}</g>` +
    textEl(x + s * 0.1, y + s * 0.5, own.day, { size: s * 0.07, fill: on, spacing: s * 0.02 }) +
    textEl(x + s * 0.1, y + s * 0.72, own.date, { size: s * 0.24, font: "sansBold", fill: on }) +
    textEl(x + s * 0.1, y + s * 0.86, own.event, { size: s * 0.055, fill: on, opacity: 0.85, maxWidth: s * 0.8 })
  );
};

/**
 * A client's review: the n-th client with social pictures whose copy holds the same reviews gets
 * the n-th line, so two salons never show one customer's words.
 */
export function reviewOf(art: Pick<Art, "label" | "motif">): string {
  const reviews = copyFor(art).reviews;
  const peers = socialClients.filter((a) => copyFor(a).reviews === reviews).map((a) => a.label);
  const n = peers.includes(art.label) ? peers.indexOf(art.label) : hashString(art.label);
  return reviews[n % reviews.length] as string;
}

export const review: Post = (ctx, x, y, s) => {
  const bg = "#ffffff";
  const acc = accentOn(ctx.theme, bg, 2);
  return (
    rect(x, y, s, s, mix(ctx.theme.paper, "#ffffff", 0.5)) +
    stars(x + s / 2, y + s * 0.27, s * 0.1, acc, "middle") +
    textBlock(x + s / 2, y + s * 0.48, `“${reviewOf(ctx.art)}”`, {
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

export const POSTS: Post[] = [quote, picture, offer, pattern, logoPost, tips, headlinePost, event, review];

export function grid(ctx: Ctx, x: number, y: number, s: number, gap: number): string {
  const order = [...POSTS];
  // A stable shuffle by seed; keeps the logo in the centre often, like a real launch grid.
  for (let i = order.length - 1; i > 0; i--) {
    const j = (ctx.seed >>> (i * 2)) % (i + 1);
    [order[i], order[j]] = [order[j] as Post, order[i] as Post];
  }
  return order.map((p, i) => p(ctx, x + (i % 3) * (s + gap), y + Math.floor(i / 3) * (s + gap), s)).join("");
}

export function profile(ctx: Ctx, x: number, y: number, w: number, surface: string): string {
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
