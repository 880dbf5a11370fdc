/** Signage: a storefront with sign band and awning, a wrapped van, or a lobby wall sign. */
import { accentOn, brandMark, contact, headline, lockup } from "./brand.ts";
import { photo } from "./photo.ts";
import { H, W, circleEl, contrast, f, linear, luminance, mix, onColor, radial, rect, shadow, textEl, variant, type Ctx, type Scene } from "./lib.ts";

function sky(ctx: Ctx, h: number): string {
  return rect(0, 0, W, h, linear(ctx, ["#9cc3e0", "#dfeaf0"])) + circleEl(980, 120, 70, "#ffffff", ` opacity="0.35"`);
}

function plant(ctx: Ctx, cx: number, base: number, s: number): string {
  const pot = ctx.theme.dark;
  let out = "";
  const greens = ["#2f6b45", "#3d8057", "#285c3b"];
  for (let i = 0; i < 7; i++) {
    const a = -70 + i * 23;
    out += `<path transform="translate(${f(cx)} ${f(base - s * 0.5)}) rotate(${a}) scale(${f(s / 100)})" d="M0 0C-14 -30 -10 -70 0 -90C10 -70 14 -30 0 0Z" fill="${greens[i % 3]}"/>`;
  }
  return (
    out +
    `<path d="M${f(cx - s * 0.32)} ${f(base - s * 0.55)}H${f(cx + s * 0.32)}L${f(cx + s * 0.25)} ${f(base)}H${f(cx - s * 0.25)}Z" fill="${pot}"/>`
  );
}

function storefront(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = variant(ctx, 2, "wall") ? "#b5654a" : mix(theme.paper, "#d9d2c5", 0.6);
  const background =
    sky(ctx, 700) +
    rect(0, 140, 80, 560, mix(wall, "#8e9aa3", 0.6)) +
    rect(1120, 180, 80, 520, mix(wall, "#c8bfae", 0.6)) +
    rect(0, 700, W, 100, "#b9b6b0") +
    rect(0, 700, W, 6, "#9c9993");
  const layers: string[] = [];
  let facade = rect(80, 60, 1040, 640, wall);
  if (luminance(wall) < 0.3) for (let r = 0; r < 32; r++) facade += rect(80, 60 + r * 20, 1040, 1.5, "#000000", 0, ` opacity="0.08"`);
  facade += rect(70, 50, 1060, 20, mix(wall, "#000", 0.25));
  layers.push(facade);
  const band = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent;
  layers.push(`<g ${shadow(ctx, 14, 10, 0.3)}>${rect(180, 110, 840, 140, band, 6)}</g>` + lockup(ctx, 600, 180, 92, band, "horizontal", 760).svg);
  // Awning with stripes.
  const a1 = theme.accent === band ? theme.accent2 : theme.accent;
  let awning = "";
  for (let i = 0; i < 14; i++) {
    const x = 160 + i * 62;
    awning += `<path d="M${x} 290H${x + 62}L${x + 72} 360H${x + 10}Z" fill="${i % 2 ? theme.paper : a1}"/>`;
    awning += `<path d="M${x + 10} 360H${x + 72}Q${x + 41} 392 ${x + 10} 360Z" fill="${i % 2 ? theme.paper : a1}"/>`;
  }
  layers.push(`<g ${shadow(ctx, 10, 12, 0.28)}>${awning}</g>`);
  // Windows, door and decal.
  const glass = linear(ctx, ["#3b4b57", "#24313a"]);
  let shop = rect(160, 380, 380, 300, glass) + rect(660, 380, 380, 300, glass) + rect(555, 380, 90, 320, theme.extra);
  shop += rect(565, 395, 70, 180, glass) + rect(620, 560, 6, 40, "#d8d8d8", 3);
  for (const x of [160, 660]) {
    shop += `<path d="M${x + 40} 380L${x + 140} 380L${x + 40} 520Z" fill="#ffffff" opacity="0.08"/><path d="M${x + 180} 380L${x + 230} 380L${x + 90} 620L${x + 40} 620Z" fill="#ffffff" opacity="0.06"/>`;
    shop += rect(x - 8, 372, 396, 8, "#2b2b2b") + rect(x - 8, 680, 396, 12, "#2b2b2b");
  }
  shop += brandMark(ctx, 350, 490, 90, "#2b3944", "bare").replace(/fill="#[0-9a-f]{6}"/, 'fill="#ffffff" opacity="0.85"');
  shop += textEl(350, 570, "OPEN DAILY", { size: 16, fill: "#ffffff", anchor: "middle", spacing: 4, opacity: 0.85 });
  shop += textEl(850, 520, contact(ctx).domain, { size: 18, fill: "#ffffff", anchor: "middle", opacity: 0.8, maxWidth: 320 });
  layers.push(shop);
  // Blade sign.
  const blade = accentOn(theme, wall, 1.5);
  layers.push(
    rect(1060, 260, 50, 6, "#333") +
      `<g ${shadow(ctx, 10, 8, 0.3)}>${circleEl(1100, 330, 56, blade)}</g>` +
      brandMark(ctx, 1100, 330, 60, blade, "bare"),
  );
  layers.push(plant(ctx, 110, 712, 110) + plant(ctx, 1090, 712, 110));
  return { background, layers };
}

