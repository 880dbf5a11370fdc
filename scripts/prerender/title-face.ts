/**
 * The page's own title face (ADR 013): a prerendered page's h1, set in Fraunces, gets that
 * face from its first paint, in the page itself. The shipped Fraunces file is cut to the
 * characters of that one title and fixed at its weight (about 4 KiB), inlined as a data: URL
 * in a `Fraunces Title` @font-face, and the h1 is marked `data-title-face` (app.css sets it in
 * that family first). So the largest text of the first screen is drawn in its own face at once,
 * with no request before the first paint, and does not move when the full faces arrive after
 * it. Any other character (a title React renders later) falls through to the full face.
 *
 * A browser decodes a data: URL face after the page's first layout, so the title would be
 * laid out in its fallback while it waits for its face (invisible: `font-display: block`)
 * and then again in it, moving what follows when its lines break differently (a CLS of up to
 * 0.04 at Lighthouse's phone). A small script right after the rule hands the same bytes to
 * the font set as a `FontFace` made from them, in place of the rule, which is ready at once: the title's first
 * layout is in its face. Without JavaScript the rule alone serves, as before.
 */
import subsetFont from "subset-font";
import { NONCE_PLACEHOLDER } from "../../server/static-build.ts";

/**
 * Registers the rule's face (the <style> right before it) from its bytes, before the body is
 * laid out, and takes the rule away (two faces of one name would leave the rule's unloaded,
 * and `document.fonts.check` false). The same text on every page, so one hash in the CSP.
 * Any failure leaves the rule to serve. Serialised with toString(), as the fonts boot is.
 */
function titleFaceBoot() {
  try {
    const rule = document.currentScript!.previousElementSibling!;
    const css = rule.textContent!;
    const base64 = /base64,([^)]+)\)/.exec(css)![1]!;
    // Decoded natively where it can be (Uint8Array.fromBase64); a callback per byte in
    // Uint8Array.from took a phone's CPU a few ms before the first paint.
    const U8 = Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> };
    let bytes: Uint8Array<ArrayBuffer>;
    if (U8.fromBase64) bytes = U8.fromBase64(base64);
    else {
      const binary = atob(base64);
      bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    }
    const weight = /font-weight:(\d+)/.exec(css)![1]!;
    const unicodeRange = /unicode-range:([^}]+)/.exec(css)![1]!;
    document.fonts.add(new FontFace("Fraunces Title", bytes, { weight, unicodeRange, display: "block" }));
    rule.remove();
  } catch {
    /* the rule serves */
  }
}
export const TITLE_FACE_SCRIPT = `(${titleFaceBoot.toString()})()`;

const WEIGHTS: Record<string, number> = { "font-normal": 400, "font-medium": 500, "font-semibold": 600, "font-bold": 700 };

/** What a visitor reads of a heading's markup: tags gone, entities decoded. */
export function headingText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);
}

export interface TitleFace {
  html: string;
  /** The inlined font's size, 0 when the page has no h1 in the heading face. */
  bytes: number;
}

/** `font` is the shipped Fraunces file (variable, 400-700). */
export async function withTitleFace(html: string, font: Buffer): Promise<TitleFace> {
  const h1 = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/i.exec(html);
  const classes = h1 ? (/\bclass="([^"]*)"/.exec(h1[1]!)?.[1] ?? "").split(/\s+/) : [];
  if (!h1 || !classes.includes("font-display") || /\bdata-title-face\b/.test(h1[1]!)) return { html, bytes: 0 };
  const weight = classes.map((c) => WEIGHTS[c]).find((w) => w !== undefined) ?? 400;
  const characters = [...new Set(headingText(h1[2]!).replace(/\s+/g, " ") + " ")].sort().join("");
  const woff2 = await subsetFont(font, characters, { targetFormat: "woff2", variationAxes: { wght: weight } });
  const range = [...characters].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`).join(",");
  const face =
    `<style>@font-face{font-family:"Fraunces Title";font-style:normal;font-weight:${weight};font-display:block;` +
    `src:url(data:font/woff2;base64,${woff2.toString("base64")}) format("woff2");unicode-range:${range}}</style>`;
  const marked = `<h1 data-title-face=""${h1[1]}>`;
  const start = h1.index;
  const openEnd = start + html.slice(start).indexOf(">") + 1;
  const out = html.slice(0, start) + marked + html.slice(openEnd);
  // With the nonce placeholder, as the page's other inline scripts: a page answered per request
  // gets its nonce there; a static one loses the attribute and is allowed by the script's hash.
  const script = `<script nonce="${NONCE_PLACEHOLDER}">${TITLE_FACE_SCRIPT}</script>`;
  return { html: out.replace("</head>", `${face}${script}</head>`), bytes: woff2.length };
}
