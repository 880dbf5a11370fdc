/**
 * Which portfolio projects the marketing pages show, and the words around them. Slugs point
 * into content/portfolio; the images are the ones the portfolio already generates.
 */

export const homeWork = {
  eyebrow: "Selected work",
  heading: "Brands and websites we have made in Atlanta",
  lead: "A bakery, a dental practice, a cocktail bar: each one now looks like the business its owners run.",
  slugs: ["crumb-cardamom-bakery-brand-identity", "lindenwood-family-dental-website-redesign", "nightjar-cocktail-bar-brand-identity"],
  /** The piece the home page opens on, large, beside Ava's card. */
  hero: "kudzu-kombucha-can-design",
} as const;

/**
 * The projects /portfolio shows large on its first screens, before the full grid: the first
 * one full width, then two to a row (an odd count, so no row is left with one).
 */
export const portfolioFeatured = {
  heading: "Featured projects",
  slugs: [
    "kudzu-kombucha-can-design",
    "crumb-cardamom-bakery-brand-identity",
    "ember-hill-coffee-roasters-bag-design",
    "lindenwood-family-dental-website-redesign",
    "okafor-mobile-mechanics-logo-and-van-wrap",
    "trailhead-granola-co-pouch-redesign",
    "glenwood-porch-market-season-posters",
    "nightjar-cocktail-bar-brand-identity",
    "mei-garden-tea-house-tea-tins",
  ],
  /** How many of the other projects the grid shows before "Show all". */
  firstPage: 12,
} as const;

/** One project per service category on /services, keyed like content/services.ts. */
export const serviceWork: Record<string, string> = {
  branding: "juniper-pine-floral-studio-brand-identity",
  website: "kettle-creek-heating-air-service-website",
  social: "sunday-glaze-donuts-social-media-kit",
  business: "mercer-home-group-listing-print-kit",
  tools: "marigold-paws-grooming-booking-site",
  fix: "greenline-home-cleaning-website-redesign",
};

export const servicesWorkStrip = {
  heading: "One team, every piece of the brand",
  lead: "Identity, website, packaging and print, made to belong together.",
  slugs: ["velvet-fern-salon-rebrand", "tallulah-rose-boutique-online-store", "ember-hill-coffee-roasters-bag-design"],
} as const;

/** The heading over the wall of client names (home and landing pages). */
export const clientWall = { heading: "Trusted by Atlanta small businesses" };
