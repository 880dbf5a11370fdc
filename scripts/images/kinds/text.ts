/**
 * Text for the art: every string is set in a real self-hosted face (faces.ts shapes it and
 * draws the outlines), measured with that face's own advances for fitting and wrapping.
 */
import { measure, outline, type Face } from "./faces.ts";

export type { Face } from "./faces.ts";

/** The art's text roles, each a face of the studio's families. */
export const FONTS = {
  sans: { family: "instrument", axes: { wght: 420 } },
  sansBold: { family: "instrument", axes: { wght: 680 } },
  light: { family: "instrument", axes: { wght: 400, wdth: 90 } },
  cond: { family: "instrument", axes: { wght: 700, wdth: 75 } },
  serif: { family: "fraunces", axes: { wght: 400, opsz: 48 } },
  serifBold: { family: "fraunces", axes: { wght: 700, opsz: 72 } },
  serifItalic: { family: "frauncesItalic", axes: { wght: 400, opsz: 36 } },
  mono: { family: "instrument", axes: { wght: 500, wdth: 80 } },
} satisfies Record<string, Face>;
export type FontName = keyof typeof FONTS;

/** A named role or a face of its own (a client's lettering). */
export type FontRef = FontName | Face;
const faceOf = (font: FontRef): Face => (typeof font === "string" ? FONTS[font] : font);

export function textWidth(text: string, font: FontRef, size: number, spacing = 0): number {
  return measure(text, faceOf(font), size, spacing);
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export interface TextOpts {
  size: number;
  font?: FontRef;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in px. */
  spacing?: number;
  /** Shrink the size until the text fits this width. */
  maxWidth?: number;
  opacity?: number;
  upper?: boolean;
}

/** A line of text, drawn as outlines of its face. */
export function textEl(x: number, y: number, str: string, o: TextOpts): string {
  const font = o.font ?? "sans";
  const s = o.upper ? str.toUpperCase() : str;
  const size = fitSize(s, font, o.size, o.maxWidth, o.spacing);
  const spacing = o.spacing ? (o.spacing * size) / o.size : 0;
  return outline(s, faceOf(font), x, y, size, o.fill, { anchor: o.anchor, spacing, opacity: o.opacity });
}

export function fitSize(s: string, font: FontRef, size: number, maxWidth?: number, spacing = 0): number {
  if (!maxWidth) return size;
  const w = textWidth(s, font, size, spacing);
  return w > maxWidth ? Math.max(6, (size * maxWidth) / w) : size;
}

/** Greedy word wrap by measured width; at most `maxLines` lines (the last one gets an ellipsis if cut). */
export function wrap(text: string, font: FontRef, size: number, maxWidth: number, maxLines = 4): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && textWidth(next, font, size) > maxWidth) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Wrapped text block; picks the largest size (down to 55%) that fits in `maxLines`. */
export function textBlock(
  x: number,
  y: number,
  str: string,
  o: TextOpts & { maxWidth: number; maxLines?: number; leading?: number },
): { svg: string; height: number; lines: number } {
  const font = o.font ?? "sans";
  const maxLines = o.maxLines ?? 3;
  let size = o.size;
  let lines = wrap(str, font, size, o.maxWidth, 99);
  while ((lines.length > maxLines || lines.some((l) => textWidth(l, font, size) > o.maxWidth)) && size > o.size * 0.55) {
    size *= 0.93;
    lines = wrap(str, font, size, o.maxWidth, 99);
  }
  lines = wrap(str, font, size, o.maxWidth, maxLines);
  const lead = size * (o.leading ?? 1.18);
  const svg = lines.map((l, i) => textEl(x, y + i * lead, l, { ...o, size, maxWidth: o.maxWidth })).join("");
  return { svg, height: lines.length * lead, lines: lines.length };
}
