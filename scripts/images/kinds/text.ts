/** Fonts and text: DejaVu advance widths for fitting and wrapping, and <text> helpers. */
const f = (n: number) => String(Math.round(n * 100) / 100);

// Advance widths (1/1000 em) of ASCII 32..126, read from the DejaVu font files.
const SANS = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838,
  838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611,
  685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592,
  818, 592, 592, 525, 636, 337, 636, 838,
];
const SANS_BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838,
  838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724,
  725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652,
  924, 645, 652, 582, 712, 365, 712, 838,
];
const COND_BOLD = [
  313, 410, 469, 754, 626, 901, 785, 275, 411, 411, 470, 754, 342, 374, 342, 329, 626, 626, 626, 626, 626, 626, 626, 626, 626, 626, 360, 360, 754,
  754, 754, 522, 900, 696, 686, 660, 747, 615, 615, 738, 753, 334, 334, 697, 573, 896, 753, 765, 659, 765, 693, 648, 614, 730, 696, 993, 694, 651,
  652, 411, 329, 411, 754, 450, 450, 607, 644, 533, 644, 610, 391, 644, 641, 308, 308, 598, 308, 938, 641, 618, 644, 644, 444, 536, 430, 641, 586,
  831, 580, 586, 523, 641, 329, 641, 754,
];
const SERIF = [
  318, 402, 460, 838, 636, 950, 890, 275, 390, 390, 500, 838, 318, 338, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838,
  838, 838, 536, 1000, 722, 735, 765, 802, 730, 694, 799, 872, 395, 401, 747, 664, 1024, 875, 820, 673, 820, 753, 685, 667, 843, 722, 1028, 712, 660,
  695, 390, 337, 390, 838, 500, 500, 596, 640, 560, 640, 592, 370, 640, 644, 320, 310, 606, 320, 948, 644, 602, 640, 640, 478, 513, 402, 644, 565,
  856, 564, 565, 527, 636, 337, 636, 838,
];
const SERIF_BOLD = [
  348, 439, 521, 838, 696, 950, 903, 306, 473, 473, 523, 838, 348, 415, 348, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 369, 369, 838,
  838, 838, 586, 1000, 776, 845, 796, 867, 762, 710, 854, 945, 468, 473, 869, 703, 1107, 914, 871, 752, 871, 831, 722, 744, 872, 776, 1123, 776, 714,
  730, 473, 365, 473, 838, 500, 500, 648, 699, 609, 699, 636, 430, 699, 727, 380, 362, 693, 380, 1058, 727, 667, 699, 699, 527, 563, 462, 727, 581,
  861, 596, 581, 568, 643, 364, 643, 838,
];

export interface Font {
  family: string;
  weight: number;
  widths: readonly number[] | null;
  stretch?: "condensed";
  style?: "italic";
}
const SANS_STACK = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
const SERIF_STACK = "'DejaVu Serif', Georgia, serif";
const COND_STACK = "'DejaVu Sans Condensed', 'Arial Narrow', sans-serif";
const MONO_STACK = "'DejaVu Sans Mono', Menlo, monospace";
export const FONTS = {
  sans: { family: SANS_STACK, weight: 400, widths: SANS },
  sansBold: { family: SANS_STACK, weight: 700, widths: SANS_BOLD },
  light: { family: "'DejaVu Sans Light', 'DejaVu Sans', sans-serif", weight: 200, widths: SANS },
  cond: { family: COND_STACK, weight: 700, widths: COND_BOLD, stretch: "condensed" },
  serif: { family: SERIF_STACK, weight: 400, widths: SERIF },
  serifBold: { family: SERIF_STACK, weight: 700, widths: SERIF_BOLD },
  serifItalic: { family: SERIF_STACK, weight: 400, widths: SERIF, style: "italic" },
  mono: { family: MONO_STACK, weight: 400, widths: null },
} satisfies Record<string, Font>;
export type FontName = keyof typeof FONTS;

export function textWidth(text: string, font: FontName, size: number, spacing = 0): number {
  const fw = FONTS[font] as Font;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    units += fw.widths ? (fw.widths[code - 32] ?? 640) : 602;
  }
  return (units / 1000) * size + spacing * Math.max(0, [...text].length - 1);
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export interface TextOpts {
  size: number;
  font?: FontName;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in px. */
  spacing?: number;
  /** Shrink the size until the text fits this width. */
  maxWidth?: number;
  opacity?: number;
  upper?: boolean;
}

/** A line of text; returns the SVG and the size actually used. */
export function textEl(x: number, y: number, str: string, o: TextOpts): string {
  const font = o.font ?? "sans";
  const s = o.upper ? str.toUpperCase() : str;
  const size = fitSize(s, font, o.size, o.maxWidth, o.spacing);
  const spacing = o.spacing ? (o.spacing * size) / o.size : 0;
  const fw = FONTS[font] as Font;
  const attrs = [
    `x="${f(x)}"`,
    `y="${f(y)}"`,
    `font-family="${fw.family}"`,
    `font-size="${f(size)}"`,
    fw.weight !== 400 ? `font-weight="${fw.weight}"` : "",
    fw.stretch ? `font-stretch="${fw.stretch}"` : "",
    fw.style ? `font-style="${fw.style}"` : "",
    `fill="${o.fill}"`,
    o.anchor && o.anchor !== "start" ? `text-anchor="${o.anchor}"` : "",
    spacing ? `letter-spacing="${f(spacing)}"` : "",
    o.opacity !== undefined ? `opacity="${f(o.opacity)}"` : "",
  ].filter(Boolean);
  return `<text ${attrs.join(" ")}>${escapeXml(s)}</text>`;
}

export function fitSize(s: string, font: FontName, size: number, maxWidth?: number, spacing = 0): number {
  if (!maxWidth) return size;
  const w = textWidth(s, font, size, spacing);
  return w > maxWidth ? Math.max(6, (size * maxWidth) / w) : size;
}

/** Greedy word wrap by measured width; at most `maxLines` lines (the last one gets an ellipsis if cut). */
export function wrap(text: string, font: FontName, size: number, maxWidth: number, maxLines = 4): string[] {
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
