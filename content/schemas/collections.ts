/**
 * Content schemas: every word and fact a visitor sees lives in /content as typed data,
 * and each entry is parsed by these schemas in a test, so a typo in a price or a missing
 * field fails the build instead of shipping.
 */
import { z } from "zod";
import { iconNameSchema } from "./icon-names.ts";

const nonEmpty = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by dashes");
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a #rrggbb colour");

/** A short question and answer, used on the FAQ page, landing pages and by the chat engine. */
export const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });

/**
 * How a generated image is drawn. Images are composed in code (SVG) and rendered to
 * AVIF/WebP at build, so each image is described, not stored.
 */
export const artKindSchema = z.enum([
  "logo-system", // logo lock-ups, marks, colour chips on a board
  "website-desktop", // a site in a desktop browser frame
  "website-mobile", // the same site on phones
  "packaging", // boxes, bags, labels, jars
  "print", // business cards, flyers, menus, brochures
  "social-grid", // a grid of branded posts
  "brand-guide", // guideline spreads: type, colour, usage
  "signage", // storefront sign, vehicle wrap, banner
]);
/** The compositions a picture can be asked for by name (scripts/images/art-svg.ts draws each). */
// prettier-ignore
export const artScenes = [
  "shelf", "bottles", "cafe-set", "cans", "kraft-bags", "pouches", "pouch-panel", "pouches-trail", "pouches-porch", "tins", "tins-shelf", "candles-sill", "soap", "jars", "jars-stall",
  "kraft-bags-cafe", "bottles-cookout", "cans-cooler", "soap-bath",
  "flyer-cards", "stationery", "menu", "brochure", "z-fold", "program-stack", "door-hanger", "posters",
  "storefront", "van", "food-truck", "pickup", "lobby", "billboard", "yard-sign", "banner", "tote", "projecting-sign", "street-banner", "sandwich-board", "mark-sketch", "pinboard", "quiet-room",
  "logo-board", "logo-tiles", "logo-field", "swatch-fan", "mark-crop", "sticker-sheet", "tin-lid",
] as const;
/**
 * A website picture's page layout, chosen from what the client's site is for: a restaurant's
 * full-bleed photo hero with a menu strip, a law office's editorial serif column, a shop's
 * product grid, a booking calendar, a nonprofit's mission and donate bar, a phone-first app-like
 * page, a class timetable, a listings map, plan or price tables, a question-and-tiles finder, a
 * playful daycare page, a product page (scripts/images/kinds/web-pages*.ts draw each).
 */
// prettier-ignore
export const pageLayouts = [
  "photo-hero", "editorial", "shop", "booking", "mission", "app", "schedule", "listings", "pricing", "finder", "playful", "product",
] as const;
/**
 * How a website picture shows its page: a desktop browser, a laptop at an angle, a phone beside a
 * desktop, a bare crop, a tablet on the business's counter, the page tilted in space.
 */