/** A street under the sky, with buildings behind: where a vehicle is parked. */
function street(ctx: Ctx): string {
  const { theme } = ctx;
  return (
    sky(ctx, 520) +
    rect(0, 330, W, 190, linear(ctx, [mix("#9aa5ae", theme.paper, 0.3), "#b9c1c7"])) +
    [60, 220, 330, 520, 700, 860, 1010]
      .map((x, i) => rect(x, 260 + (i % 3) * 30, 120 + (i % 2) * 50, 300, mix("#aeb8c0", theme.accent2, 0.15), 0, ` opacity="0.7"`))
      .join("") +
    rect(0, 520, W, 280, "#55595e") +
    rect(0, 700, W, 10, "#d9d9d9", 0, ` opacity="0.5"`) +
    rect(0, 520, W, 16, "#8b8f94")
  );
}

/**
 * A vehicle's body in the brand: its shadow on the road, the body, and the wrap clipped to it,
 * `drop` px lower on a body whose side starts lower. Each vehicle wears its own livery: three
 * sweeping waves (a van), straight racing bands with a chevron at the nose (a food truck), or a
 * two-tone body split on a steep diagonal with a pinstripe (a pickup).
 */
type Livery = "waves" | "bands" | "two-tone";
function wrappedBody(ctx: Ctx, id: string, body: string, drop = 0, livery: Livery = "waves"): [string, string] {
  const { theme } = ctx;
  const wrap2 = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent2;
  const wraps: Record<Livery, string> = {
    waves:
      `<path d="M110 404C380 324 620 624 1100 364V600H110Z" fill="${theme.extra}"/>` +
      `<path d="M110 420C380 340 620 640 1100 380V600H110Z" fill="${wrap2}"/>` +
      `<path d="M110 470C400 380 640 660 1100 450V600H110Z" fill="${theme.accent}"/>`,
    bands:
      rect(110, 470, 990, 130, theme.accent) +
      rect(110, 440, 990, 18, wrap2) +
      rect(110, 414, 990, 10, theme.extra) +
      `<path d="M940 414L1100 414V600L860 600Z" fill="${wrap2}"/><path d="M980 414L1100 414V470L1010 470Z" fill="${theme.extra}"/>`,
    "two-tone":
      `<path d="M110 430H700L820 600H110Z" fill="${theme.accent}"/>` +
      `<path d="M700 430L720 430L840 600H820Z" fill="${theme.extra}"/>` +
      rect(110, 418, 1000, 6, wrap2),
  };
  return [
    `<ellipse cx="600" cy="640" rx="520" ry="26" fill="#000" opacity="0.35"/>` +
      `<g ${shadow(ctx, 20, 12, 0.25)}><path d="${body}" fill="${theme.paper}"/></g>`,
    `<clipPath id="${id}"><path d="${body}"/></clipPath>` + `<g clip-path="url(#${id})"><g transform="translate(0 ${drop})">${wraps[livery]}</g></g>`,
  ];
}

const wheel = (cx: number) => circleEl(cx, 590, 62, "#1d1d1d") + circleEl(cx, 590, 34, "#9aa0a6") + circleEl(cx, 590, 12, "#55595e");

