/**
 * More products shown where they are bought or used rather than on a studio sweep: coffee bags on
 * a café counter, hot sauce on a cookout table with the smoker going, cans in a store's cooler and
 * wrapped soap on a bath ledge. Each scene is its client's alone (a test keeps one cover per scene).
 */
import { accentOn, brandMark, wordmark } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { cylinder, ground, shelfCard } from "./packaging.ts";
import { beans, can, clientFlavours, flavourColours, kraftBag, rowColours, soapBar } from "./scenes.ts";
import { H, W, circleEl, f, linear, mix, onColor, radial, rect, shadow, textBlock, textEl, type Ctx, type Scene } from "./lib.ts";

const chalk = "#f1eee6";
const hand = (wght: number) => ({ family: "caveat", axes: { wght } }) as const;

// ---------- kraft coffee bags on a café counter ----------

/** A white subway-tile wall: bricks of tile in running bond, thin warm grout. */
function subwayTile(x0: number, y0: number, w: number, h: number): string {
  let s = rect(x0, y0, w, h, "#eeebe4");
  for (let r = 0, y = y0; y < y0 + h; r++, y += 40) {
    s += rect(x0, y, w, 2, "#d6cfc3");
    for (let x = x0 + (r % 2 ? 40 : 0); x < x0 + w; x += 80) s += rect(x, y, 2, 40, "#d6cfc3");
  }
  return s;
}

/** Ember Hill's bags on a butcher-block café counter, the espresso machine behind, the day's pour-over chalked up. */
export function kraftBagsCafe(ctx: Ctx): Scene {
  const { theme } = ctx;
  let background = subwayTile(0, 0, W, 560);
  background += rect(0, 0, W, 560, radial(ctx, "#fff6e4", "#000000", 0.45, 0.2, 0.9, 0.35, 0.12));
  // The counter: a butcher block seen from above, its back edge against the tile.
  background += rect(0, 540, W, 260, linear(ctx, ["#b98a5e", "#9c7049"]));
  for (let i = 0; i < 9; i++) background += rect(0, 556 + i * 28, W, 2, "#6e4a2c", 0, ` opacity="0.18"`);
  background += rect(0, 536, W, 10, "#7a5436");
  // The board: what is on pour-over today, in chalk.
  const board = theme.dark;
  let chalkboard =
    `<g ${shadow(ctx, 16, 10, 0.3)}>${rect(70, 44, 560, 170, board, 6)}</g>` +
    rect(70, 44, 560, 170, "none", 6, ` stroke="#7a5436" stroke-width="10"`);
  chalkboard += textEl(100, 90, "ON POUR-OVER TODAY", { size: 18, font: "sansBold", fill: chalk, spacing: 3, opacity: 0.85 });
  chalkboard += textEl(100, 148, ctx.art.tagline ?? "Ethiopia, light roast", { size: 44, font: hand(700), fill: chalk, maxWidth: 500 });
  chalkboard += textEl(100, 190, "Ethiopia · light roast · $4", { size: 24, font: hand(500), fill: mix(chalk, theme.accent, 0.35), maxWidth: 500 });
  background += chalkboard;
  const layers: string[] = [];
  // The espresso machine at the back of the counter, in steel with the roaster's orange panel.
  const steel = "#c3c8cd";
  let machine = `<g ${shadow(ctx, 18, 12, 0.3)}>${rect(880, 330, 280, 240, steel, 10)}</g>`;
  machine += rect(880, 330, 280, 240, linear(ctx, ["#ffffff", "#000000"], 1, 0), 10, ` opacity="0.12"`);
  machine += rect(890, 350, 260, 70, theme.accent, 6) + brandMark(ctx, 1020, 385, 44, theme.accent);
  for (const gx of [950, 1090]) machine += rect(gx - 26, 428, 52, 26, "#2b2b2b", 4) + rect(gx - 6, 454, 12, 18, "#2b2b2b");
  machine += rect(900, 530, 240, 14, "#8d9399", 3) + rect(870, 300, 300, 34, "#a9aeb3", 6);
  for (const cx of [930, 990, 1050, 1110]) machine += rect(cx - 20, 272, 40, 30, "#f4f1ea", 6);
  layers.push(machine);
  const cols = rowColours(ctx, 3);
  const roasts = ["Light roast", "Medium roast", "Dark roast"];
  const origins = ["Ethiopia", "Colombia", "House blend"];
  [
    [200, 640, 220, 370],
    [450, 660, 250, 420],
    [700, 640, 220, 370],
  ].forEach(([cx, base, w, h], i) =>
    layers.push(kraftBag(ctx, cx as number, base as number, w as number, h as number, cols[i] as string, roasts[i] as string, origins[i] as string)),
  );
  // A cup on its saucer in front of the machine, and beans by the bags with the scoop.
  const cup = theme.paper;
  layers.push(
    `<ellipse cx="990" cy="742" rx="110" ry="26" fill="#000000" opacity="0.2"/>` +
      `<ellipse cx="985" cy="730" rx="105" ry="24" fill="${mix(cup, "#000000", 0.08)}"/>` +
      `<path d="M925 640H1045L1032 716Q985 740 938 716Z" fill="${cup}"/>` +
      `<path d="M1045 660Q1085 664 1078 690Q1070 710 1040 706" fill="none" stroke="${cup}" stroke-width="12"/>` +
      `<ellipse cx="985" cy="640" rx="60" ry="14" fill="${mix(cup, "#000000", 0.1)}"/>` +
      `<ellipse cx="985" cy="642" rx="52" ry="10" fill="#6b4226"/>` +
      `<path d="M972 642q13 -8 26 0q-13 6 -26 0Z" fill="#e9d4b4"/>` +
      `<path d="M925 640H1045L1032 716Q985 740 938 716Z" fill="${cylinder(ctx)}"/>`,
  );
  layers.push(
    beans(360, 725, 10, ctx.seed) +
      beans(610, 740, 8, ctx.seed + 5) +
      `<g transform="rotate(-12 780 730)">${rect(700, 722, 110, 12, "#9aa0a6", 6)}<ellipse cx="820" cy="728" rx="40" ry="24" fill="#b6bcc1"/><ellipse cx="822" cy="722" rx="30" ry="14" fill="#4a2c1a"/></g>`,
  );
  return { background, layers };
}

