/**
 * Brand marks built from a motif: each motif is a clean geometric path in a 100x100 box,
 * filled with the nonzero rule (holes are drawn in the opposite direction).
 */
import type { Art } from "#content/schemas/collections.ts";

export type Motif = Art["motif"];

const f = (n: number) => String(Math.round(n * 100) / 100);

/** A circle as two arcs; `ccw` draws it anticlockwise so it cuts a hole. */
function circle(cx: number, cy: number, r: number, ccw = false): string {
  const s = ccw ? 0 : 1;
  return `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 ${s} ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 ${s} ${f(cx - r)} ${f(cy)}Z`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, rot = 0): string {
  const a = (rot * Math.PI) / 180;
  const dx = rx * Math.cos(a);
  const dy = rx * Math.sin(a);
  return `M${f(cx - dx)} ${f(cy - dy)}A${f(rx)} ${f(ry)} ${f(rot)} 1 1 ${f(cx + dx)} ${f(cy + dy)}A${f(rx)} ${f(ry)} ${f(rot)} 1 1 ${f(cx - dx)} ${f(cy - dy)}Z`;
}

type Pt = readonly [number, number];
function poly(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("") + "Z";
}
function reversed(points: readonly Pt[]): Pt[] {
  return [...points].reverse();
}
function rotate(points: readonly Pt[], deg: number, cx = 50, cy = 50): Pt[] {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return points.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c] as const);
}
function arcPoints(cx: number, cy: number, r: number, from: number, to: number, steps = 40): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}
/** Rounded bar between two points, as a polygon (so it can be rotated). */
function capsule(x1: number, y1: number, x2: number, y2: number, r: number): Pt[] {
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return [...arcPoints(x2, y2, r, ang - 90, ang + 90, 16), ...arcPoints(x1, y1, r, ang + 90, ang + 270, 16)];
}

function star(cx: number, cy: number, outer: number, inner: number, points: number, rot = -90): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rot + (180 / points) * i) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** Points round an ellipse (for shapes that are turned as points). */
function ellipsePoints(cx: number, cy: number, rx: number, ry: number, steps = 36): Pt[] {
  return arcPoints(0, 0, 1, 0, 360, steps)
    .slice(0, -1)
    .map(([x, y]) => [cx + x * rx, cy + y * ry] as const);
}
/** A thick arc: the ring between radii r1 and r2 from angle `from` to `to` (degrees, clockwise on screen). */
function band(cx: number, cy: number, r1: number, r2: number, from: number, to: number): Pt[] {
  return [...arcPoints(cx, cy, r2, from, to, 32), ...arcPoints(cx, cy, r1, to, from, 32)];
}
/** A regular polygon with a vertex at the top. */
function ngon(cx: number, cy: number, r: number, n: number, rot = -90): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}
const box = (x1: number, y1: number, x2: number, y2: number): Pt[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
];

