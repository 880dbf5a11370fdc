/**
 * Turns an `Art` description into an SVG composition that looks like a studio's portfolio
 * shot of that kind of work. Pure and deterministic: the same art always gives the same SVG.
 * Layout variations are chosen from a hash of label + kind.
 */
import type { Art } from "#content/schemas/collections.ts";
import { W, H, f, hashString, makeRng, makeTheme, type Ctx, type Scene } from "./kinds/lib.ts";
import { logoSystem } from "./kinds/logo-system.ts";
import { websiteDesktop } from "./kinds/website-desktop.ts";
import { websiteMobile } from "./kinds/website-mobile.ts";
import { packaging, storeShelf } from "./kinds/packaging.ts";
import { print } from "./kinds/print.ts";
import { formatOf, socialGrid } from "./kinds/social-grid.ts";
import { brandGuide } from "./kinds/brand-guide.ts";
import { signage } from "./kinds/signage.ts";
import { banner, tote, yardSign } from "./kinds/small-signs.ts";
import { projectingSign, sandwichBoard, streetBanner } from "./kinds/street-signs.ts";
import { bottlesCookout, cansCooler, kraftBagsCafe, soapBath } from "./kinds/in-place.ts";
import { deviceOf, pageOf } from "./kinds/web-pages.ts";
import { quietRoom } from "./kinds/quiet-room.ts";
import {
  candlesSill,
  cans,
  doorHanger,
  jars,
  jarsStall,
  kraftBags,
  markSketch,
  pouches,
  pouchesPorch,
  pouchesTrail,
  pinboard,
  pouchPanel,
  posters,
  soap,
  tins,
  tinsShelf,
} from "./kinds/scenes.ts";
import { tinLid } from "./kinds/tea.ts";

export { motifPath, mark } from "./kinds/motifs.ts";
export { escapeXml } from "./kinds/lib.ts";
export { ogCardSvg } from "./kinds/og-card.ts";
export { deviceOf, pageOf };
export { formatOf };

/** Every image is composed on a 1200x800 (3:2) canvas. */
export const BASE_WIDTH = W;
export const BASE_HEIGHT = H;

const KINDS: Record<Art["kind"], (ctx: Ctx) => Scene> = {
  "logo-system": logoSystem,
  "website-desktop": websiteDesktop,
  "website-mobile": websiteMobile,
  packaging,
  print,
  "social-grid": socialGrid,
  "brand-guide": brandGuide,
  signage,
};

type SceneName = NonNullable<Art["scene"]>;
/** A scene asked for by name: its own composition, or a kind drawn with one of its layouts. */
const SCENES: Record<SceneName, (ctx: Ctx) => Scene> = {
  shelf: storeShelf,
  bottles: (ctx) => packaging({ ...ctx, pick: 1 }),
  "cafe-set": (ctx) => packaging({ ...ctx, pick: 2 }),
  cans,
  "kraft-bags": kraftBags,
  pouches,
  "pouch-panel": pouchPanel,
  "pouches-trail": pouchesTrail,
  "pouches-porch": pouchesPorch,
  tins,
  "tins-shelf": tinsShelf,
  "tin-lid": tinLid,
  "candles-sill": candlesSill,
  soap,
  jars,
  "jars-stall": jarsStall,
  "kraft-bags-cafe": kraftBagsCafe,
  "bottles-cookout": bottlesCookout,
  "cans-cooler": cansCooler,
  "soap-bath": soapBath,
  "flyer-cards": (ctx) => print({ ...ctx, pick: 0 }),
  stationery: (ctx) => print({ ...ctx, pick: 1 }),
  menu: (ctx) => print({ ...ctx, pick: 2 }),
  brochure: (ctx) => print({ ...ctx, pick: 2 }),
  "z-fold": (ctx) => print({ ...ctx, pick: 2 }),
  "program-stack": (ctx) => print({ ...ctx, pick: 2 }),
  "door-hanger": doorHanger,
  posters,
  storefront: (ctx) => signage({ ...ctx, pick: 0 }),
  van: (ctx) => signage({ ...ctx, pick: 6 }),
  "food-truck": (ctx) => signage({ ...ctx, pick: 4 }),
  pickup: (ctx) => signage({ ...ctx, pick: 5 }),
  lobby: (ctx) => signage({ ...ctx, pick: 2 }),
  "quiet-room": quietRoom,
  billboard: (ctx) => signage({ ...ctx, pick: 3 }),
  "yard-sign": yardSign,
  banner,
  tote,
  "projecting-sign": projectingSign,
  "street-banner": streetBanner,
  "sandwich-board": sandwichBoard,
  "mark-sketch": markSketch,
  pinboard,
  "logo-board": (ctx) => logoSystem({ ...ctx, pick: 0 }),
  "logo-tiles": (ctx) => logoSystem({ ...ctx, pick: 1 }),
  "logo-field": (ctx) => logoSystem({ ...ctx, pick: 2 }),
  "swatch-fan": (ctx) => logoSystem({ ...ctx, pick: 3 }),
  "mark-crop": (ctx) => logoSystem({ ...ctx, pick: 4 }),
  "sticker-sheet": (ctx) => logoSystem({ ...ctx, pick: 5 }),
};