export const deviceFrames = ["browser", "laptop", "pair", "crop", "tablet", "tilt"] as const;
/** The format a social picture shows its posts in (scripts/images/kinds/social-*.ts draw each). */
// prettier-ignore
export const socialFormats = ["grid", "profile", "stories", "hero-post", "carousel", "mixed", "ads", "feed", "email"] as const;
export const artSchema = z.object({
  kind: artKindSchema,
  /** Three to five brand colours, darkest first is not required. */
  palette: z.array(hex).min(3).max(5),
  /** The brand or product name drawn in the image. */
  label: nonEmpty.max(32),
  /** A short tagline or headline drawn in the image, if any. */
  tagline: z.string().max(60).optional(),
  /** The drawing at the heart of the mark (scripts/images/kinds/motifs.ts draws each). */
  // prettier-ignore
  motif: z.enum(["leaf", "wave", "peak", "drop", "sun", "circle", "spark", "key", "house", "cup", "paw", "tooth", "wrench", "star", "heart", "bolt", "pod", "fern", "sprig", "bird", "tree", "lamp", "pine", "roof", "stack", "wheel", "blossom", "acorn", "canopy", "bowl", "hanger", "pecan", "rose", "heron", "crescent", "peach", "fork", "pole", "cone", "lotus", "oakleaf", "hive", "skillet", "fan", "spine", "ledger", "trefoil", "candle", "polish", "bone", "feather", "yardsign", "door", "hops", "pillar", "ridge", "compass", "kettlebell", "bean", "linden", "roadwrench", "gear", "keystone"]),
  /**
   * What the picture shows, when it must be one thing: the product the title names (cans,
   * kraft coffee bags, a wrapped van…). Without it the kind picks a composition by the label.
   */
  scene: z.enum(artScenes).optional(),
  /** Website pictures: the page's layout. Without it the layout follows the kind of business the label names. */
  page: z.enum(pageLayouts).optional(),
  /** Website pictures: the device framing. Without it one is picked from the label. */
  device: z.enum(deviceFrames).optional(),
  /** Social pictures: the format. Without it one is picked from the label. */
  format: z.enum(socialFormats).optional(),
  /**
   * Social pictures: the client's own words on its post tiles (scripts/images/kinds/social-posts.ts),
   * given once per client on one of its social pictures: a line in its voice, this week's deal in a
   * word or two and its note, and a coming date ("SAT 14") with what happens then.
   */
  posts: z
    .object({
      slogan: nonEmpty.max(48),
      deal: nonEmpty.max(12),
      note: nonEmpty.max(40),
      date: z.string().regex(/^[A-Z]{3} \d{1,2}$/),
      event: nonEmpty.max(40),
    })
    .optional(),
  /**
   * Menu pictures: the menu's two sections and their dishes, the client's own. Without it the
   * menu lists dishes typical of the kind of food its label names.
   */
  menu: z
    .array(z.object({ heading: nonEmpty.max(18), items: z.array(nonEmpty.max(24)).min(2).max(4) }))
    .length(2)
    .optional(),
  /**
   * Product pictures: the client's own range, the names its packs carry, each with its name in the
   * client's second language where its packs are lettered in two (drawn in a brush face). Without
   * it the packs take flavours from the tagline and a stock list. Given on the cover.
   */
  range: z
    .array(z.object({ name: nonEmpty.max(22), local: z.string().max(6).optional() }))
    .min(2)
    .max(6)
    .optional(),
  /** The client's name in its second language, lettered beside the English on its packs. */
  localLabel: z.string().max(8).optional(),
  /** Meaningful alt text describing what the image shows. */
  alt: nonEmpty.min(20),
  /**
   * Real contact details to draw (the studio's own imagery). Without them an invented client
   * gets a made-up domain, email and 555 number derived from its label.
   */
  contact: z.object({ domain: nonEmpty, email: z.email(), phone: nonEmpty }).optional(),
  /**
   * Who a business card's back names. Without it an invented client's card names an invented
   * owner; the studio's own card names no invented person.
   */
  cardholder: z.object({ name: nonEmpty, role: nonEmpty }).optional(),
});

export const portfolioCategorySchema = z.enum(["Branding", "Packaging Design", "Website", "Print Design", "Social Media"]);

export const portfolioProjectSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: nonEmpty,
  client: nonEmpty,
  category: portfolioCategorySchema,
  services: z.array(nonEmpty).min(1),
  shortDescription: nonEmpty.max(180),
  fullDescription: nonEmpty.min(200),
  challengesSolved: z.array(nonEmpty).min(2),
  results: z.array(nonEmpty).min(2),
  image: artSchema,
  gallery: z.array(artSchema).min(1).max(3),
  videos: z.array(z.object({ title: nonEmpty, caption: nonEmpty, art: artSchema })).optional(),
  liveUrl: z.url().optional(),
  clientTestimonial: z.object({ text: nonEmpty, author: nonEmpty, position: nonEmpty }),
  /** "2 weeks" up to "12 weeks". */
  projectDuration: z.string().regex(/^(?:[2-9]|1[0-2]) weeks$/),
  technologies: z.array(nonEmpty).optional(),
  /** Atlanta-area neighbourhood or city of the (invented) client. */
  location: nonEmpty,
  industry: nonEmpty,
});

