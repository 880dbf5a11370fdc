/**
 * A client's logo on its own, for the "Trusted by" strip: the mark and the name in the
 * client's own lettering and colours, on a transparent 360x120 canvas. Drawn by the same
 * identity code as the portfolio pictures (kinds/brand.ts), so the strip and the work agree.
 */
import type { Art } from "#content/schemas/collections.ts";
import { lockup } from "./kinds/brand.ts";
import { hashString, makeRng, makeTheme, type Ctx } from "./kinds/lib.ts";

export function clientMarkSvg(art: Art): string {
  const seed = hashString(`${art.label}|mark`);
  const ctx: Ctx = { art, theme: makeTheme(art.palette), rng: makeRng(seed), seed, t: 1, nth: 0, defs: new Map() };
  const body = lockup(ctx, 180, 60, 62, "#ffffff", "horizontal", 340, { textFill: ctx.theme.ink }).svg;
  const defs = ctx.defs.size ? `<defs>${[...ctx.defs.values()].join("")}</defs>` : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">${defs}${body}</svg>`;
  // Outlines to a tenth of a unit: a fraction of the bytes, no visible change at this size.
  return svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10))}"`);
}
