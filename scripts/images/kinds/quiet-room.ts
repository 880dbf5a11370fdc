/**
 * A counselling room in the afternoon: a tall window with a sheer curtain, the practice's mark
 * framed on the wall with its name and line, an armchair on a round rug, a side table with a
 * mug and appointment cards, a floor lamp. A quiet place rather than a reception desk, so a
 * practice's identity is shown where its clients sit, not where a studio's visitors arrive.
 */
import { brandMark, wordmark } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { H, W, circleEl, f, linear, luminance, mix, onColor, radial, rect, shadow, textEl, type Ctx, type Scene } from "./lib.ts";

/** An armchair seen from the front, its seat at `seat`, centred on `cx`. */
function armchair(ctx: Ctx, cx: number, seat: number, fabric: string): string {
  const shade = mix(fabric, "#000000", 0.18);
  const light = mix(fabric, "#ffffff", 0.12);
  const leg = mix(ctx.theme.ink, "#6b4a2f", 0.5);
  let s = `<ellipse cx="${f(cx)}" cy="${f(seat + 150)}" rx="210" ry="18" fill="#000000" opacity="0.18"/>`;
  for (const x of [cx - 150, cx + 140]) s += rect(x, seat + 96, 10, 52, leg, 2);
  // The back: a soft rounded slab behind the seat.
  s += `<path d="M${f(cx - 150)} ${f(seat)}V${f(seat - 190)}Q${f(cx - 150)} ${f(seat - 250)} ${f(cx - 90)} ${f(seat - 250)}H${f(cx + 90)}Q${f(cx + 150)} ${f(seat - 250)} ${f(cx + 150)} ${f(seat - 190)}V${f(seat)}Z" fill="${fabric}"/>`;
  s += `<path d="M${f(cx - 120)} ${f(seat - 20)}V${f(seat - 180)}Q${f(cx - 120)} ${f(seat - 222)} ${f(cx - 78)} ${f(seat - 222)}H${f(cx + 78)}Q${f(cx + 120)} ${f(seat - 222)} ${f(cx + 120)} ${f(seat - 180)}V${f(seat - 20)}Z" fill="${light}"/>`;
  // Seat cushion and the arms either side.
  s += rect(cx - 150, seat - 30, 300, 70, light, 18) + rect(cx - 160, seat + 30, 320, 70, shade, 14);
  s += rect(cx - 200, seat - 110, 64, 210, fabric, 26) + rect(cx + 136, seat - 110, 64, 210, fabric, 26);
  s += rect(cx - 200, seat - 110, 64, 24, light, 12) + rect(cx + 136, seat - 110, 64, 24, light, 12);
  // A cushion in the second colour, the mark stitched on it.
  const cushion = ctx.theme.accent2 === fabric ? ctx.theme.paper : ctx.theme.accent2;
  s += `<g transform="rotate(-8 ${f(cx + 30)} ${f(seat - 90)})">${rect(cx - 40, seat - 150, 140, 120, cushion, 22)}${motifAt(ctx.art.motif, cx + 30, seat - 90, 58, onColor(ctx.theme, cushion, 2.2), ` opacity="0.85"`)}</g>`;
  return s;
}

