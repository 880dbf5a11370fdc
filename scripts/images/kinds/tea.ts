/**
 * Packs lettered in two languages (a Chinese tea house's caddies): the English name beside its
 * Chinese name in a brush face, and a red seal with the house's name, as a tea caddy carries
 * them. Also the lid of one tin seen from above, with the brewing guide the project describes.
 */
import type { Art } from "#content/schemas/collections.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { brandMark, wordmark } from "./brand.ts";
import { H, W, circleEl, f, linear, mix, onColor, radial, rect, shadow, textEl, type Ctx, type Face, type Scene } from "./lib.ts";

/** Brush-written Chinese (Ma Shan Zheng), drawn as outlines like every other face. */
export const BRUSH: Face = { family: "brush", axes: {} };

/** The cover a picture belongs to: the client's range and second-language name are given there once. */
function coverOf(art: Art): Art {
  return portfolioProjects.find((p) => p.image.label === art.label)?.image ?? art;
}

/** A product's name in the client's second language, if its packs carry one. */
export function localNameOf(art: Art, name: string): string | undefined {
  return coverOf(art).range?.find((r) => r.name === name)?.local;
}

/** The client's own name in its second language, for its seal. */
export function localLabelOf(art: Art): string | undefined {
  return coverOf(art).localLabel;
}

/** A square red seal (a chop) with up to four characters, two by two, cut in reverse. */
export function seal(cx: number, cy: number, size: number, chars: string, red = "#b3332b", paper = "#f6efe2"): string {
  const list = [...chars].slice(0, 4);
  let s = rect(cx - size / 2, cy - size / 2, size, size, red, size * 0.08);
  s += rect(cx - size * 0.42, cy - size * 0.42, size * 0.84, size * 0.84, "none", size * 0.05, ` stroke="${paper}" stroke-width="${f(size * 0.04)}"`);
  if (list.length <= 2) {
    list.forEach((ch, i) => {
      const y = cy + (list.length === 1 ? size * 0.22 : (i === 0 ? -0.04 : 0.36) * size);
      s += textEl(cx, y, ch, { size: list.length === 1 ? size * 0.62 : size * 0.38, font: BRUSH, fill: paper, anchor: "middle" });
    });
  } else {
    // Read top to bottom, right column first, as a seal is.
    list.forEach((ch, i) => {
      const x = cx + (i < 2 ? 0.19 : -0.19) * size;
      const y = cy + (i % 2 === 0 ? -0.04 : 0.34) * size;
      s += textEl(x, y, ch, { size: size * 0.36, font: BRUSH, fill: paper, anchor: "middle" });
    });
  }
  return `<g aria-label="${list.join("")}">${s}</g>`;
}

/**
 * A caddy's label band lettered in two languages: the house's mark, the tea's Chinese name large
 * in brush, its English name under it in spaced capitals, the house's name at the foot, and the
 * seal in the corner. Fills the band from `top`, `h` tall, `w` wide around `cx`.
 */
export function bilingualBand(ctx: Ctx, cx: number, top: number, w: number, h: number, band: string, name: string, local: string): string {
  const ink = onColor(ctx.theme, band);
  const red = ctx.theme.palette.find((c) => c !== band && isRed(c)) ?? "#b3332b";
  const chars = [...local].length;
  const size = Math.min((w * 0.78) / chars, h * 0.3);
  let s = rect(cx - w / 2, top, w, h, band);
  s += brandMark(ctx, cx, top + h * 0.13, h * 0.14, band);
  s += textEl(cx, top + h * 0.3 + size * 0.85, local, { size, font: BRUSH, fill: ink, anchor: "middle", maxWidth: w * 0.84 });
  s += textEl(cx, top + h * 0.3 + size + h * 0.16, name, {
    size: h * 0.075,
    font: "sansBold",
    fill: ink,
    anchor: "middle",
    spacing: 1.5,
    upper: true,
    maxWidth: w * 0.84,
  });
  s += wordmark(ctx, cx, top + h * 0.92, h * 0.07, ink, "middle", w * 0.7).svg;
  const mine = localLabelOf(ctx.art);
  if (mine) s += seal(cx + w * 0.36, top + h * 0.12, Math.min(w, h) * 0.16, [...mine].slice(0, 2).join(""), red, band);
  return s;
}