/** A van, or (`food`) a food truck: a serving hatch under a striped awning and a chalkboard menu on the pavement. */
function van(ctx: Ctx, food = false): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const background = food ? parkAtDusk(ctx) : street(ctx);
  const body = theme.paper;
  const vanPath = "M110 250Q110 200 160 200H800Q850 200 880 240L1000 380Q1090 400 1090 450V560Q1090 590 1060 590H130Q110 590 110 570Z";
  const layers: string[] = [];
  layers.push(...wrappedBody(ctx, "vanclip", vanPath, 0, food ? "bands" : "waves"));
  const wrap = theme.accent;
  layers.push(
    `<path d="M840 225L940 360H830V225Z" fill="#2e3a44"/><path d="M850 235L900 305L860 300Z" fill="#fff" opacity="0.15"/>` +
      rect(600, 220, 3, 360, mix(body, "#000", 0.15)) +
      rect(800, 220, 3, 360, mix(body, "#000", 0.15)) +
      rect(770, 400, 22, 6, "#888", 3),
  );
  const on = onColor(theme, body);
  layers.push(
    (food ? lockup(ctx, 365, 290, 80, body, "horizontal", 430) : lockup(ctx, 390, 290, 84, body, "horizontal", 520)).svg +
      textEl(170, 370, headline(ctx), { size: 22, fill: on, maxWidth: 420, font: "sansBold", opacity: 0.85 }) +
      textEl(345, 536, c.phone, { size: 30, font: "sansBold", fill: onColor(theme, wrap), maxWidth: 250 }) +
      textEl(345, 566, c.domain, { size: 17, fill: onColor(theme, wrap), maxWidth: 250 }),
  );
  layers.push(wheel(260) + wheel(900) + rect(1050, 470, 40, 24, "#f3d36b", 6));
  if (food) {
    // The hatch between the side panels, its awning striped in the wrap's colours, a warm light inside.
    const stripes = Array.from({ length: 6 }, (_, i) => {
      const x = 612 + i * 32;
      return `<path d="M${x} 214H${x + 32}L${x + 29} 252H${x + 3}Z" fill="${i % 2 ? body : wrap}"/>`;
    }).join("");
    layers.push(
      rect(626, 258, 164, 118, "#3a2f28", 4) +
        rect(636, 268, 144, 98, "#f6d9a8", 3, ` opacity="0.55"`) +
        rect(614, 374, 188, 12, mix(body, "#000", 0.25), 3) +
        `<g ${shadow(ctx, 8, 6, 0.25)}>${stripes}</g>`,
    );
    // An A-frame chalkboard in front of the truck: the menu.
    const board = "#2b2d2f";
    let menu =
      `<g ${shadow(ctx, 12, 10, 0.35)}>` + `<path d="M640 770L690 560H790L840 770Z" fill="#7a5a3c"/>` + rect(662, 578, 156, 170, board, 6) + `</g>`;
    menu += textEl(740, 618, "MENU", { size: 24, font: "sansBold", fill: "#f4f1ea", anchor: "middle", spacing: 3 });
    const items = ["Fried chicken plate", "Mac & cheese", "Peach cobbler"];
    items.forEach((item, i) => {
      menu += textEl(676, 656 + i * 28, item, { size: 14, fill: "#f4f1ea", opacity: 0.9, maxWidth: 128 });
    });
    layers.push(menu);
    // The line at the hatch, against the evening light.
    let queue = "";
    for (const [x, h, r] of [
      [900, 250, 24],
      [985, 232, 22],
      [1070, 262, 25],
    ] as const) {
      queue += `<path d="M${x - 42} 800V${800 - h + 70}Q${x - 42} ${800 - h + 30} ${x} ${800 - h + 30}Q${x + 42} ${800 - h + 30} ${x + 42} ${800 - h + 70}V800Z" fill="#26223a"/>`;
      queue += circleEl(x, 800 - h, r, "#26223a");
    }
    layers.push(queue);
  }
  return { background, layers };
}