// ---------- hot sauce on a cookout table ----------

/** The five sauces, mildest first: each one's name, the sauce's own red or green, and its band on the black label. */
const SAUCES = [
  { name: "Smoked jalapeño", sauce: "#5f7f2a", band: "#fcbf49" },
  { name: "Honey chipotle", sauce: "#9a3a1c", band: "#f7a23b" },
  { name: "Habanero mango", sauce: "#e8772a", band: "#ef7d2d" },
  { name: "Ghost pepper & peach", sauce: "#c8261f", band: "#d62828" },
  { name: "Carolina reaper", sauce: "#6e1010", band: "#a31621" },
];

/** A woozy bottle of sauce: long neck with the heat number on its band, a black label with the flavor's band. */
function woozy(ctx: Ctx, cx: number, base: number, w: number, h: number, heat: number): string {
  const { theme } = ctx;
  const s0 = SAUCES[heat - 1] ?? SAUCES[0]!;
  const x = cx - w / 2;
  const top = base - h;
  const neck = w * 0.3;
  const sh = top + h * 0.4;
  const path =
    `M${f(cx - neck / 2)} ${f(top + h * 0.08)}V${f(sh - 40)}Q${f(cx - neck / 2 - 6)} ${f(sh - 24)} ${f(cx - neck / 2 - 2)} ${f(sh - 16)}` +
    `C${f(x)} ${f(sh)} ${f(x)} ${f(sh + 10)} ${f(x)} ${f(sh + 40)}V${f(base - 8)}Q${f(x)} ${f(base)} ${f(x + 8)} ${f(base)}H${f(x + w - 8)}Q${f(x + w)} ${f(base)} ${f(x + w)} ${f(base - 8)}V${f(sh + 40)}` +
    `C${f(x + w)} ${f(sh + 10)} ${f(x + w)} ${f(sh)} ${f(cx + neck / 2 + 2)} ${f(sh - 16)}Q${f(cx + neck / 2 + 6)} ${f(sh - 24)} ${f(cx + neck / 2)} ${f(sh - 40)}V${f(top + h * 0.08)}Z`;
  let s = ground(ctx, cx, base + 2, w * 1.1);
  s += `<path d="${path}" fill="${s0.sauce}"/>`;
  // Cap and the heat meter's band on the neck: the number read from the far end of the shelf.
  s += rect(cx - neck / 2 - 3, top, neck + 6, h * 0.09, "#1a1a1a", 3);
  const ny = top + h * 0.13;
  const nh = h * 0.15;
  s += rect(cx - neck / 2 - 1, ny, neck + 2, nh, s0.band);
  s += textEl(cx, ny + nh * 0.78, String(heat), { size: nh * 0.86, font: "cond", fill: onColor(theme, s0.band), anchor: "middle" });
  // The black label with the flavor band, the mark and five pips of heat.
  const ly = sh + 34;
  const lh = h * 0.44;
  const label = "#1a1a1a";
  s += rect(x, ly, w, lh, label);
  s += brandMark(ctx, cx, ly + lh * 0.16, w * 0.26, label);
  s += wordmark(ctx, cx, ly + lh * 0.36, w * 0.12, theme.paper, "middle", w * 0.86).svg;
  s += rect(x, ly + lh * 0.44, w, lh * 0.26, s0.band);
  s += textBlock(cx, ly + lh * 0.55, s0.name, {
    size: w * 0.12,
    font: "serifBold",
    fill: onColor(theme, s0.band),
    anchor: "middle",
    maxWidth: w * 0.86,
    maxLines: 2,
  }).svg;
  for (let i = 0; i < 5; i++) s += circleEl(cx + (i - 2) * w * 0.15, ly + lh * 0.85, w * 0.05, i < heat ? s0.band : "#4a4a4a");
  s += `<path d="${path}" fill="${cylinder(ctx)}"/>`;
  return s;
}

