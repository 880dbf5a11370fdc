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