/** A park at dusk where the truck sets up: a violet-to-peach sky, trees, a lawn and string lights. */
function parkAtDusk(ctx: Ctx): string {
  let out = rect(0, 0, W, 560, linear(ctx, ["#3b3a6b", "#8a5f8f", "#f2a66b"]));
  out += circleEl(260, 430, 60, "#ffd9a0", ` opacity="0.55"`);
  for (const [x, r] of [
    [60, 120],
    [230, 90],
    [1010, 130],
    [1160, 100],
  ] as const)
    out += circleEl(x, 470 - r * 0.4, r, "#2f3b45") + rect(x - 8, 470, 16, 70, "#2a2f36");
  out += rect(0, 520, W, 280, linear(ctx, ["#4f6b4a", "#33472f"]));
  out += `<path d="M0 560C300 548 900 548 1200 562V600H0Z" fill="#5b5e63"/>`;
  // String lights looping between two poles.
  out += rect(18, 90, 8, 470, "#2a2f36") + rect(1174, 70, 8, 490, "#2a2f36");
  const pts = Array.from({ length: 25 }, (_, i) => {
    const u = i / 24;
    return [22 + u * 1156, 100 - 20 * u + 90 * Math.sin(Math.PI * ((u * 2) % 1))] as const;
  });
  out += `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}" fill="none" stroke="#1f2230" stroke-width="2"/>`;
  for (const [x, y] of pts) out += circleEl(x, y + 6, 12, "#ffd78a", ` opacity="0.25"`) + circleEl(x, y + 6, 5, "#fff1c4");
  return out;
}

/** A pickup: cab and bed wrapped in the brand, the name and number on the bed, the trade's kit riding in it. */
function pickup(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const background = driveway(ctx);
  const body = theme.paper;
  const truck = "M110 360H560V250Q560 228 584 228H790Q812 228 828 248L892 350H1040Q1092 352 1092 404V560Q1092 590 1062 590H130Q110 590 110 570Z";
  const wrap2 = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent2;
  const layers: string[] = [];
  // What rides in the bed: a tank and a hose reel.
  layers.push(
    rect(170, 286, 230, 86, mix(theme.paper, "#9aa0a6", 0.5), 26) +
      rect(196, 300, 178, 8, "#ffffff", 4, ` opacity="0.35"`) +
      circleEl(480, 318, 46, "#3a3d42") +
      circleEl(480, 318, 30, wrap2) +
      circleEl(480, 318, 8, "#d9d9d9"),
  );
  layers.push(...wrappedBody(ctx, "pickupclip", truck, 60, "two-tone"));
  // Cab window, door seam, bed rail, handle.
  layers.push(
    `<path d="M600 246H786Q800 246 810 260L856 344H600Z" fill="#2e3a44"/><path d="M612 256L690 256L640 330Z" fill="#fff" opacity="0.12"/>` +
      rect(560, 250, 3, 330, mix(body, "#000", 0.15)) +
      rect(110, 360, 450, 8, mix(body, "#000", 0.12)) +
      rect(760, 392, 24, 6, "#888", 3),
  );
  const on = onColor(theme, body);
  layers.push(
    lockup(ctx, 330, 420, 64, body, "horizontal", 400).svg +
      textEl(640, 420, headline(ctx), { size: 18, fill: on, maxWidth: 240, font: "sansBold", opacity: 0.85 }) +
      textEl(640, 462, c.phone, { size: 26, font: "sansBold", fill: on, maxWidth: 240 }),
  );
  layers.push(wheel(300) + wheel(930) + rect(1052, 420, 40, 22, "#f3d36b", 6));
  return { background, layers };
}

/**
 * A customer's house on a bright morning: lawn, a garage door and the driveway the crew has just
 * washed, one clean stripe through the grime.
 */