const PATHS: Record<Motif, () => string> = {
  leaf: () =>
    "M16 84C14 48 38 16 88 12C88 60 60 86 16 84Z" +
    poly(
      reversed([
        [24, 78],
        [70, 30],
        [73, 33],
        [27, 81],
      ]),
    ),
  wave: () => {
    const band = (y: number) =>
      `M8 ${y}C20 ${y - 14} 34 ${y - 14} 50 ${y}S80 ${y + 14} 92 ${y}L92 ${y + 13}C80 ${y + 27} 66 ${y + 27} 50 ${y + 13}S20 ${y - 1} 8 ${y + 13}Z`;
    return band(22) + band(46) + band(70);
  },
  peak: () =>
    poly([
      [4, 86],
      [38, 22],
      [56, 56],
      [66, 40],
      [96, 86],
    ]) +
    poly(
      reversed([
        [38, 22],
        [48.5, 42],
        [43, 38],
        [38, 44],
        [33, 38],
        [27.5, 42],
      ]),
    ) +
    circle(78, 20, 8),
  drop: () => "M50 6C62 24 82 44 82 64A32 32 0 0 1 18 64C18 44 38 24 50 6Z" + "M36 62A16 16 0 0 0 46 78A20 20 0 0 1 32 64Z",
  sun: () => {
    let d = circle(50, 50, 20);
    for (let i = 0; i < 12; i++) {
      const a = i * 30;
      d += poly(
        rotate(
          [
            [47.5, 8],
            [52.5, 8],
            [51.5, 22],
            [48.5, 22],
          ],
          a,
        ),
      );
    }
    return d;
  },
  circle: () => circle(50, 50, 44) + circle(50, 50, 32, true) + circle(50, 50, 16),
  spark: () =>
    "M46 8C48 36 56 46 84 48C56 50 48 60 46 88C44 60 36 50 8 48C36 46 44 36 46 8Z" +
    "M80 8C81 17 83 19 92 20C83 21 81 23 80 32C79 23 77 21 68 20C77 19 79 17 80 8Z",
  key: () =>
    circle(30, 50, 20) +
    circle(30, 50, 9, true) +
    poly([
      [46, 45],
      [92, 45],
      [92, 55],
      [46, 55],
    ]) +
    poly([
      [70, 55],
      [78, 55],
      [78, 68],
      [70, 68],
    ]) +
    poly([
      [82, 55],
      [90, 55],
      [90, 64],
      [82, 64],
    ]),
  house: () =>
    poly([
      [50, 10],
      [92, 46],
      [82, 46],
      [82, 90],
      [18, 90],
      [18, 46],
      [8, 46],
    ]) +
    poly(
      reversed([
        [42, 62],
        [58, 62],
        [58, 90],
        [42, 90],
      ]),
    ) +
    poly([
      [66, 16],
      [76, 16],
      [76, 32],
      [66, 24],
    ]),
  cup: () =>
    "M16 34L76 34L72 74C71 82 64 86 56 86L36 86C28 86 21 82 20 74Z" +
    circle(76, 52, 12) +
    circle(76, 52, 6, true) +
    poly([
      [10, 90],
      [90, 90],
      [86, 96],
      [14, 96],
    ]) +
    poly(capsule(34, 10, 34, 24, 3.2)) +
    poly(capsule(46, 6, 46, 24, 3.2)) +
    poly(capsule(58, 10, 58, 24, 3.2)),
  paw: () =>
    "M50 52C66 52 78 68 78 78C78 88 68 90 62 88C56 86 44 86 38 88C32 90 22 88 22 78C22 68 34 52 50 52Z" +
    ellipse(20, 44, 9, 12, -25) +
    ellipse(38, 26, 9, 13, -8) +
    ellipse(62, 26, 9, 13, 8) +
    ellipse(80, 44, 9, 12, 25),
  tooth: () =>
    "M30 12C40 12 44 18 50 18C56 18 60 12 70 12C86 12 92 28 88 44C84 60 80 70 76 86C74 94 64 94 62 86L58 68C56 60 44 60 42 68L38 86C36 94 26 94 24 86C20 70 16 60 12 44C8 28 14 12 30 12Z",
  wrench: () => {
    const head = [...arcPoints(50, 24, 20, -62, 242, 48), [42, 14] as const, [44, 28] as const, [56, 28] as const, [58, 14] as const];
    const handle = capsule(50, 40, 50, 88, 8);
    const hole = reversed(arcPoints(50, 86, 3.5, 0, 360, 24));
    return poly(rotate(head, 45)) + poly(rotate(handle, 45)) + poly(rotate(hole, 45));
  },
  star: () => poly(star(50, 54, 46, 19, 5)),
  heart: () => "M50 88C20 66 8 50 8 34C8 20 19 10 32 10C40 10 46 14 50 21C54 14 60 10 68 10C81 10 92 20 92 34C92 50 80 66 50 88Z",
  // A cardamom pod: a plump three-ridged seed case on a short stem, leaning.
  pod: () =>
    "M47 18C34 30 27 48 29 64C31 80 38 89 45 91C39 74 39 46 47 18Z" +
    "M52 20C47 44 47 68 52 92C57 68 57 44 52 20Z" +
    "M57 18C63 46 62 74 58 91C65 87 71 76 72 62C73 46 67 30 57 18Z" +
    poly(capsule(52, 18, 58, 6, 2.4)),
  // A fern frond: a curved stem with leaflets that shrink toward the tip.
  fern: () => {
    let d = "M30 94C30 60 42 30 70 8C46 34 36 62 35 94Z";
    for (let i = 0; i < 7; i++) {
      const t = i / 7;
      const x = 33 + t * 32;
      const y = 86 - t * 74;
      const len = 26 * (1 - t * 0.7);
      d += ellipse(x - len * 0.55, y - 2, len * 0.55, len * 0.16, -28) + ellipse(x + len * 0.5, y - len * 0.25, len * 0.5, len * 0.15, -58);
    }
    return d;
  },
  // Two crossed sprigs (juniper and pine): needles along two stems.
  sprig: () => {
    const stem = (x1: number, y1: number, x2: number, y2: number) => poly(capsule(x1, y1, x2, y2, 2));
    let d = stem(20, 90, 70, 14) + stem(80, 90, 30, 14);
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      const ax = 20 + 50 * t;
      const ay = 90 - 76 * t;
      d += poly(capsule(ax, ay, ax - 14, ay - 4, 1.6)) + poly(capsule(ax, ay, ax + 6, ay - 14, 1.6));
      const bx = 80 - 50 * t;
      const by = 90 - 76 * t;
      d += circle(bx - 7, by - 2, 4) + circle(bx + 6, by - 5, 3.4);
    }
    return d;
  },
  // A bird in flight, wings swept, with a forked tail.
  bird: () => "M6 40C22 30 40 36 50 50C60 34 78 26 94 34C78 38 64 48 56 62L62 80L50 70L38 80L44 62C36 50 22 42 6 40Z",
  // A broad spreading tree (a ceiba): flat crown, buttressed trunk.
  tree: () =>
    ellipse(50, 30, 42, 18) + ellipse(30, 40, 20, 10) + ellipse(70, 40, 20, 10) + "M44 44L56 44L58 78C62 84 70 88 78 92L22 92C30 88 38 84 42 78Z",
  // A porch lamp: a lantern on a bracket, with a lit pane.
  lamp: () =>
    poly(capsule(50, 4, 50, 16, 3)) +
    "M30 28L50 16L70 28Z" +
    "M34 30H66L62 74H38Z" +
    poly(
      reversed([
        [42, 36],
        [58, 36],
        [56, 62],
        [44, 62],
      ]),
    ) +
    "M36 78H64V86H36Z",
  // A loblolly pine: stacked tiers on a trunk.
  pine: () =>
    poly([
      [50, 4],
      [72, 34],
      [60, 34],
      [80, 58],
      [64, 58],
      [86, 82],
      [14, 82],
      [36, 58],
      [20, 58],
      [40, 34],
      [28, 34],
    ]) + "M45 82H55V96H45Z",
  bolt: () =>
    poly([
      [58, 4],
      [18, 56],
      [46, 56],
      [40, 96],
      [82, 40],
      [54, 40],
    ]),
  // A roofline over a gutter: the ridge and eaves, the gutter run and a downspout.
  roof: () =>
    poly([
      [4, 58],
      [50, 14],
      [96, 58],
      [84, 58],
      [50, 28],
      [16, 58],
    ]) +
    poly([
      [10, 64],
      [90, 64],
      [90, 72],
      [10, 72],
    ]) +
    poly([
      [80, 72],
      [88, 72],
      [88, 94],
      [80, 94],
    ]),
  // A smokestack: a brick stack with a cap and three rising puffs.
  stack: () =>
    poly([
      [30, 44],
      [58, 44],
      [58, 96],
      [30, 96],
    ]) +
    poly([
      [24, 36],
      [64, 36],
      [64, 46],
      [24, 46],
    ]) +
    circle(52, 24, 9) +
    circle(68, 14, 7) +
    circle(84, 8, 5),
  // A bicycle wheel: rim, hub and eight spokes.
  wheel: () => {
    let d = circle(50, 50, 46) + circle(50, 50, 38, true) + circle(50, 50, 8);
    for (let i = 0; i < 8; i++) d += poly(rotate(capsule(50, 14, 50, 44, 2.2), i * 45));
    return d;
  },
  // A plum blossom: five round petals around a hole, with stamens.
  blossom: () => {
    let d = "";
    for (let i = 0; i < 5; i++) {
      const a = ((i * 72 - 90) * Math.PI) / 180;
      d += circle(50 + 26 * Math.cos(a), 50 + 26 * Math.sin(a), 19);
    }
    return d + circle(50, 50, 11, true) + circle(50, 50, 5);
  },
  // An acorn: a scaled cap with a stem over a rounded nut.
  // The studio's own leaf (app/components/site/logo.tsx): drawn by brandMark as the header draws it.
  canopy: () => "M50 18.75C34.38 28.13 25 40.63 25 53.13A25 25 0 0 0 75 53.13C75 40.63 65.63 28.13 50 18.75Z",
  // A bowl of something hot: the supper table's bowl, steam rising.
  bowl: () =>
    "M8 48H92C92 72 74 86 50 86C26 86 8 72 8 48Z" +
    poly([
      [36, 86],
      [64, 86],
      [68, 94],
      [32, 94],
    ]) +
    [30, 50, 70]
      .map(
        (x) =>
          "M" +
          f(x) +
          " 40C" +
          f(x - 8) +
          " 32 " +
          f(x + 8) +
          " 22 " +
          f(x) +
          " 12L" +
          f(x + 4) +
          " 12C" +
          f(x + 12) +
          " 22 " +
          f(x - 4) +
          " 32 " +
          f(x + 4) +
          " 40Z",
      )
      .join(""),
  // A coat hanger: a hooked wire over a triangle of rail.
  hanger: () =>
    poly(band(50, 20, 5, 10, -200, 90)) +
    poly(capsule(50, 28, 50, 40, 2.6)) +
    poly([
      [50, 36],
      [96, 78],
      [96, 86],
      [4, 86],
      [4, 78],
    ]) +
    poly(
      reversed([
        [50, 46],
        [84, 78],
        [16, 78],
      ]),
    ),
  // A pecan half: an oval nut with a centre groove and ridges across it.
  pecan: () => {
    const nut = ellipsePoints(50, 50, 44, 26);
    let d = poly(rotate(nut, -28)) + poly(rotate(reversed(capsule(12, 50, 88, 50, 2.4)), -28));
    for (const x of [26, 40, 60, 74]) {
      d += poly(rotate(reversed(capsule(x, 34, x + 4, 44, 1.8)), -28)) + poly(rotate(reversed(capsule(x + 4, 56, x, 66, 1.8)), -28));
    }
    return d;
  },
  // A rose: a round bloom with its petals spiralling in, on a stem with two leaves.
  rose: () =>
    circle(50, 36, 28) +
    poly(reversed(band(50, 36, 6, 10, -90, 200))) +
    poly(reversed(band(50, 36, 15, 19, 60, 330))) +
    poly(capsule(50, 62, 50, 96, 3)) +
    poly(rotate(ellipsePoints(36, 78, 12, 5.5), -30, 36, 78)) +
    poly(rotate(ellipsePoints(64, 84, 12, 5.5), 30, 64, 84)),
  // A heron standing in a ripple: long neck, dagger bill, stilt legs.
  heron: () =>
    poly(rotate(ellipsePoints(56, 46, 24, 12), 24, 56, 46)) +
    poly(capsule(40, 40, 34, 18, 3.6)) +
    circle(36, 15, 6.5) +
    poly([
      [32, 12],
      [8, 17],
      [32, 19],
    ]) +
    poly([
      [74, 52],
      [92, 66],
      [70, 58],
    ]) +
    poly(capsule(54, 56, 50, 82, 1.8)) +
    poly(capsule(60, 56, 62, 82, 1.8)) +
    poly(capsule(22, 86, 84, 86, 3)) +
    poly(capsule(34, 95, 72, 95, 2.4)),
  // A crescent moon over still water.
  crescent: () => "M56 8A34 34 0 1 0 86 58A26 26 0 1 1 56 8Z" + poly(capsule(12, 84, 88, 84, 3.2)) + poly(capsule(28, 94, 72, 94, 3.2)),
  // A peach: round fruit with its cleft, a stem and a leaf.
  peach: () =>
    circle(50, 58, 36) +
    poly(reversed(band(64, 56, 28, 32, 150, 215))) +
    poly(capsule(50, 22, 46, 10, 2.6)) +
    poly(rotate(ellipsePoints(66, 14, 15, 6.5), -24, 66, 14)),
  // A fork, for seconds.
  fork: () => {
    let d = poly(capsule(50, 56, 50, 94, 5)) + "M34 30H66V44C66 54 58 60 50 60C42 60 34 54 34 44Z";
    for (const x of [36.5, 45.5, 54.5, 63.5]) d += poly(capsule(x, 6, x, 34, 2.6));
    return d;
  },
  // A barber pole: capped glass with its stripe winding round.
  pole: () => {
    let d = circle(50, 8, 6) + poly(box(34, 14, 66, 22)) + poly(box(38, 22, 62, 78)) + poly(box(34, 78, 66, 86)) + circle(50, 92, 5);
    for (const y of [36, 48, 60, 72]) {
      d += poly(
        reversed([
          [38, y],
          [62, y - 12],
          [62, y - 6],
          [38, y + 6],
        ]),
      );
    }
    return d;
  },
  // An ice-cream cone: one scoop, a drip, a waffle cone.
  cone: () =>
    circle(50, 36, 26) +
    circle(32, 52, 6) +
    poly([
      [26, 50],
      [74, 50],
      [50, 98],
    ]) +
    poly(reversed(capsule(34, 58, 66, 58, 1.6))) +
    poly(reversed(capsule(40, 70, 60, 70, 1.6))),
  // A lotus: five petals opening from a still line.
  lotus: () =>
    poly(ellipsePoints(50, 44, 11, 32)) +
    poly(rotate(ellipsePoints(50, 50, 10, 28), -38, 50, 76)) +
    poly(rotate(ellipsePoints(50, 50, 10, 28), 38, 50, 76)) +
    poly(rotate(ellipsePoints(50, 58, 8, 22), -72, 50, 78)) +
    poly(rotate(ellipsePoints(50, 58, 8, 22), 72, 50, 78)) +
    poly(capsule(16, 88, 84, 88, 3)),
  // An oak leaf: rounded lobes either side of a midrib, on its stalk.
  oakleaf: () =>
    poly(ellipsePoints(50, 46, 16, 36)) +
    [
      [50, 14, 10],
      [36, 28, 10],
      [64, 28, 10],
      [32, 46, 12],
      [68, 46, 12],
      [38, 64, 10],
      [62, 64, 10],
    ]
      .map(([x, y, r]) => circle(x as number, y as number, r as number))
      .join("") +
    poly(capsule(50, 76, 50, 96, 2.6)) +
    poly(reversed(capsule(50, 20, 50, 74, 1.4))),
  // A honeycomb: seven cells.
  hive: () =>
    [[50, 50] as const, ...ngon(50, 50, 25, 6, 0)].map(([x, y]) => poly(ngon(x, y, 13, 6, -90)) + poly(reversed(ngon(x, y, 7, 6, -90)))).join(""),
  // A cast-iron skillet from above, an okra slice in it.
  skillet: () => circle(40, 58, 34) + circle(40, 58, 26, true) + poly(star(40, 58, 16, 9, 5)) + poly(capsule(70, 42, 96, 26, 5.5)),
  // A fan: three blades turning in a ring.
  fan: () => {
    let d = circle(50, 50, 46) + circle(50, 50, 39, true) + circle(50, 50, 7);
    const blade = rotate(ellipsePoints(50, 30, 10, 17), 24, 50, 30);
    for (const a of [0, 120, 240]) d += poly(rotate(blade, a));
    return d;
  },
  // A spine: vertebrae stacked in a gentle curve.
  spine: () => {
    let d = "";
    for (let i = 0; i < 6; i++) {
      const y = 11 + i * 15.5;
      const x = 50 + 7 * Math.sin(i * 0.9);
      const w = 14 + i * 1.6;
      d += poly(capsule(x - w, y, x + w, y, 5.2)) + circle(x - w - 6, y + 3, 3) + circle(x + w + 6, y + 3, 3);
    }
    return d;
  },
  // An open ledger: two pages with ruled columns.
  ledger: () => {
    let d =
      poly([
        [6, 22],
        [47, 28],
        [47, 88],
        [6, 82],
      ]) +
      poly([
        [53, 28],
        [94, 22],
        [94, 82],
        [53, 88],
      ]);
    for (let r = 0; r < 4; r++) {
      const y = 40 + r * 11;
      d += poly(
        reversed([
          [13, y - 3.6],
          [40, y],
          [40, y + 3],
          [13, y - 0.6],
        ]),
      );
      d += poly(
        reversed([
          [60, y],
          [87, y - 3.6],
          [87, y - 0.6],
          [60, y + 3],
        ]),
      );
    }
    return d;
  },
  // A kudzu leaf: three broad lobes, and the vine's curling tendril.
  trefoil: () =>
    poly(ellipsePoints(50, 28, 15, 22)) +
    poly(rotate(ellipsePoints(50, 28, 15, 22), -110, 50, 54)) +
    poly(rotate(ellipsePoints(50, 28, 15, 22), 110, 50, 54)) +
    circle(50, 52, 8) +
    poly(capsule(50, 58, 56, 94, 2.4)) +
    poly(band(70, 84, 5, 9, 180, 460)),
  // A candle in a tin: the flame, the wick, a label band.
  candle: () =>
    "M50 6C58 18 62 26 62 32A12 12 0 0 1 38 32C38 26 42 18 50 6Z" +
    poly(capsule(50, 40, 50, 48, 1.5)) +
    poly(box(18, 48, 82, 56)) +
    poly(box(22, 56, 78, 92)) +
    poly(reversed(box(30, 66, 70, 80))),
  // A bottle of nail polish: tall cap, rounded bottle, a highlight.
  polish: () =>
    poly(capsule(50, 10, 50, 34, 9)) +
    poly(box(42, 40, 58, 48)) +
    "M28 48H72Q84 48 84 60V82Q84 94 72 94H28Q16 94 16 82V60Q16 48 28 48Z" +
    poly(reversed(capsule(28, 60, 28, 82, 3))),
  // A dog biscuit: a bone, turned.
  bone: () => {
    const ends = rotate(
      [
        [22, 40],
        [22, 60],
        [78, 40],
        [78, 60],
      ],
      -32,
    );
    const bar = rotate(capsule(24, 50, 76, 50, 10), -32);
    return poly(bar) + ends.map(([x, y]) => circle(x, y, 12)).join("") + poly(rotate(reversed(box(40, 48, 60, 52)), -32));
  },
  // A feather: a curved vane with its shaft and quill.
  feather: () => "M84 8C52 10 22 40 24 78C50 78 82 48 84 8Z" + poly(reversed(capsule(30, 72, 76, 18, 1.4))) + poly(capsule(26, 76, 10, 94, 2.4)),
  // A realty yard sign: the post, its arm, a board on two chains with a house cut out.
  yardsign: () =>
    poly(capsule(20, 8, 20, 96, 4)) +
    poly(capsule(20, 18, 88, 18, 3)) +
    poly(capsule(40, 18, 40, 32, 1.2)) +
    poly(capsule(78, 18, 78, 32, 1.2)) +
    poly(box(30, 30, 88, 72)) +
    poly(
      reversed([
        [59, 38],
        [74, 52],
        [70, 52],
        [70, 64],
        [48, 64],
        [48, 52],
        [44, 52],
      ]),
    ),
  // An arched front door: a fanlight, two panels and a knob.
  door: () =>
    "M20 96V44A30 30 0 0 1 80 44V96Z" +
    poly(reversed(arcPoints(50, 44, 20, 180, 360, 24))) +
    poly(reversed(box(30, 52, 70, 66))) +
    poly(reversed(box(30, 72, 70, 90))) +
    circle(75, 69, 2.6, true),
  // A hop cone: overlapping bracts, a leaf and a bine.
  hops: () => {
    let d = "M50 12C72 24 78 52 64 78C58 88 54 93 50 97C46 93 42 88 36 78C22 52 28 24 50 12Z";
    for (const [y, w] of [
      [34, 20],
      [50, 22],
      [66, 17],
      [80, 10],
    ] as const) {
      const v: Pt[] = [
        [50 - w, y - 6],
        [50, y + 2],
        [50 + w, y - 6],
      ];
      d += poly(reversed([...v, ...reversed(v.map(([x, yy]) => [x, yy + 3.4] as const))]));
    }
    return d + poly(capsule(50, 14, 44, 3, 2.2)) + poly(rotate(ellipsePoints(74, 14, 16, 7), -20, 74, 14));
  },
  // The wedge at the crown of an arch, a keyhole cut through it, the arch's stones falling away on either side.
  keystone: () =>
    poly([
      [30, 6],
      [70, 6],
      [62, 62],
      [38, 62],
    ]) +
    poly(reversed([...arcPoints(50, 26, 8, 120, 420, 24), [56, 48], [44, 48]])) +
    [200, 226, 292, 318].map((a) => poly(band(50, 86, 28, 48, a, a + 22))).join(""),
  // A column: capital, fluted shaft, stepped base.
  pillar: () => {
    let d = poly(box(18, 10, 82, 18)) + poly(box(26, 18, 74, 24)) + poly(box(30, 24, 70, 80)) + poly(box(26, 80, 74, 86)) + poly(box(18, 86, 82, 94));
    for (const x of [36, 45, 54, 63]) d += poly(reversed(box(x, 30, x + 3, 74)));
    return d;
  },
  // Ridgelines one behind another, the highest catching a flag.
  ridge: () => {
    let d = "";
    for (const [y, k] of [
      [30, 1],
      [54, 0.8],
      [78, 0.6],
    ] as const) {
      const top: Pt[] = [
        [4, y + 16 * k],
        [30, y - 6 * k],
        [48, y + 8 * k],
        [72, y - 16 * k],
        [96, y + 6 * k],
      ];
      d += poly([...top, ...reversed(top.map(([x, yy]) => [x, yy + 9] as const))]);
    }
    return (
      d +
      poly(capsule(72, 14, 72, 2, 1.6)) +
      poly([
        [73, 2],
        [88, 6],
        [73, 10],
      ])
    );
  },
  // A compass: a ring, the four-pointed needle and its pivot.
  compass: () => circle(50, 50, 46) + circle(50, 50, 39, true) + poly(star(50, 50, 34, 8, 4)) + circle(50, 50, 4, true),
  // A kettlebell: the handle's loop over a flat-bottomed bell.
  kettlebell: () => circle(50, 30, 24) + circle(50, 30, 14, true) + "M50 34A32 32 0 0 1 80 76L74 92H26L20 76A32 32 0 0 1 50 34Z",
  // A coffee bean: an oval with its S-shaped crease.
  bean: () => {
    const crease: Pt[] = [];
    for (let i = 0; i <= 20; i++) {
      const v = -36 + (72 * i) / 20;
      crease.push([50 + 5 * Math.sin((v / 36) * Math.PI) - 2, 50 + v]);
    }
    const hole = [...crease, ...reversed(crease.map(([x, y]) => [x + 4, y] as const))];
    return poly(rotate(ellipsePoints(50, 50, 30, 44), 32)) + poly(rotate(hole, 32));
  },
  // A linden leaf: a heart-shaped blade to a point, its veins, the stalk.
  linden: () => {
    let d = "M50 6C70 20 92 38 90 58C88 74 72 82 57 77L50 73L43 77C28 82 12 74 10 58C8 38 30 20 50 6Z";
    d += poly(reversed(capsule(50, 16, 50, 70, 1.4)));
    for (const [y, dx] of [
      [34, 18],
      [48, 24],
      [62, 20],
    ] as const) {
      d += poly(reversed(capsule(50, y + 8, 50 + dx, y - 4, 1.2))) + poly(reversed(capsule(50, y + 8, 50 - dx, y - 4, 1.2)));
    }
    return d + poly(capsule(50, 74, 50, 96, 2.6));
  },
  // A wrench laid across a road: the mechanic who comes to you.
  roadwrench: () => {
    const head = [...arcPoints(50, 24, 20, -62, 242, 48), [42, 14] as const, [44, 28] as const, [56, 28] as const, [58, 14] as const];
    const handle = capsule(50, 40, 50, 88, 8);
    const fit = (pts: readonly Pt[]) => rotate(pts, -45).map(([x, y]) => [50 + (x - 50) * 0.8, 44 + (y - 50) * 0.8] as const);
    let d = poly(fit(head)) + poly(fit(handle)) + poly(box(2, 80, 98, 96));
    for (const x of [8, 40, 72]) d += poly(reversed(box(x, 86.5, x + 18, 89.5)));
    return d;
  },
  // A gear: sixteen flats, eight of them teeth, round a hole.
  gear: () => {
    const pts: Pt[] = [];
    for (let i = 0; i < 8; i++) {
      const a = i * 45;
      pts.push(...arcPoints(50, 50, 46, a - 10, a + 10, 3), ...arcPoints(50, 50, 35, a + 14, a + 31, 3));
    }
    return poly(pts) + circle(50, 50, 15, true);
  },
  acorn: () =>
    "M24 46C24 30 36 24 50 24C64 24 76 30 76 46Z" + poly(capsule(50, 8, 54, 22, 3.5)) + "M30 50L70 50C70 72 62 88 50 94C38 88 30 72 30 50Z",
};

