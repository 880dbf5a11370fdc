/**
 * The priced offers of the landing pages, each price once and as numbers (whole dollars), with
 * how long the work takes. The pages' price lines and the chat assistants both read these, so
 * neither can state a price the other doesn't. The bundle and the add-ons live in site.ts.
 */
import { usd } from "./site.ts";

export interface Offer {
  id: string;
  name: string;
  /** The lowest price, or the one price. */
  from: number;
  /** The top of a range, when the price is a range. */
  to?: number;
  /** "+" when the range is open-ended ("$3,000-$20,000+"). */
  openEnded?: boolean;
  /** A set price rather than a starting one ("$500" for the session, not "from $500"). */
  fixed?: boolean;
  /** How long the work takes, as the pages say it. */
  duration?: string;
  /** What it includes, in the pages' words. */
  includes?: readonly string[];
}

const offer = <T extends Offer>(o: T): T => o;

export const offers = {
  branding: offer({ id: "branding", name: "Branding", from: 500 }),
  brandIdentity: offer({
    id: "brand-identity",
    name: "Brand identity design",
    from: 800,
    includes: ["a logo with 3 concepts and 2 revisions", "a color palette", "typography", "brand guidelines"],
  }),
  redesign: offer({
    id: "redesign",
    name: "A website redesign",
    from: 1500,
    to: 5000,
    duration: "4-6 weeks",
    includes: ["a homepage plus 4 service pages", "30-day support"],
  }),
  socialKit: offer({
    id: "social-media-kit",
    name: "A social media kit",
    from: 400,
    duration: "5-7 days",
    includes: [
      "a kit for up to 3 platforms",
      "3 branded post templates",
      "a profile picture and cover banner",
      "story highlight covers",
      "a bio template",
    ],
  }),
  rebranding: offer({ id: "rebranding", name: "Rebranding", from: 2500, to: 15000, duration: "6-10 weeks" }),
  strategy: offer({ id: "brand-strategy", name: "Brand strategy", from: 3000, to: 8000, duration: "4-6 weeks" }),
  hire: offer({ id: "hire", name: "Agency projects", from: 1500, to: 15000, duration: "4-8 weeks for brand projects, 6-12 weeks for websites" }),
  midtown: offer({ id: "midtown", name: "Midtown projects", from: 1000, to: 10000 }),
  buckhead: offer({ id: "buckhead", name: "Buckhead projects", from: 3000, to: 20000, openEnded: true }),
  strategySession: offer({ id: "brand-strategy-session", name: "The Brand Strategy Session (2 hours)", from: 500, fixed: true }),
  brandAudit: offer({ id: "brand-audit", name: "The Brand Audit & Report", from: 1500, fixed: true }),
  completeStrategy: offer({ id: "complete-brand-strategy", name: "Complete Brand Strategy", from: 3500, duration: "2-4 weeks" }),
  starter: offer({ id: "starter-package", name: "The Starter package", from: 800, includes: ["a logo", "business cards", "brand guidelines"] }),
  growth: offer({
    id: "growth-package",
    name: "The Growth package",
    from: 2500,
    includes: ["a complete brand identity", "website design", "a social media kit"],
  }),
  premium: offer({
    id: "premium-package",
    name: "The Premium package",
    from: 5000,
    includes: ["full brand strategy", "a professional website", "marketing materials"],
  }),
} as const;

/** A price as the pages write it: "$500", "$1,500-$5,000", "$3,000-$20,000+". */
export function priceOf(o: Offer): string {
  return o.to === undefined ? usd(o.from) : `${usd(o.from)}-${usd(o.to)}${o.openEnded ? "+" : ""}`;
}

/** "from $800" for a starting price, the range itself for a range. */
export function fromPrice(o: Offer): string {
  return o.to === undefined && !o.fixed ? `from ${usd(o.from)}` : priceOf(o);
}