function driveway(ctx: Ctx): string {
  let out = rect(0, 0, W, 420, linear(ctx, ["#bfe0f2", "#f4f1e4"]));
  out += circleEl(160, 90, 54, "#fff6d8", ` opacity="0.8"`);
  // The house: a brick ranch under a hipped slate roof, a white garage door and a bay of windows.
  out += `<path d="M100 176L250 70H790L940 176Z" fill="#3f4a52"/>` + rect(100, 170, 840, 8, "#2f383e") + rect(150, 178, 740, 312, "#b0603f");
  for (let i = 0; i < 16; i++) {
    out += rect(150, 178 + i * 20, 740, 2, "#6e3826", 0, ` opacity="0.35"`);
    for (let x = 150 + (i % 2) * 32; x < 890; x += 64) out += rect(x, 178 + i * 20, 2, 20, "#6e3826", 0, ` opacity="0.3"`);
  }
  out += rect(560, 250, 300, 240, "#f7f5ef") + rect(560, 250, 300, 240, "none", 0, ` stroke="#cfc8b8" stroke-width="4"`);
  for (let i = 1; i < 4; i++) out += rect(560, 250 + i * 60, 300, 3, "#cfc8b8");
  out += rect(196, 222, 300, 132, "#f4f1ea") + rect(208, 234, 276, 108, "#5f7482");
  for (const x of [300, 392]) out += rect(x, 234, 6, 108, "#f4f1ea");
  out +=
    rect(188, 354, 316, 10, "#f4f1ea") + circleEl(240, 470, 46, "#4f7a42") + circleEl(330, 478, 40, "#5b8a4c") + circleEl(420, 472, 44, "#4f7a42");
  out += rect(920, 120, 280, 370, "#8fb07a") + circleEl(1060, 180, 120, "#5f8a4f") + circleEl(960, 250, 80, "#6f9a5c");
  out += rect(0, 420, 150, 80, "#8fb07a");
  // Lawn, then the driveway: grey grime with one washed stripe.
  out += rect(0, 480, W, 320, "#7ea764");
  out += `<path d="M540 480H880L1200 800H160Z" fill="#8d8a83"/>`;
  out += `<path d="M640 480H760L820 800H470Z" fill="#d8d6cf"/>`;
  out += rect(0, 480, W, 6, "#000000", 0, ` opacity="0.08"`);
  return out;
}

function lobby(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = luminance(theme.accent) < 0.45 ? theme.accent : theme.dark;
  const background =
    rect(0, 0, W, 600, wall) +
    rect(0, 0, W, 600, radial(ctx, "#ffffff", "#ffffff", 0.5, 0.2, 0.7, 0.22, 0)) +
    rect(0, 600, W, 200, linear(ctx, ["#b89470", "#8d6c4f"])) +
    Array.from({ length: 10 }, (_, i) => rect(0, 600 + i * 20, W, 1, "#000", 0, ` opacity="0.06"`)).join("");
  const on = onColor(theme, wall);
  const metal = onColor(theme, wall, 3);
  // Brushed-metal letters; the studio's own mark keeps its colours, as everywhere it appears.
  const sign = lockup(ctx, 600, 220, 120, wall, "horizontal", 860, { textFill: metal, style: "bare" }).svg;
  const lk = ctx.art.motif === "canopy" ? sign : sign.replace(/fill="#[0-9a-f]{6}"/g, `fill="${metal}"`);
  const layers: string[] = [];
  // Pendant lights hang in front of the wall, behind the letters.
  let lights = "";
  for (const x of [470, 730]) {
    lights +=
      rect(x - 1, 0, 2, 372, "#1c1c1c", 0, ` opacity="0.7"`) +
      `<path d="M${x - 34} 402Q${x} 350 ${x + 34} 402Z" fill="${theme.ink}"/>` +
      `<ellipse cx="${x}" cy="404" rx="20" ry="5" fill="#fff3c4"/>` +
      `<ellipse cx="${x}" cy="470" rx="90" ry="60" fill="#fff3c4" opacity="0.08"/>`;
  }
  layers.push(lights);
  layers.push(`<g ${shadow(ctx, 10, 10, 0.45)}>${lk}</g>`);
  if (ctx.art.tagline)
    layers.push(textEl(600, 330, ctx.art.tagline, { size: 20, fill: on, anchor: "middle", spacing: 4, upper: true, opacity: 0.75, maxWidth: 900 }));
  // Reception desk: slatted front in the brand's dark colour, pale counter.
  const front = contrast(theme.dark, wall) > 1.4 ? theme.dark : theme.ink === wall ? mix(wall, "#ffffff", 0.2) : theme.ink;
  const counter = theme.paper;
  let desk =
    `<ellipse cx="600" cy="745" rx="470" ry="42" fill="${theme.accent2}"/>` +
    `<ellipse cx="600" cy="712" rx="340" ry="16" fill="#000" opacity="0.35"/>` +
    rect(310, 476, 580, 232, front);
  for (let i = 1; i < 24; i++) desk += rect(310 + i * 24.2, 476, 2, 232, "#ffffff", 0, ` opacity="0.07"`);
  desk +=
    rect(310, 476, 580, 232, linear(ctx, ["#000000", "#ffffff"], 1, 0), 0, ` opacity="0.08"`) +
    rect(290, 458, 620, 20, counter, 3) +
    rect(290, 474, 620, 4, mix(counter, "#000", 0.18)) +
    rect(310, 690, 580, 18, theme.extra) +
    brandMark(ctx, 600, 584, 74, front, "bare");
  layers.push(desk);
  layers.push(plant(ctx, 160, 700, 200) + plant(ctx, 1060, 700, 160));
  return { background, layers };
}