/** The motif as an SVG path in a 100x100 box. */
export function motifPath(motif: Motif): string {
  return PATHS[motif]();
}

/** The motif placed with its box centred on (cx, cy) and `size` wide. */
export function motifAt(motif: Motif, cx: number, cy: number, size: number, fill: string, extra = ""): string {
  const s = size / 100;
  return `<path transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(s)})" d="${motifPath(motif)}" fill="${fill}"${extra}/>`;
}

export type MarkStyle = "bare" | "disc" | "tile" | "ring" | "outline" | "arch" | "split" | "monogram";

/** The motif turned by `tilt` degrees about its centre. */
/**
 * A turn of the drawing about (cx, cy). The half turn is a mirror instead: a mountain, a roof or a
 * cup upside down is no mark anyone would draw, and mirrored it still reads as itself.
 */
export function turn(svg: string, tilt: number, cx: number, cy: number): string {
  if (!tilt) return svg;
  const how = tilt === 180 ? `matrix(-1 0 0 1 ${f(2 * cx)} 0)` : `rotate(${f(tilt)} ${f(cx)} ${f(cy)})`;
  return `<g transform="${how}">${svg}</g>`;
}

/** Things that stand on the ground: a roof, a mountain or a cup is never drawn leaning, only mirrored. */
const UPRIGHT = new Set<Motif>(["roof", "house", "peak", "pine", "tree", "stack", "cup", "acorn", "lamp", "tooth"]);
export const tiltOf = (motif: Motif, tilt: number): number => (tilt && UPRIGHT.has(motif) ? 180 : tilt);

