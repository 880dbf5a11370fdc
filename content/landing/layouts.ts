/**
 * How each search landing page is composed. One template renders them all; this data picks
 * the order of its sections and the work it shows (a project beside the hero, a case study,
 * a strip of three), chosen to match what the visitor searched for, so no two pages read
 * alike. The words stay in each page's own file.
 */

/** A block of the landing template between the hero and the closing band. */
export type LandingSection =
  | "benefits" // why choose us: cards
  | "included" // what's included: check-list
  | "highlights" // areas, tiers or options (only pages that have them)
  | "process" // numbered steps
  | "testimonial" // the page's client quote, with portrait
  | "caseStudy" // one project told briefly
  | "workStrip" // three projects with their results
  | "logoWall" // client names
  | "faq";

/**
 * Which design each list-like block takes: the reasons as raised cards or as an editorial list
 * beside a large heading; the process as a row of ruled columns or as a list of rows. Each order
 * of sections brings its own, so pages differ in shape, not only in order.
 */
export interface LandingLooks {
  benefits: "cards" | "list";
  process: "ruled" | "list";
}

/**
 * How the page opens: `split`, the words and the project side by side on the green band;
 * `cover`, the title on the light ground and the project under it across the whole width;
 * `statement`, the title across the green band and the project under it beside the words.
 * Pages next to each other in the list open differently.
 */
export type LandingHero = "split" | "cover" | "statement";

export interface LandingLayout {
  /** Portfolio slug shown in the opening. */
  heroWork: string;
  hero: LandingHero;
  /** The opening's project on the left on wide screens (split and statement openings). */
  heroWorkFirst?: boolean;
  caseStudy: string;
  workStrip: [string, string, string];
  sections: LandingSection[];
  looks: LandingLooks;
}

// A handful of orders, each with its looks; with the work each page picks, no two pages share both.
type Composition = Pick<LandingLayout, "sections" | "looks">;
const proofFirst: Composition = {
  sections: ["caseStudy", "benefits", "included", "highlights", "process", "testimonial", "workStrip", "faq"],
  looks: { benefits: "list", process: "ruled" },
};
const reasonsFirst: Composition = {
  sections: ["benefits", "workStrip", "included", "highlights", "process", "testimonial", "caseStudy", "faq"],
  looks: { benefits: "cards", process: "list" },
};
const clientsFirst: Composition = {
  sections: ["logoWall", "benefits", "process", "caseStudy", "included", "highlights", "testimonial", "workStrip", "faq"],
  looks: { benefits: "list", process: "list" },
};
const voiceFirst: Composition = {
  sections: ["testimonial", "included", "highlights", "workStrip", "benefits", "process", "caseStudy", "faq"],
  looks: { benefits: "cards", process: "ruled" },
};
const offerFirst: Composition = {
  sections: ["included", "highlights", "caseStudy", "benefits", "testimonial", "process", "workStrip", "faq"],
  looks: { benefits: "list", process: "list" },
};
const processFirst: Composition = {
  sections: ["process", "workStrip", "benefits", "highlights", "testimonial", "included", "caseStudy", "logoWall", "faq"],
  looks: { benefits: "cards", process: "list" },
};