/** A chili pepper lying on the cloth. */
function chili(x: number, y: number, len: number, fill: string, turn: number): string {
  return (
    `<g transform="rotate(${turn} ${f(x)} ${f(y)})">` +
    `<path d="M${f(x)} ${f(y)}C${f(x + len * 0.3)} ${f(y - len * 0.22)} ${f(x + len * 0.8)} ${f(y - len * 0.12)} ${f(x + len)} ${f(y + len * 0.12)}C${f(x + len * 0.7)} ${f(y + len * 0.06)} ${f(x + len * 0.3)} ${f(y + len * 0.14)} ${f(x)} ${f(y)}Z" fill="${fill}"/>` +
    `<path d="M${f(x)} ${f(y)}q-10 -4 -16 -14" stroke="#3f6b2a" stroke-width="5" fill="none" stroke-linecap="round"/></g>`
  );
}

/** Smokestack's five sauces lined up by heat on a checked picnic table, a barrel smoker puffing behind the fence line. */
export function bottlesCookout(ctx: Ctx): Scene {
  const { theme } = ctx;
  let background = rect(0, 0, W, 560, linear(ctx, ["#f7d9a8", "#fbeedb"]));
  background += circleEl(200, 120, 70, "#fff4d8", ` opacity="0.8"`);
  // A board fence and the yard's trees beyond it.
  background += circleEl(120, 250, 120, "#7d9a5e") + circleEl(330, 230, 100, "#6b8a50") + circleEl(820, 240, 130, "#7d9a5e");
  for (let x = 0; x < W; x += 60)
    background +=
      rect(x, 280, 56, 300, x % 120 ? "#a07650" : "#94694a") + `<path d="M${x} 280l28 -18l28 18Z" fill="${x % 120 ? "#a07650" : "#94694a"}"/>`;
  background += rect(0, 340, W, 14, "#7a5436") + rect(0, 480, W, 14, "#7a5436");
  // The smoker: a black barrel on legs with its firebox and stack, smoke curling off it.
  let smoker = rect(960, 300, 200, 130, "#262626", 60) + rect(960, 360, 200, 4, "#3a3a3a");
  smoker += rect(900, 360, 80, 70, "#1f1f1f", 8) + rect(1100, 160, 30, 150, "#262626") + rect(1094, 152, 42, 14, "#333333", 3);
  smoker += rect(980, 430, 10, 130, "#262626") + rect(1130, 430, 10, 130, "#262626") + rect(1040, 340, 60, 8, "#9aa0a6", 4);
  for (const [cx, cy, r] of [
    [1116, 130, 22],
    [1100, 92, 30],
    [1124, 50, 38],
    [1090, 8, 44],
  ] as const)
    smoker += circleEl(cx, cy, r, "#ffffff", ` opacity="0.5"`);
  background += smoker;
  // The table under a red-and-white checked cloth.
  const red = theme.accent;
  let cloth = rect(0, 560, W, 240, "#f7f1e8");
  for (let x = 0; x < W; x += 60) cloth += rect(x, 560, 30, 240, red, 0, ` opacity="0.55"`);
  for (let y = 560; y < H; y += 40) cloth += rect(0, y, W, 20, red, 0, ` opacity="0.45"`);
  cloth += rect(0, 560, W, 240, linear(ctx, ["#000000", "#000000"], 0, 1), 0, ` opacity="0.04"`) + rect(0, 554, W, 8, "#7a5436");
  background += cloth;
  const layers: string[] = [];
  [170, 330, 490, 650, 810].forEach((cx, i) => layers.push(woozy(ctx, cx, 690 - (i % 2) * 14, 128, 470, i + 1)));
  layers.push(chili(230, 752, 90, "#c8261f", 8) + chili(420, 768, 80, "#5f7f2a", -6) + chili(600, 760, 86, "#e8772a", 12));
  if (ctx.art.tagline) layers.push(shelfCard(ctx, 1010, 650, ctx.art.tagline));
  return { background, layers };
}