function turned(motif: Motif, cx: number, cy: number, size: number, fill: string, tilt: number, extra = ""): string {
  return turn(motifAt(motif, cx, cy, size, fill, extra), tiltOf(motif, tilt), cx, cy);
}

/**
 * A brand mark: the motif alone, knocked out of a disc or rounded tile, inside a ring, or
 * drawn in outline. `fg` is the mark colour, `bg` the container colour; `tilt` turns the motif.
 */
export function mark(motif: Motif, cx: number, cy: number, size: number, style: MarkStyle, fg: string, bg: string, tilt = 0): string {
  switch (style) {
    case "disc":
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size / 2)}" fill="${bg}"/>` + turned(motif, cx, cy, size * 0.58, fg, tilt);
    case "tile":
      return (
        `<rect x="${f(cx - size / 2)}" y="${f(cy - size / 2)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.24)}" fill="${bg}"/>` +
        turned(motif, cx, cy, size * 0.6, fg, tilt)
      );
    case "ring":
      return (
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.46)}" fill="none" stroke="${bg}" stroke-width="${f(size * 0.06)}"/>` +
        turned(motif, cx, cy, size * 0.56, fg, tilt)
      );
    case "outline":
      return turned(motif, cx, cy, size * 0.92, "none", tilt, ` stroke="${fg}" stroke-width="5" stroke-linejoin="round"`);
    default:
      return turned(motif, cx, cy, size, fg, tilt);
  }
}