/** Reds read as a seal's: the red channel well above the others. */
function isRed(c: string): boolean {
  const n = parseInt(c.slice(1), 16);
  const r = n >> 16;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return r > 120 && r > g * 1.5 && r > b * 1.5;
}

/** A thermometer, a leaf and a timer: the three figures of a brewing guide, drawn as line icons. */
function brewIcon(kind: 0 | 1 | 2, cx: number, cy: number, r: number, ink: string): string {
  const sw = ` fill="none" stroke="${ink}" stroke-width="${f(r * 0.14)}" stroke-linecap="round" stroke-linejoin="round"`;
  if (kind === 0)
    return (
      `<path d="M${f(cx - r * 0.2)} ${f(cy + r * 0.35)}V${f(cy - r * 0.75)}a${f(r * 0.2)} ${f(r * 0.2)} 0 0 1 ${f(r * 0.4)} 0V${f(cy + r * 0.35)}"${sw}/>` +
      `<circle cx="${f(cx)}" cy="${f(cy + r * 0.62)}" r="${f(r * 0.36)}"${sw}/>` +
      circleEl(cx, cy + r * 0.62, r * 0.2, ink) +
      `<path d="M${f(cx)} ${f(cy + r * 0.4)}V${f(cy - r * 0.3)}"${sw}/>`
    );
  if (kind === 1)
    return (
      `<path d="M${f(cx - r * 0.7)} ${f(cy + r * 0.7)}C${f(cx - r * 0.9)} ${f(cy - r * 0.4)} ${f(cx - r * 0.1)} ${f(cy - r * 0.9)} ${f(cx + r * 0.8)} ${f(cy - r * 0.8)}C${f(cx + r * 0.9)} ${f(cy + r * 0.1)} ${f(cx + r * 0.3)} ${f(cy + r * 0.9)} ${f(cx - r * 0.7)} ${f(cy + r * 0.7)}Z"${sw}/>` +
      `<path d="M${f(cx - r * 0.7)} ${f(cy + r * 0.7)}L${f(cx + r * 0.35)} ${f(cy - r * 0.35)}"${sw}/>`
    );
  return (
    `<circle cx="${f(cx)}" cy="${f(cy + r * 0.1)}" r="${f(r * 0.78)}"${sw}/>` +
    `<path d="M${f(cx)} ${f(cy - r * 0.9)}V${f(cy - r * 0.68)}M${f(cx - r * 0.22)} ${f(cy - r * 0.92)}H${f(cx + r * 0.22)}M${f(cx)} ${f(cy + r * 0.1)}L${f(cx + r * 0.32)} ${f(cy - r * 0.26)}"${sw}/>`
  );
}

/**
 * One caddy's lid from above on a tea table, its brewing guide printed on it (the water's
 * temperature, the leaf's weight, the steep's time, from the cover's tagline), an open tin of
 * leaves and a cup of the tea beside it.
 */