// ---------- cans in a store's cooler ----------

/** Kudzu's cans two facings to a flavor on the wire shelves of a glass-door cooler, a shelf talker on the top shelf. */
export function cansCooler(ctx: Ctx): Scene {
  const { theme } = ctx;
  const fl = clientFlavours(ctx.art, 4);
  const cols = flavourColours(ctx, fl);
  // Inside the cooler: cold light from the top strip falling on a white back wall.
  let background = rect(0, 0, W, H, linear(ctx, ["#e9f1f4", "#bccbd2"]));
  background += rect(0, 0, W, 26, "#ffffff") + rect(0, 26, W, 120, linear(ctx, ["#ffffff", "#ffffff"]), 0, ` opacity="0.35"`);
  const shelf = (y: number) =>
    rect(0, y, W, 8, "#9aa3a8") +
    Array.from({ length: 40 }, (_, i) => rect(i * 30, y + 8, 2, 14, "#9aa3a8")).join("") +
    rect(0, y + 20, W, 4, "#9aa3a8");
  const layers: string[] = [];
  const row = (base: number) => {
    let s = "";
    for (let i = 0; i < 8; i++) {
      const k = Math.floor(i / 2);
      s += can(ctx, 80 + i * 148, base, 128, 262, cols[k] as string, fl[k] as string);
    }
    return s;
  };
  background += shelf(392) + shelf(712);
  layers.push(row(390));
  layers.push(row(710));
  // The price strip on each shelf's edge, a tag under each flavor.
  const strip = (y: number) => {
    let s = rect(0, y, W, 34, "#f4f4f0") + rect(0, y, W, 4, "#cfd4d6");
    fl.forEach((name, k) => {
      const x = 30 + k * 296;
      s +=
        rect(x, y + 6, 150, 24, "#ffffff", 2) +
        textEl(x + 8, y + 24, name.toUpperCase(), { size: 12, font: "sansBold", fill: "#333333", maxWidth: 96 });
      s += textEl(x + 142, y + 25, "$3.99", { size: 16, font: "sansBold", fill: "#111111", anchor: "end" });
    });
    return s;
  };
  layers.push(strip(398) + strip(718));
  // The talker clipped to the top shelf: new in the cooler, the line from the cover.
  const talk = theme.extra;
  layers.push(
    `<g transform="rotate(-6 296 470)" ${shadow(ctx, 10, 6, 0.25)}>${rect(294, 420, 4, 30, "#9aa3a8")}${circleEl(296, 480, 64, talk)}</g>` +
      `<g transform="rotate(-6 296 480)">${textEl(296, 474, "NEW", { size: 36, font: "cond", fill: onColor(theme, talk), anchor: "middle" })}` +
      textEl(296, 500, (ctx.art.tagline ?? "").split("·").pop()?.trim() ?? "", {
        size: 15,
        font: "sansBold",
        fill: onColor(theme, talk),
        anchor: "middle",
        maxWidth: 104,
      }) +
      `</g>`,
  );
  // The doors: stainless frames, a mullion with two handles, reflections on the glass and a little fog at the foot.
  let doors = rect(0, 0, W, H, "none", 0, ` stroke="#b9c0c5" stroke-width="36"`) + rect(588, 0, 24, H, "#b9c0c5");
  doors += rect(566, 250, 10, 240, "#dfe3e6", 5) + rect(624, 250, 10, 240, "#dfe3e6", 5);
  for (const x0 of [40, 660]) doors += `<path d="M${x0 + 40} 0H${x0 + 190}L${x0 - 40} 800H${x0 - 190}Z" fill="#ffffff" opacity="0.1"/>`;
  doors += rect(0, 640, W, 160, linear(ctx, ["#ffffff", "#ffffff"]), 0, ` opacity="0.06"`);
  layers.push(doors);
  return { background, layers };
}

