/**
 * Two more ways a website picture shows its page, so the website covers are not all browsers
 * and laptops: a tablet on a stand at the business's own counter (the check-in screen a
 * groomer's or a clinic's customers tap), and the page tilted in space over a field of the
 * brand's colour, its mark large behind it.
 */
import { brandMark } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { H, W, circleEl, linear, luminance, mix, radial, rect, shadow, variant, type Ctx, type Scene } from "./lib.ts";
import { screen, type Page } from "./web-kit.ts";

/** The business's mark on the wall behind, a little out of focus, as a photograph at the counter would have it. */
function wallSign(ctx: Ctx, cx: number, cy: number, surface: string): string {
  const id = "softsign";
  if (!ctx.defs.has(id))
    ctx.defs.set(id, `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3.5"/></filter>`);
  return `<g filter="url(#${id})" opacity="0.8">${brandMark(ctx, cx, cy, 190, surface)}</g>`;
}

/**
 * A tablet in landscape on a swivel stand at the counter: the wall behind in the brand's tint with
 * its sign, the counter's front in its dark colour, a card reader and a stack of its cards beside.
 */
export function tablet(ctx: Ctx, pg: Page): Scene {
  const { theme } = ctx;
  // Two counters, by the client, so two check-in tablets are not one photograph: a tinted wall over a dark slatted counter with a card reader
  // and a stack of cards; or a front desk of pale oak against white shiplap, a framed print of the mark, a plant and a bell.
  const desk = variant(ctx, 2, "counter") === 1;
  const wall = desk ? mix(theme.paper, "#ffffff", 0.55) : mix(theme.paper, theme.accent2, 0.38);
  const top = 612;
  const front = desk ? "#d8c3a0" : luminance(theme.dark) < 0.2 ? theme.dark : mix(theme.dark, "#000000", 0.3);
  let background = rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.25), wall]));
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.3, 0.2, 0.7, 0.4, 0));
  if (desk) {
    for (let i = 1; i < 14; i++) background += rect(0, i * 46, W, 2, "#000000", 0, ` opacity="0.07"`);
    background += `<g ${shadow(ctx, 14, 10, 0.2)}>${rect(990, 70, 170, 220, "#2b2b2e", 4)}</g>` + rect(1004, 84, 142, 192, theme.accent2, 2);
    background += brandMark(ctx, 1075, 180, 96, theme.accent2);
  } else background += wallSign(ctx, 1075, 190, wall);
  background += rect(0, top, W, 28, desk ? linear(ctx, ["#efe4d0", "#d9c7a8"]) : linear(ctx, ["#c9a77c", "#a8845a"]));
  background += rect(0, top + 28, W, H - top - 28, linear(ctx, [front, mix(front, "#000000", 0.2)]));
  for (let i = 0; i < (desk ? 4 : 12); i++)
    background += desk
      ? rect(0, top + 60 + i * 40, W, 2, "#8a6d45", 0, ` opacity="0.25"`)
      : rect(i * 100 + 48, top + 28, 3, H - top, "#000000", 0, ` opacity="0.12"`);
  // The tablet: screen 680 by 476 (the page at about half size), its bezel, the stand under it.
  const sx = 250;
  const sy = 88;
  const sw = 680;
  const sh = 476;
  const cx = sx + sw / 2;
  let stand = `<ellipse cx="${cx}" cy="${top + 8}" rx="120" ry="14" fill="#000000" opacity="0.25"/>`;
  stand += `<path d="M${cx - 92} ${top + 6}Q${cx} ${top - 22} ${cx + 92} ${top + 6}Z" fill="#b8bbc0"/>`;
  stand += rect(cx - 16, sy + sh + 10, 32, top - sy - sh - 14, "#a3a6ab", 6) + rect(cx - 16, sy + sh + 10, 10, top - sy - sh - 14, "#c8cbcf", 4);
  let device = `<g ${shadow(ctx, 40, 22, 0.35)}>${rect(sx - 26, sy - 26, sw + 52, sh + 52, "#1b1b1e", 34)}</g>`;
  device += rect(sx - 24, sy - 24, sw + 48, sh + 48, "none", 32, ` stroke="#55565b" stroke-width="2"`);
  device += circleEl(sx - 13, sy + sh / 2, 4, "#333337");
  device += screen(ctx, pg, sx, sy, sw, sh, 8);
  // A glare across the glass.
  device += `<path d="M${sx + sw * 0.55} ${sy}L${sx + sw} ${sy}L${sx + sw} ${sy + sh * 0.55}Z" fill="#ffffff" opacity="0.07"/>`;
  // A card reader on the right, a stack of the business's cards on the left.
  const rx = 1040;
  let reader = `<ellipse cx="${rx}" cy="${top + 4}" rx="62" ry="9" fill="#000000" opacity="0.25"/>`;
  reader += `<g transform="rotate(-8 ${rx} ${top - 60})">${rect(rx - 44, top - 150, 88, 150, "#2a2b2f", 12)}${rect(rx - 34, top - 138, 68, 44, "#9fd3c7", 4)}`;
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) reader += rect(rx - 30 + c * 22, top - 84 + r * 22, 16, 14, "#4a4b50", 3);
  reader += `</g>`;
  const kx = 120;
  let cards = `<ellipse cx="${kx}" cy="${top + 4}" rx="80" ry="8" fill="#000000" opacity="0.22"/>`;
  for (let i = 0; i < 4; i++)
    cards += rect(kx - 70 + i * 2, top - 12 - i * 5, 140, 14, i === 3 ? theme.paper : mix(theme.paper, "#000000", 0.06 + i * 0.02), 2);
  cards += `<path d="M${kx - 64} ${top - 27}l12 -74h122l-12 74z" fill="${theme.accent}"/>`;
  cards += brandMark(ctx, kx + 6, top - 64, 40, theme.accent);
  if (!desk) return { background, layers: [stand + device, reader + cards] };
  // The front desk's own things: a plant in a pot on the left, a service bell on the right.
  let plant = `<ellipse cx="${kx}" cy="${top + 4}" rx="70" ry="8" fill="#000000" opacity="0.22"/>`;
  plant += `<path d="M${kx - 48} ${top - 96}H${kx + 48}L${kx + 38} ${top}H${kx - 38}Z" fill="${theme.accent}"/>`;
  for (const [dx, h, r] of [
    [-40, 150, -24],
    [-8, 200, -6],
    [26, 170, 14],
    [52, 120, 30],
  ] as const)
    plant += `<ellipse cx="${kx + dx}" cy="${top - 96 - h / 2}" rx="22" ry="${h / 2}" fill="#4f7a42" transform="rotate(${r} ${kx + dx} ${top - 96})"/>`;
  let bell = `<ellipse cx="${rx}" cy="${top + 4}" rx="70" ry="8" fill="#000000" opacity="0.22"/>` + rect(rx - 64, top - 14, 128, 14, "#3a3b40", 4);
  bell += `<path d="M${rx - 52} ${top - 14}A52 52 0 0 1 ${rx + 52} ${top - 14}Z" fill="#d6b25a"/>` + rect(rx - 6, top - 80, 12, 16, "#a8883f", 3);
  bell += `<path d="M${rx - 30} ${top - 44}A34 34 0 0 1 ${rx - 6} ${top - 62}" stroke="#fff3c9" stroke-width="6" fill="none" opacity="0.7"/>`;
  return { background, layers: [stand + device, plant + bell] };
}