/**
 * What a picture shows, in words: its named scene, a website's page and device, a social format,
 * or its kind. The contact sheet captions covers with it, and a test keeps any one from serving
 * many covers.
 */
export function compositionOf(art: Art, nth = 0): string {
  if (art.scene) return art.scene;
  if (art.kind === "website-desktop") return `${pageOf({ art, nth })} page · ${deviceOf({ art, nth })}`;
  if (art.kind === "social-grid") return `social ${formatOf({ art, nth })}`;
  return art.kind;
}

/** Kinds whose animation is their own motion (a page scrolling) rather than layers building up. */
const SELF_ANIMATED = new Set<Art["kind"]>(["website-desktop", "website-mobile"]);

/** Options for a composition. */
export interface ArtOptions {
  /**
   * The image's position among the project's images of the same kind (0 for the first).
   * Each step picks the next layout, so sibling images never look alike.
   */
  nth?: number;
}

function makeCtx(art: Art, t: number, opts: ArtOptions): Ctx {
  const nth = Math.max(0, Math.floor(opts.nth ?? 0));
  const seed = hashString(`${art.label}|${art.kind}|${art.tagline ?? ""}|${nth}`);
  return { art, theme: makeTheme(art.palette), rng: makeRng(seed), seed, t, nth, defs: new Map() };
}

function wrapSvg(ctx: Ctx, width: number, height: number, body: string): string {
  const defs = ctx.defs.size ? `<defs>${[...ctx.defs.values()].join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    defs +
    body +
    `</svg>`
  );
}

const ease = (a: number) => 1 - (1 - a) ** 3;

/**
 * One frame of the composition at progress `t` (0..1). At t = 1 this is the finished still.
 * Layers fade and rise in one after another; self-animated kinds move on their own.
 */
export function artFrameSvg(art: Art, width: number, height: number, t: number, opts: ArtOptions = {}): string {
  const ctx = makeCtx(art, Math.max(0, Math.min(1, t)), opts);
  const scene = art.scene ? SCENES[art.scene](ctx) : KINDS[art.kind](ctx);
  if ((SELF_ANIMATED.has(art.kind) && !art.scene) || ctx.t >= 1) {
    return wrapSvg(ctx, width, height, scene.background + scene.layers.join(""));
  }
  const n = scene.layers.length;
  let body = scene.background;
  scene.layers.forEach((layer, i) => {
    const a = Math.max(0, Math.min(1, ctx.t * (n + 1) - i));
    if (a <= 0) return;
    if (a >= 1) body += layer;
    else body += `<g opacity="${f(ease(a))}" transform="translate(0 ${f((1 - ease(a)) * 28)})">${layer}</g>`;
  });
  return wrapSvg(ctx, width, height, body);
}

/** The finished composition as an SVG document of the given pixel size. */
export function artToSvg(art: Art, width: number = W, height: number = H, opts: ArtOptions = {}): string {
  return artFrameSvg(art, width, height, 1, opts);
}

/**
 * Frames for a short loop and each frame's delay in ms. The last frame is the finished still
 * and is held longest.
 */
export function artFrames(art: Art, width: number, height: number, count = 12, opts: ArtOptions = {}): { svgs: string[]; delays: number[] } {
  const svgs: string[] = [];
  const delays: number[] = [];
  const self = SELF_ANIMATED.has(art.kind);
  for (let i = 0; i < count; i++) {
    const t = self ? i / (count - 1) : (i + 1) / count;
    // Self-animated kinds run their motion over t in 0..1 and end on the still (t = 1).
    svgs.push(artFrameSvg(art, width, height, self ? Math.max(0.0001, t) : t, opts));
    delays.push(i === count - 1 ? 1600 : self && i === 0 ? 600 : 140);
  }
  return { svgs, delays };
}
