/**
 * Which page a website picture shows and on what device: the art can name both (`page`,
 * `device`); otherwise the layout follows the kind of business and the device is picked from
 * the label, shifted for a project's second picture so siblings differ.
 */
import type { Art } from "#content/schemas/collections.ts";
import { deviceFrames } from "#content/schemas/collections.ts";
import { copyFor, type Sector } from "./copy.ts";
import { variant, type Ctx } from "./lib.ts";
import { editorial, photoHero, productPage, shop } from "./web-pages-a.ts";
import { appLike, booking, mission, schedule } from "./web-pages-b.ts";
import { finder, listings, playful, pricing } from "./web-pages-c.ts";
import type { Page } from "./web-kit.ts";

export type PageLayout = NonNullable<Art["page"]>;
export type Device = NonNullable<Art["device"]>;

export const PAGES: Record<PageLayout, (ctx: Ctx) => Page> = {
  "photo-hero": photoHero,
  editorial,
  shop,
  product: productPage,
  booking,
  mission,
  app: appLike,
  schedule,
  listings,
  pricing,
  finder,
  playful,
};

/** The layouts a kind of business reaches for, first choice first. */
const BY_SECTOR: Record<Sector, PageLayout[]> = {
  food: ["photo-hero", "shop"],
  care: ["booking", "finder"],
  trade: ["app", "pricing"],
  home: ["listings", "editorial"],
  active: ["schedule", "pricing"],
  retail: ["shop", "product"],
  pro: ["editorial", "pricing"],
  beauty: ["booking", "shop"],
  giving: ["mission", "editorial"],
  learn: ["playful", "booking"],
  pets: ["booking", "app"],
};

/** A picture's position among its project's pictures of one kind is enough to choose. */
type Choice = Pick<Ctx, "art" | "nth" | "pick">;

export function pageOf(ctx: Choice): PageLayout {
  if (ctx.art.page) return ctx.art.page;
  const options = BY_SECTOR[copyFor(ctx.art).sector];
  return options[ctx.nth % options.length] as PageLayout;
}

export function deviceOf(ctx: Choice): Device {
  return ctx.art.device ?? (deviceFrames[variant(ctx, deviceFrames.length, "device")] as Device);
}