/** A roadside billboard on a sunny day: photo panel, headline, lock-up and phone number. */
function billboard(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const background =
    rect(0, 0, W, H, linear(ctx, ["#7fb2d9", "#d8e8f0"])) +
    circleEl(180, 120, 60, "#ffffff", ` opacity="0.45"`) +
    `<path d="M0 610C240 560 420 600 640 575S1020 560 1200 590V800H0Z" fill="#7e9a6a"/>` +
    `<path d="M0 650C300 620 700 660 1200 630V800H0Z" fill="#6b8a58"/>` +
    rect(0, 700, W, 100, "#56595d") +
    rect(0, 746, W, 5, "#e8e3cf", 0, ` opacity="0.8"`);
  const x = 130;
  const y = 70;
  const w = 940;
  const h = 430;
  const layers: string[] = [];
  let frame = rect(x + 180, y + h, 26, 700 - y - h, "#4a4d52") + rect(x + w - 206, y + h, 26, 700 - y - h, "#4a4d52");
  frame +=
    rect(x + 120, y + h + 40, w - 240, 10, "#5d6167") + rect(x + 120, y + h + 12, 4, 30, "#5d6167") + rect(x + w - 124, y + h + 12, 4, 30, "#5d6167");
  frame += `<g ${shadow(ctx, 16, 10, 0.3)}>${rect(x - 10, y - 10, w + 20, h + 20, "#2f3236", 4)}</g>`;
  layers.push(frame);
  const panel = theme.dark;
  const on = onColor(theme, panel);
  let ad = rect(x, y, w, h, panel) + photo(ctx, x, y, w * 0.42, h, 0, "board");
  ad += `<path d="M${f(x + w * 0.42)} ${y}L${f(x + w * 0.48)} ${y}L${f(x + w * 0.42)} ${y + h}Z" fill="${panel}"/>`;
  const tx = x + w * 0.5;
  ad += lockup(ctx, tx + 170, y + 80, 64, panel, "horizontal", 420).svg;
  ad += textEl(tx, y + 220, headline(ctx), { size: 46, font: "sansBold", fill: on, maxWidth: w * 0.46 });
  ad += rect(tx, y + 246, 120, 8, theme.accent2, 4);
  ad += `<path d="M${x + w - 120} ${y}H${x + w}V${y + 120}Z" fill="${theme.extra}"/>`;
  const band = accentOn(theme, panel, 2);
  ad += rect(tx, y + 290, w * 0.46, 84, band, 8);
  ad += textEl(tx + w * 0.23, y + 345, c.phone, { size: 36, font: "sansBold", fill: onColor(theme, band), anchor: "middle", maxWidth: w * 0.42 });
  ad += textEl(tx, y + 404, c.domain, { size: 20, fill: on, opacity: 0.85, maxWidth: w * 0.46 });
  layers.push(ad);
  let lights = "";
  for (const lx of [x + 160, x + w / 2, x + w - 160]) {
    lights += rect(lx - 2, y - 46, 4, 40, "#3a3d42") + rect(lx - 22, y - 52, 44, 12, "#3a3d42", 3);
  }
  layers.push(lights);
  return { background, layers };
}

/**
 * A cargo van from behind, parked in an office lot where the mechanic is at work: the two rear
 * doors carry the wrap, the lock-up and a phone number big enough to read three spaces away.
 */