export function tinLid(ctx: Ctx): Scene {
  const { theme } = ctx;
  const cover = coverOf(ctx.art);
  const tea = cover.range?.[0];
  const family = ctx.art.tagline ?? "";
  const figures = (cover.tagline ?? "85°C · 3 g · 2 min").split("·").map((s) => s.trim());
  const wood = "#7a5234";
  let background = rect(0, 0, W, H, linear(ctx, [mix(wood, "#ffffff", 0.08), mix(wood, "#000000", 0.12)], 1, 1));
  for (let i = 0; i < 14; i++) {
    const y = 30 + i * 58 + ((i * 37) % 23);
    background += `<path d="M0 ${y}C300 ${y - 14} 700 ${y + 18} 1200 ${y - 6}" fill="none" stroke="${mix(wood, "#000000", 0.25)}" stroke-width="${1.5 + (i % 3)}" opacity="0.35"/>`;
  }
  background += rect(0, 0, W, H, radial(ctx, "#fff3de", "#fff3de", 0.4, 0.4, 0.8, 0.22, 0));
  const layers: string[] = [];
  // The lid: a rim in the tea family's colour, a cream top printed with the guide.
  const cx = 470;
  const cy = 400;
  const rim = theme.dark;
  const top = theme.paper;
  const ink = onColor(theme, top);
  let lid = `<g ${shadow(ctx, 30, 18, 0.45)}>${circleEl(cx, cy, 330, rim)}</g>`;
  lid += circleEl(cx, cy, 330, radial(ctx, "#ffffff", "#000000", 0.35, 0.3, 0.9, 0.18, 0.2));
  lid += circleEl(cx, cy, 300, mix(rim, "#ffffff", 0.12));
  lid += circleEl(cx, cy, 282, top);
  lid += `<circle cx="${cx}" cy="${cy}" r="262" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.5"/>`;
  layers.push(lid);
  let print = brandMark(ctx, cx, cy - 195, 62, top);
  if (tea?.local) print += textEl(cx, cy - 50, tea.local, { size: 104, font: BRUSH, fill: ink, anchor: "middle", maxWidth: 420 });
  const english = [tea?.name, family].filter(Boolean).join(" · ");
  if (english)
    print += textEl(cx, cy + 4, english, { size: 21, font: "sansBold", fill: ink, anchor: "middle", spacing: 2, upper: true, maxWidth: 440 });
  print += rect(cx - 190, cy + 34, 380, 1.5, ink, 0, ` opacity="0.4"`);
  figures.slice(0, 3).forEach((text, i) => {
    const x = cx + (i - 1) * 130;
    print += brewIcon(i as 0 | 1 | 2, x, cy + 96, 30, ink);
    print += textEl(x, cy + 170, text, { size: 26, font: "serif", fill: ink, anchor: "middle", maxWidth: 120 });
  });
  const mine = localLabelOf(ctx.art);
  if (mine) print += seal(cx + 150, cy - 190, 58, mine);
  layers.push(print);
  // The open tin beside it: its rim and the rolled leaves inside.
  const tx = 960;
  const ty = 250;
  let tin = `<g ${shadow(ctx, 22, 14, 0.4)}>${circleEl(tx, ty, 150, mix(rim, "#000000", 0.1))}</g>`;
  tin += circleEl(tx, ty, 138, "#c9c4b8") + circleEl(tx, ty, 126, "#4b4a33");
  for (let i = 0; i < 46; i++) {
    const a = i * 2.39996;
    const d = 112 * Math.sqrt((i + 0.5) / 46);
    const lx = tx + Math.cos(a) * d;
    const ly = ty + Math.sin(a) * d;
    tin += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="10" ry="6.5" transform="rotate(${(i * 47) % 180} ${f(lx)} ${f(ly)})" fill="${i % 3 ? "#2f4a2a" : "#5b6b38"}"/>`;
  }
  layers.push(tin);
  // A cup of the tea on its saucer.
  const ux = 980;
  const uy = 600;
  let cup = `<g ${shadow(ctx, 18, 10, 0.35)}>${circleEl(ux, uy, 112, "#efe9dd")}</g>`;
  cup += `<circle cx="${ux}" cy="${uy}" r="98" fill="none" stroke="${mix("#efe9dd", "#000000", 0.12)}" stroke-width="2"/>`;
  cup += circleEl(ux, uy, 72, "#f8f4ec") + circleEl(ux, uy, 60, "#c98f3c") + circleEl(ux - 16, uy - 18, 18, "#ffffff", ` opacity="0.3"`);
  layers.push(cup);
  // Three leaves fallen on the table.
  layers.push(
    [
      [760, 720, 20],
      [800, 690, 120],
      [700, 110, 60],
    ]
      .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="7" transform="rotate(${r} ${x} ${y})" fill="#3d5530"/>`)
      .join(""),
  );
  return { background, layers };
}