/**
 * The page tilted in space, as a studio shows a site it is proud of: a field of the brand's colour
 * with its mark drawn large and faint, the page laid on a plane turned toward the viewer, a long
 * soft shadow under it.
 */
export function tilt(ctx: Ctx, pg: Page): Scene {
  const { theme } = ctx;
  const field = luminance(theme.accent) > 0.55 ? mix(theme.accent, theme.dark, 0.25) : theme.accent;
  let background = rect(0, 0, W, H, linear(ctx, [mix(field, "#ffffff", 0.12), mix(field, "#000000", 0.12)], 1, 1));
  background += motifAt(ctx.art.motif, variant(ctx, 4, "tilt") >= 2 ? 220 : 980, 560, 620, mix(field, "#ffffff", 0.12));
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.35, 0.3, 0.8, 0.18, 0));
  // The plane: the page's x axis runs up and to the right, its y axis down and a little right.
  const pw = 900;
  const ph = 640;
  // Turned one way or the other, by the client, so two tilted covers are not one template.
  const turned = variant(ctx, 4, "tilt") >= 2;
  const m = !turned ? `matrix(0.86 -0.24 0.3 0.78 110 300)` : `matrix(0.86 0.24 -0.3 0.78 290 84)`;
  const under = `<g transform="${m}"><g ${shadow(ctx, 60, 50, 0.4)}>${rect(0, 0, pw, ph, "#000000", 14, ` opacity="0.35"`)}</g></g>`;
  const page = `<g transform="${m}">${rect(-1, -1, pw + 2, ph + 2, "#ffffff", 15, ` opacity="0.5"`)}${screen(ctx, pg, 0, 0, pw, ph, 14)}</g>`;
  // Its edge, light catching the near side.
  const edge = `<g transform="${m}">${rect(0, ph - 2, pw, 6, "#000000", 3, ` opacity="0.15"`)}</g>`;
  return { background, layers: [under, page + edge] };
}