export const landingPageSchema = z.object({
  slug,
  /** <title>: unique, mentions Atlanta. */
  metaTitle: nonEmpty.max(70),
  metaDescription: nonEmpty.min(80).max(170),
  /** Schema.org Service name for JSON-LD. */
  serviceName: nonEmpty,
  hero: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty,
    lead: nonEmpty,
    /** Price or duration line shown under the lead, e.g. "From $500". */
    priceLine: z.string().optional(),
    primaryCta: nonEmpty,
    secondaryCta: z.string().optional(),
    /** Where the second action goes when it is not the chat (the contact form's quote request): a page of the site. */
    secondaryTo: z.string().startsWith("/").optional(),
  }),
  benefits: z.array(z.object({ title: nonEmpty, body: nonEmpty, icon: iconNameSchema })).min(4),
  included: z.object({ heading: nonEmpty, items: z.array(nonEmpty).min(3) }),
  process: z.object({
    heading: nonEmpty,
    steps: z.array(z.object({ title: nonEmpty, body: nonEmpty })).min(3),
  }),
  /** Optional extra block: sub-areas, industries, tiers or consulting options. */
  highlights: z
    .object({
      heading: nonEmpty,
      intro: z.string().optional(),
      items: z
        .array(
          z.object({
            title: nonEmpty,
            body: nonEmpty,
            price: z.string().optional(),
            features: z.array(nonEmpty).optional(),
          }),
        )
        .min(2),
    })
    .optional(),
  testimonial: z.object({
    quote: nonEmpty,
    /** First name and initial: "Keisha M." */
    name: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/),
    business: nonEmpty,
    area: nonEmpty,
  }),
  faqs: z.array(faqItemSchema).min(3),
  cta: z.object({ heading: nonEmpty, body: nonEmpty, button: nonEmpty }),
});

export const articleBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: nonEmpty }),
  z.object({ type: z.literal("h2"), text: nonEmpty }),
  z.object({ type: z.literal("ul"), items: z.array(nonEmpty).min(2) }),
  z.object({ type: z.literal("ol"), items: z.array(nonEmpty).min(2) }),
  z.object({ type: z.literal("quote"), text: nonEmpty }),
]);

export const articleSchema = z.object({
  slug,
  title: nonEmpty,
  category: nonEmpty,
  blurb: nonEmpty.max(200),
  metaDescription: nonEmpty.min(80).max(170),
  /** ISO date, e.g. "2025-06-12". */
  date: z.iso.date(),
  author: nonEmpty,
  body: z.array(articleBlockSchema).min(6),
  /** The studio's own work that illustrates it: a portfolio project, its cover or one of its gallery images (from 0). */
  work: z.object({ project: slug, gallery: z.number().int().min(0).optional() }),
});

export const serviceSectionSchema = z.object({
  key: z.enum(["branding", "website", "social", "business", "tools", "aiAutomation", "appDevelopment", "fix"]),
  title: nonEmpty,
  customQuoteOnly: z.boolean(),
  blurb: nonEmpty,
  items: z.array(z.object({ name: nonEmpty, description: nonEmpty })).min(1),
});

export type FaqItem = z.infer<typeof faqItemSchema>;
export type Art = z.infer<typeof artSchema>;
export type PortfolioCategory = z.infer<typeof portfolioCategorySchema>;
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
export type LandingPage = z.infer<typeof landingPageSchema>;
export type Article = z.infer<typeof articleSchema>;
export type ArticleBlock = z.infer<typeof articleBlockSchema>;
export type ServiceSection = z.infer<typeof serviceSectionSchema>;