function vanRear(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const wrap2 = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent2;
  let background = rect(0, 0, W, 360, linear(ctx, ["#f0c987", "#f6e9d2"]));
  // An office building behind, its glass catching late light.
  background += rect(0, 90, W, 290, "#b9b4aa");
  for (let i = 0; i < 10; i++) for (let j = 0; j < 3; j++) background += rect(30 + i * 118, 120 + j * 80, 96, 56, "#7f8c96", 2, ` opacity="0.85"`);
  background += rect(0, 370, W, 430, linear(ctx, ["#6b6e72", "#4a4d51"]));
  // Parking bays.
  for (const x of [70, 1130])
    background += `<path d="M${x} 380L${x < 600 ? x - 120 : x + 120} 800" stroke="#f2f0e8" stroke-width="8" opacity="0.85"/>`;
  const layers: string[] = [];
  const x0 = 300;
  const x1 = 900;
  const top = 130;
  const bottom = 640;
  const body = `M${x0} ${bottom}V${top + 60}Q${x0} ${top} ${x0 + 60} ${top}H${x1 - 60}Q${x1} ${top} ${x1} ${top + 60}V${bottom}Z`;
  layers.push(
    `<ellipse cx="600" cy="${bottom + 70}" rx="360" ry="26" fill="#000" opacity="0.35"/>` +
      rect(x0 + 30, bottom - 10, 110, 90, "#1d1d1d", 18) +
      rect(x1 - 140, bottom - 10, 110, 90, "#1d1d1d", 18) +
      `<g ${shadow(ctx, 20, 12, 0.25)}><path d="${body}" fill="${theme.paper}"/></g>` +
      `<clipPath id="vanrear"><path d="${body}"/></clipPath>` +
      `<g clip-path="url(#vanrear)"><path d="M${x0} 470C420 430 560 540 ${x1} 450V${bottom}H${x0}Z" fill="${wrap2}"/><path d="M${x0} 510C440 470 600 580 ${x1} 500V${bottom}H${x0}Z" fill="${theme.accent}"/></g>`,
  );
  // Rear windows, the door seam, handles, lamps, bumper and plate; a ladder rack on the roof.
  layers.push(
    rect(x0 + 40, top + 30, 240, 120, "#2e3a44", 10) +
      rect(x1 - 280, top + 30, 240, 120, "#2e3a44", 10) +
      `<path d="M${x0 + 60} ${top + 40}L${x0 + 140} ${top + 40}L${x0 + 60} ${top + 120}Z" fill="#fff" opacity="0.12"/>` +
      rect(598, top + 10, 4, bottom - top - 20, mix(theme.paper, "#000", 0.2)) +
      rect(570, 390, 22, 8, "#888", 4) +
      rect(608, 390, 22, 8, "#888", 4) +
      rect(x0 - 14, top + 190, 20, 120, "#c0392b", 6) +
      rect(x1 - 6, top + 190, 20, 120, "#c0392b", 6) +
      rect(x0 - 20, bottom - 6, x1 - x0 + 40, 34, "#2b2b2b", 8) +
      rect(545, bottom - 2, 110, 26, "#f4f4f0", 3) +
      textEl(600, bottom + 17, "GA", { size: 14, font: "sansBold", fill: "#1f3a6b", anchor: "middle", spacing: 2 }) +
      rect(x0 + 40, top - 26, x1 - x0 - 80, 8, "#8a8f96", 3) +
      rect(x0 + 60, top - 26, 8, 28, "#8a8f96") +
      rect(x1 - 68, top - 26, 8, 28, "#8a8f96") +
      rect(x0 + 20, top - 40, x1 - x0 - 40, 10, "#b0b5bb", 4),
  );
  const on = onColor(theme, theme.paper);
  layers.push(
    lockup(ctx, 600, 330, 70, theme.paper, "horizontal", 540).svg +
      textEl(600, 590, c.phone, { size: 46, font: "sansBold", fill: onColor(theme, theme.accent), anchor: "middle", maxWidth: 520 }) +
      textEl(600, 622, c.domain, { size: 18, fill: onColor(theme, theme.accent), anchor: "middle", maxWidth: 400 }) +
      textEl(600, 420, headline(ctx), { size: 20, font: "sansBold", fill: on, anchor: "middle", maxWidth: 520, opacity: 0.85 }),
  );
  return { background, layers };
}

export function signage(ctx: Ctx): Scene {
  if (ctx.pick === 4) return van(ctx, true);
  if (ctx.pick === 6) return vanRear(ctx);
  if (ctx.pick === 5) return pickup(ctx);
  const v = variant(ctx, 4);
  return v === 0 ? storefront(ctx) : v === 1 ? van(ctx) : v === 2 ? lobby(ctx) : billboard(ctx);
}