export function quietRoom(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, theme.accent2, 0.28);
  const floorTop = 600;
  let background = rect(0, 0, W, H, wall);
  // Afternoon light falling from the window across the wall.
  background += rect(0, 0, W, floorTop, radial(ctx, "#fff7e6", "#fff7e6", 0.22, 0.35, 0.75, 0.5, 0));
  background += rect(0, floorTop - 16, W, 16, mix(wall, "#ffffff", 0.45));
  background += rect(0, floorTop, W, H - floorTop, linear(ctx, ["#c9ab88", "#a4825f"]));
  for (let i = 0; i < 8; i++) background += rect(0, floorTop + 14 + i * 26, W, 1.5, "#000000", 0, ` opacity="0.07"`);
  // The window: a pale sky, a glazing bar, the sill, a sheer curtain drawn to one side.
  background += rect(96, 70, 300, 470, linear(ctx, ["#cfe0e6", "#f3efe4"]));
  background += `<path d="M96 440Q180 410 250 430T396 420V540H96Z" fill="${mix(theme.accent2, "#ffffff", 0.35)}" opacity="0.8"/>`;
  background +=
    rect(96, 70, 300, 470, "none", 0, ` stroke="#fbfaf6" stroke-width="18"`) + rect(240, 70, 12, 470, "#fbfaf6") + rect(96, 290, 300, 12, "#fbfaf6");
  background += rect(80, 540, 332, 16, "#fbfaf6", 2);
  let curtain = "";
  for (let i = 0; i < 6; i++) curtain += rect(300 + i * 22, 56, 18, 500, "#ffffff", 8, ` opacity="${f(0.32 + (i % 2) * 0.12)}"`);
  background += curtain + rect(84, 50, 330 + 60, 8, mix(theme.ink, "#ffffff", 0.35), 4);

  const layers: string[] = [];
  // The practice's mark framed on the wall, its name and line under it on the mat.
  const frame = theme.ink;
  const mat = "#fbfaf6";
  let print = `<g ${shadow(ctx, 14, 10, 0.22)}>${rect(680, 84, 340, 290, frame, 4)}</g>` + rect(696, 100, 308, 258, mat);
  print += brandMark(ctx, 850, 192, 112, mat);
  print += wordmark(ctx, 850, 296, 28, theme.ink, "middle", 270).svg;
  if (ctx.art.tagline)
    print += textEl(850, 330, ctx.art.tagline, { size: 14, fill: theme.ink, anchor: "middle", spacing: 3, upper: true, opacity: 0.7, maxWidth: 260 });
  layers.push(print);
  // A round rug in the warm colour, the chair on it.
  const rug = mix(theme.accent, theme.paper, 0.25);
  layers.push(
    `<ellipse cx="640" cy="724" rx="420" ry="58" fill="${rug}"/>` +
      `<ellipse cx="640" cy="724" rx="380" ry="46" fill="none" stroke="${mix(rug, "#ffffff", 0.35)}" stroke-width="4"/>`,
  );
  const fabric = luminance(theme.dark) < 0.2 ? mix(theme.dark, "#ffffff", 0.12) : theme.dark;
  layers.push(armchair(ctx, 520, 580, fabric));
  // The side table: a mug with the mark, a short stack of appointment cards, a sprig in a vase.
  const wood = "#8a6446";
  const mugC = theme.paper;
  let table = `<ellipse cx="930" cy="712" rx="90" ry="12" fill="#000000" opacity="0.18"/>`;
  table += rect(924, 560, 12, 150, mix(wood, "#000000", 0.2)) + rect(880, 700, 100, 10, mix(wood, "#000000", 0.2), 4);
  table += `<ellipse cx="930" cy="560" rx="110" ry="20" fill="${mix(wood, "#000000", 0.15)}"/><ellipse cx="930" cy="554" rx="110" ry="20" fill="${wood}"/>`;
  table += rect(852, 492, 64, 64, mugC, 8) + `<path d="M916 506q26 0 26 20t-26 20" fill="none" stroke="${mugC}" stroke-width="9"/>`;
  table += motifAt(ctx.art.motif, 884, 524, 36, onColor(theme, mugC, 2.5));
  const card = theme.accent2;
  table += `<g transform="rotate(-6 975 548)">${rect(942, 538, 70, 42, mix(card, "#000", 0.08), 3)}${rect(938, 532, 70, 42, card, 3)}${motifAt(ctx.art.motif, 956, 553, 20, onColor(theme, card, 2.2))}</g>`;
  layers.push(table);
  // A floor lamp at the right, its light warm on the wall.
  const lamp = theme.ink;
  layers.push(
    circleEl(1130, 300, 150, "#ffe9b8", ` opacity="0.16"`) +
      rect(1126, 330, 8, 380, lamp) +
      `<ellipse cx="1130" cy="712" rx="48" ry="10" fill="${lamp}"/>` +
      `<path d="M1070 330L1092 236H1168L1190 330Z" fill="${mix(theme.paper, "#ffe9b8", 0.4)}"/>` +
      `<ellipse cx="1130" cy="330" rx="60" ry="8" fill="#fff3c4"/>`,
  );
  return { background, layers };
}
