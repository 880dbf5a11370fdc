/**
 * Copy for the Services page (/services) around the service catalogue (content/services.ts):
 * its hero, the bundle band, the list of search landing pages and the closing band. The
 * bundle's name, price, timeline and contents come from site.ts.
 */
import { bundle, bundlePrice, promises } from "#content/site.ts";
import type { IconName } from "#content/schemas/icon-names.ts";

/** The search landing pages, set as a short index by kind of work, each under a plain name and a mark. */
const landingIndex: readonly { label: string; icon: IconName; pages: readonly { slug: string; label: string }[] }[] = [
  {
    label: "Branding",
    icon: "palette",
    pages: [
      { slug: "branding-agency-atlanta", label: "Small-business branding" },
      { slug: "brand-identity-designer-atlanta", label: "Brand identity" },
      { slug: "rebranding-services-atlanta", label: "Rebranding" },
      { slug: "atlanta-brand-strategy-agency", label: "Brand strategy" },
      { slug: "brand-consultant-atlanta", label: "Brand consulting" },
      { slug: "brand-packages-atlanta", label: "Branding packages" },
      { slug: "hire-brand-design-agency-atlanta", label: "Hiring a brand design agency" },
      { slug: "best-branding-agency-atlanta", label: "Choosing a branding agency" },
    ],
  },
  {
    label: "Websites",
    icon: "layout",
    pages: [
      { slug: "hire-website-design-atlanta", label: "Website design" },
      { slug: "website-redesign-atlanta", label: "Website redesign" },
      { slug: "conversion-website-design-atlanta", label: "Websites that convert" },
      { slug: "ecommerce-web-design-atlanta", label: "Online stores" },
      { slug: "web-design-services-atlanta-near-me", label: "Local web design" },
      { slug: "top-web-and-branding-agency-atlanta", label: "Web design with branding" },
      { slug: "atlanta-design-agency-for-startups", label: "For startups" },
    ],
  },
  {
    label: "Social media",
    icon: "megaphone",
    pages: [
      { slug: "social-media-branding-atlanta", label: "Social media branding kit" },
      { slug: "social-media-graphics-design-atlanta", label: "Social media graphics" },
    ],
  },
  {
    label: "Neighborhoods",
    icon: "map-pin",
    pages: [
      { slug: "branding-agency-midtown-atlanta", label: "Branding in Midtown" },
      { slug: "branding-agency-buckhead-atlanta", label: "Branding in Buckhead" },
    ],
  },
];

export const servicesPage = {
  hero: {
    eyebrow: "Services",
    heading: "Everything Your Business Needs to Look Professional and Get Found",
    lead: "Branding, websites, local search, marketing setup, business tools, AI agents and apps, done by one Atlanta team that keeps it all consistent.",
    /** The first is the band's one button; the other two are text links beside it. */
    buttons: [
      { label: "Get Started Today", href: "/#pricing" },
      { label: "View Packages", href: "/#pricing" },
      { label: "View Our Work", href: "/portfolio" },
    ],
  },
  /** Under the catalogue, for its two categories priced by quote (AI agents, apps): the way to ask for one, where the need arises. */
  customQuote: ["AI agents and apps are priced per project after a free consultation: ", { label: "Get Custom Quote", href: "/#pricing" }, "."],
  workEyebrow: "Recent work",
  bundle: {
    eyebrow: "Bundle & Save",
    lead: `Website, logo, brand guide and social kit together for ${bundlePrice} ${bundle.priceNote}, delivered in ${bundle.timeline}.`,
    button: { label: "Order Now", href: "/#pricing" },
    /** A quieter way beside the bundle's button, for a visitor who wants it with extras. */
    quote: ["Want extras with it? ", { label: "Get a Quote", href: "/#pricing" }, " on the bundle with add-ons."],
  },
  areas: {
    eyebrow: "Across metro Atlanta",
    heading: "Find the service you came for",
    lead: "What each service includes, what it costs and how long it takes, on its own page.",
    groups: landingIndex,
  },
  closing: {
    heading: "Ready to build something your customers remember?",
    body: `Book the bundle, or tell us what you need and we will send a custom quote. Projects begin within ${promises.projectStart}.`,
    /** One button and one outlined beside it; the two ways to a quote sit with the sections they belong to (bundle, catalogue). */
    buttons: [
      { label: "Start Your Project Now", href: "/#pricing" },
      { label: "See Our Work", href: "/portfolio" },
    ],
  },
} as const;
