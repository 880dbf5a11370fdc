/**
 * The blog's own pictures: a typographic card for each article, in the site's colours and faces
 * (Fraunces, Instrument Sans), never a client's work. An article with a pull quote shows the quote
 * set large; one without (a checklist) shows its first section headings as a ticked list. Each
 * article takes the next of four tones, so cards side by side never match.
 */
import { motifAt } from "./motifs.ts";
import { f, rect, textBlock, textEl, textWidth } from "./lib.ts";

/** What an article's picture is made from (content/articles.ts, articleArt). */
export interface ArticleCardArt {
  category: string;
  /** The article's pull quote, set large; without one, `points` are listed. */
  quote?: string;
  /** The article's first section headings, for an article without a quote. */
  points: readonly string[];
  /** The article's place in the list: picks its tone and the side its shapes sit on. */
  n: number;
}

// The site's own colours (app.css): canopy greens, cream, peach.
const TONES = [
  { bg: "#153d28", ink: "#fbf7ef", accent: "#f59e62", shape: "#1b4f33" },
  { bg: "#fde7d6", ink: "#153d28", accent: "#9a4617", shape: "#f9d2b5" },
  { bg: "#fbf7ef", ink: "#153d28", accent: "#e07a3a", shape: "#dcece2" },
  { bg: "#dcece2", ink: "#0f2c1d", accent: "#9a4617", shape: "#b9d9c6" },
] as const;

const W = 1200;
const H = 800;

export function articleCardSvg(art: ArticleCardArt, width = W, height = H): string {
  const tone = TONES[art.n % TONES.length]!;
  const flip = art.n % 2 === 1;
  let body = rect(0, 0, W, H, tone.bg);
  // Two large soft shapes bleeding off one corner: a disc and a quarter ring, the studio's canopy above them.
  const cx = flip ? 80 : W - 80;
  body += `<circle cx="${f(cx)}" cy="${f(H - 40)}" r="330" fill="${tone.shape}"/>`;
  body += `<circle cx="${f(cx)}" cy="${f(H - 40)}" r="430" fill="none" stroke="${tone.shape}" stroke-width="34"/>`;
  body += motifAt("canopy", flip ? 190 : W - 190, H - 210, 150, tone.accent, ` opacity="0.9"`);

  // The category as an eyebrow, with a short rule under it.
  const left = flip ? 360 : 90;
  const measure = 760;
  body += textEl(left, 120, art.category.toUpperCase(), { size: 26, font: "sansBold", fill: tone.accent, spacing: 4.5 });
  body += rect(left, 146, 64, 5, tone.accent);

  if (art.quote) {
    // A hanging opening quote, then the quote itself in Fraunces.
    body += textEl(left - 8, 372, "\u201c", { size: 220, font: "serifBold", fill: tone.accent });
    const block = textBlock(left, 352, art.quote, { size: 60, font: "serif", fill: tone.ink, maxWidth: measure, maxLines: 5, leading: 1.16 });
    body += block.svg;
  } else {
    // A checklist: each heading ticked, in the article's own order.
    art.points.slice(0, 4).forEach((point, i) => {
      const y = 250 + i * 112;
      body += rect(left, y - 38, 44, 44, "none", 8, ` stroke="${tone.accent}" stroke-width="4"`);
      body += `<path d="M${f(left + 10)} ${f(y - 16)}l10 11 18-22" fill="none" stroke="${tone.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
      body += textEl(left + 74, y, point, { size: 44, font: "serif", fill: tone.ink, maxWidth: measure - 74 });
      if (i < Math.min(3, art.points.length - 1))
        body += rect(left + 74, y + 40, Math.min(measure - 74, textWidth(point, "serif", 44)), 2, tone.ink, 0, ` opacity="0.18"`);
    });
  }
  body += textEl(left, H - 70, "Canopy Creative \u00b7 Articles", { size: 24, font: "sans", fill: tone.ink, opacity: 0.75 });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    body +
    `</svg>`
  );
}