export const landingLayouts: Record<string, LandingLayout> = {
  "branding-agency-atlanta": {
    heroWork: "crumb-cardamom-bakery-brand-identity",
    hero: "statement",
    caseStudy: "bellwood-roofing-gutters-brand-identity",
    workStrip: ["velvet-fern-salon-rebrand", "copperline-electric-brand-identity", "nightjar-cocktail-bar-brand-identity"],
    ...clientsFirst,
  },
  "brand-identity-designer-atlanta": {
    heroWork: "juniper-pine-floral-studio-brand-identity",
    hero: "cover",
    caseStudy: "halcyon-counseling-collective-brand-identity",
    workStrip: ["panaderia-la-ceiba-brand-identity", "summit-ridge-wealth-advisors-brand-identity", "blue-heron-swim-school-brand-identity"],
    ...proofFirst,
  },
  "website-redesign-atlanta": {
    heroWork: "lindenwood-family-dental-website-redesign",
    hero: "split",
    caseStudy: "greenline-home-cleaning-website-redesign",
    workStrip: ["brightwater-physical-therapy-website-redesign", "kettle-creek-heating-air-service-website", "dunmore-auto-care-website"],
    ...offerFirst,
  },
  "social-media-branding-atlanta": {
    heroWork: "sunday-glaze-donuts-social-media-kit",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "polished-by-nia-nail-studio-social-kit",
    workStrip: ["cadence-cycle-club-social-templates", "sharpline-barber-co-social-kit", "cold-front-creamery-summer-social-campaign"],
    ...reasonsFirst,
  },
  "rebranding-services-atlanta": {
    heroWork: "velvet-fern-salon-rebrand",
    hero: "cover",
    caseStudy: "fetch-feather-pet-supply-rebrand",
    workStrip: ["trailhead-granola-co-pouch-redesign", "brightwater-physical-therapy-website-redesign", "okafor-mobile-mechanics-logo-and-van-wrap"],
    ...proofFirst,
  },
  "atlanta-brand-strategy-agency": {
    heroWork: "summit-ridge-wealth-advisors-brand-identity",
    hero: "split",
    caseStudy: "porchlight-literacy-project-brand-identity",
    workStrip: ["halcyon-counseling-collective-brand-identity", "copperline-electric-brand-identity", "keystone-home-inspections-logo-design"],
    ...processFirst,
  },
  "hire-brand-design-agency-atlanta": {
    heroWork: "nightjar-cocktail-bar-brand-identity",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "crumb-cardamom-bakery-brand-identity",
    workStrip: ["ember-hill-coffee-roasters-bag-design", "okra-iron-kitchen-menu-design", "two-rivers-pressure-washing-logo-and-truck-wrap"],
    ...voiceFirst,
  },
  "branding-agency-midtown-atlanta": {
    heroWork: "copperline-electric-brand-identity",
    hero: "cover",
    caseStudy: "velvet-fern-salon-rebrand",
    workStrip: ["laurel-lark-cafe-website", "seraphine-skin-studio-social-content", "mei-garden-tea-house-tea-tins"],
    ...offerFirst,
  },
  "branding-agency-buckhead-atlanta": {
    heroWork: "harlow-pike-estate-law-website",
    hero: "split",
    caseStudy: "solis-park-immigration-law-stationery",
    workStrip: ["tallulah-rose-boutique-online-store", "seraphine-skin-studio-social-content", "summit-ridge-wealth-advisors-brand-identity"],
    ...clientsFirst,
  },
  "brand-consultant-atlanta": {
    heroWork: "halcyon-counseling-collective-brand-identity",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "keystone-home-inspections-logo-design",
    workStrip: ["porchlight-literacy-project-brand-identity", "panaderia-la-ceiba-brand-identity", "fairlane-ledger-bookkeeping-website"],
    ...processFirst,
  },
  "hire-website-design-atlanta": {
    heroWork: "kettle-creek-heating-air-service-website",
    hero: "cover",
    caseStudy: "marigold-paws-grooming-booking-site",
    workStrip: ["little-acorn-learning-house-website", "westview-porch-realty-website", "slow-oak-yoga-website"],
    ...reasonsFirst,
  },
  "web-design-services-atlanta-near-me": {
    heroWork: "laurel-lark-cafe-website",
    hero: "split",
    caseStudy: "dunmore-auto-care-website",
    workStrip: ["hollowtree-brewing-taproom-website", "ironvine-strength-studio-website", "southside-supper-table-nonprofit-website"],
    ...clientsFirst,
  },
  "ecommerce-web-design-atlanta": {
    heroWork: "tallulah-rose-boutique-online-store",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "lantern-lane-candle-co-packaging",
    workStrip: ["second-bloom-vintage-post-templates", "honeysuckle-hollow-apiary-honey-jars", "smokestack-pepper-works-hot-sauce-labels"],
    ...proofFirst,
  },
  "conversion-website-design-atlanta": {
    heroWork: "marigold-paws-grooming-booking-site",
    hero: "cover",
    caseStudy: "brightwater-physical-therapy-website-redesign",
    workStrip: ["fairlane-ledger-bookkeeping-website", "greenline-home-cleaning-website-redesign", "kettle-creek-heating-air-service-website"],
    ...processFirst,
  },
  "top-web-and-branding-agency-atlanta": {
    heroWork: "hollowtree-brewing-taproom-website",
    hero: "split",
    caseStudy: "ember-hill-coffee-roasters-bag-design",
    workStrip: ["lindenwood-family-dental-website-redesign", "juniper-pine-floral-studio-brand-identity", "kudzu-kombucha-can-design"],
    ...voiceFirst,
  },
  "atlanta-design-agency-for-startups": {
    heroWork: "kudzu-kombucha-can-design",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "north-star-learning-lab-social-and-email",
    workStrip: ["cadence-cycle-club-social-templates", "fairlane-ledger-bookkeeping-website", "ironvine-strength-studio-website"],
    ...offerFirst,
  },
  "social-media-graphics-design-atlanta": {
    heroWork: "cold-front-creamery-summer-social-campaign",
    hero: "cover",
    caseStudy: "sharpline-barber-co-social-kit",
    workStrip: ["nguyen-home-collective-social-content", "second-bloom-vintage-post-templates", "seraphine-skin-studio-social-content"],
    ...voiceFirst,
  },
  "brand-packages-atlanta": {
    heroWork: "panaderia-la-ceiba-brand-identity",
    hero: "split",
    caseStudy: "okafor-mobile-mechanics-logo-and-van-wrap",
    workStrip: ["mercer-home-group-listing-print-kit", "wellspring-spine-chiropractic-patient-materials", "glenwood-porch-market-season-posters"],
    ...reasonsFirst,
  },
  "best-branding-agency-atlanta": {
    heroWork: "blue-heron-swim-school-brand-identity",
    hero: "statement",
    heroWorkFirst: true,
    caseStudy: "sweetgum-pediatric-dentistry-brand-identity",
    workStrip: ["nightjar-cocktail-bar-brand-identity", "juniper-pine-floral-studio-brand-identity", "crumb-cardamom-bakery-brand-identity"],
    ...clientsFirst,
  },
};