// ---------- wrapped soap on a tiled bath ledge ----------

/** A sprig of myrtle in a little glass bottle: paired leaves up a stem, two white flowers. */
function myrtle(ctx: Ctx, cx: number, base: number): string {
  const leaf = "#4f7a5a";
  let s = ground(ctx, cx, base + 2, 70);
  s += `<path d="M${cx} ${base - 60}C${cx - 8} ${base - 160} ${cx + 10} ${base - 230} ${cx - 4} ${base - 300}" stroke="#5b6b3e" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const y = base - 100 - i * 30;
    for (const side of [-1, 1])
      s += `<ellipse cx="${cx + side * 16}" cy="${y}" rx="16" ry="6" fill="${leaf}" transform="rotate(${side * -30} ${cx + side * 16} ${y})"/>`;
  }
  for (const [fx, fy] of [
    [cx - 20, base - 290],
    [cx + 14, base - 250],
  ] as const)
    s += circleEl(fx, fy, 10, "#fbfaf4") + circleEl(fx, fy, 3, "#e2c46a");
  s += `<path d="M${cx - 26} ${base}V${base - 60}Q${cx - 26} ${base - 80} ${cx - 8} ${base - 86}V${base - 110}H${cx + 8}V${base - 86}Q${cx + 26} ${base - 80} ${cx + 26} ${base - 60}V${base}Z" fill="#cfe3e0" opacity="0.55"/>`;
  s += rect(cx - 26, base - 40, 52, 40, "#9cc1bc", 0, ` opacity="0.4"`);
  return s;
}

/** Marsh & Myrtle's wrapped bars stacked on a tiled bath ledge, one bare bar lathered on a wooden dish, a myrtle sprig beside. */
export function soapBath(ctx: Ctx): Scene {
  const { theme } = ctx;
  const tile = mix(theme.paper, "#b9d3cc", 0.55);
  let background = rect(0, 0, W, 480, tile);
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 12; c++) background += rect(c * 100 + 3, r * 100 + 3, 94, 94, mix(tile, (r + c) % 3 ? "#ffffff" : "#7fa59c", 0.12), 3);
  background += rect(0, 0, W, 480, radial(ctx, "#ffffff", "#ffffff", 0.75, 0.1, 0.8, 0.35, 0));
  // The ledge: pale stone on top, its tiled front running out of the picture.
  background += rect(0, 460, W, 140, linear(ctx, ["#efebe4", "#ddd6cb"])) + rect(0, 460, W, 4, "#c9c2b5");
  background += rect(0, 600, W, 200, mix(tile, "#000000", 0.1)) + rect(0, 600, W, 6, "#b9b2a5");
  for (let c = 0; c < 24; c++) background += rect(c * 50, 606, 2, 194, "#ffffff", 0, ` opacity="0.4"`);
  for (let r = 0; r < 4; r++) background += rect(0, 656 + r * 50, W, 2, "#ffffff", 0, ` opacity="0.4"`);
  // A linen towel in the brand's clay on a brass hook.
  const towel = accentOn(theme, tile, 1.8);
  background += circleEl(740, 64, 10, "#b8965a");
  background += `<g ${shadow(ctx, 14, 10, 0.22)}><path d="M650 70H830L846 340H634Z" fill="${towel}"/></g>`;
  background += rect(640, 290, 200, 12, mix(towel, "#ffffff", 0.3)) + rect(640, 312, 200, 5, mix(towel, "#ffffff", 0.3));
  background += `<path d="M700 70Q740 110 780 70" fill="none" stroke="${mix(towel, "#000000", 0.2)}" stroke-width="4"/>`;
  for (let x = 640; x < 842; x += 10) background += rect(x, 340, 3, 16, towel);
  const cols = rowColours(ctx, 3);
  const layers: string[] = [];
  const [w, h, d] = [340, 110, 86];
  layers.push(`<g ${shadow(ctx, 18, 12, 0.25)}>` + soapBar(ctx, 110, 460, w, h, d, cols[0] as string, theme.paper, true) + `</g>`);
  layers.push(soapBar(ctx, 128, 350, w, h, d, cols[1] as string, theme.paper, true));
  layers.push(soapBar(ctx, 100, 240, w, h, d, cols[2] as string, theme.paper, true));
  // A slatted wooden dish, the bare bar on it, lather and a few bubbles.
  const wood = "#9c7049";
  let dish = `<ellipse cx="760" cy="584" rx="190" ry="22" fill="#000000" opacity="0.18"/>` + rect(580, 540, 360, 38, wood, 8);
  for (let i = 0; i < 8; i++) dish += rect(594 + i * 42, 536, 30, 10, mix(wood, "#ffffff", 0.18), 4);
  const bare = mix(cols[0] as string, "#ffffff", 0.6);
  dish += soapBar(ctx, 620, 452, 250, 86, 70, bare, bare, false);
  dish += motifAt(ctx.art.motif, 745, 496, 56, mix(bare, "#000000", 0.18));
  for (const [bx, by, r] of [
    [650, 446, 16],
    [682, 436, 11],
    [850, 396, 13],
    [878, 384, 9],
    [716, 430, 8],
  ] as const)
    dish += circleEl(bx, by, r, "#ffffff", ` opacity="0.8" stroke="#d6e4e2" stroke-width="1.5"`);
  layers.push(dish);
  layers.push(myrtle(ctx, 1060, 560));
  // A swing tag leaning on the stack: the scent and the mark.
  const tag = theme.paper;
  layers.push(
    `<g transform="rotate(6 500 530)" ${shadow(ctx, 10, 6, 0.22)}>${rect(440, 480, 140, 96, tag, 4)}</g>` +
      `<g transform="rotate(6 500 530)">${brandMark(ctx, 472, 510, 30, tag)}${textBlock(500, 506, ctx.art.tagline ?? "", { size: 17, font: "serifItalic", fill: onColor(theme, tag), maxWidth: 72, maxLines: 3 }).svg}</g>`,
  );
  return { background, layers };
}
