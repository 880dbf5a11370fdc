import { aiReceptionist, bundle, bundlePrice, policies, promises, site, usd } from "./site.ts";
/**
 * The public pages of the site: path, <title> and meta description. The route table,
 * prerendering and the sitemap all read this list, so a page cannot exist without its
 * title and description.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Shown in the breadcrumb trail and JSON-LD. */
  name: string;
}

export const marketingPages = {
  home: {
    path: "/",
    name: "Home",
    title: `${site.name} | Atlanta Branding & Web Design Agency`,
    description: `Atlanta branding and web design for small businesses: logos, brand identity, websites and AI assistants. ${bundle.shortName} ${bundlePrice}. Chat with ${site.assistantName} for an instant quote.`,
  },
  services: {
    path: "/services",
    name: "Services",
    title: `Branding, Web Design & AI Services in Atlanta | ${site.name}`,
    description:
      "Branding and identity, websites that convert, local search presence, marketing setup, business tools, AI agents and app development for Atlanta small businesses.",
  },
  about: {
    path: "/about",
    name: "About Us",
    title: `About ${site.name} | Atlanta Branding & Web Design Studio`,
    description:
      "Meet the Atlanta branding and web design studio that treats every small business like a partner: quality first, clear communication and work that lasts.",
  },
  portfolio: {
    path: "/portfolio",
    name: "Portfolio",
    title: `Portfolio: Branding & Website Projects in Atlanta | ${site.name}`,
    description:
      "Logos, websites, packaging, print and social media work for Atlanta-area small businesses. Browse real project stories, challenges solved and results achieved.",
  },
  contact: {
    path: "/contact",
    name: "Contact",
    title: `Contact ${site.name} | Atlanta Branding & Web Design`,
    description: `Tell us about your project and we will reply within ${promises.replyWithin}. Free consultation on every branding and web design project in metro Atlanta.`,
  },
  demo: {
    path: "/free-ai-agent-demo",
    name: "Free AI Receptionist Demo",
    title: `Free AI Receptionist Demo for Atlanta Businesses | ${site.name}`,
    description: `Try an AI receptionist free for ${aiReceptionist.trialDays} days: it answers leads 24/7, books appointments and answers FAQs. Keep it afterwards for ${usd(aiReceptionist.monthlyPrice)}/month with hosting included.`,
  },
  faq: {
    path: "/faq",
    name: "FAQ",
    title: `FAQ: Pricing, Timelines & Policies | ${site.name} Atlanta`,
    description:
      "Answers about our Atlanta branding and web design work: what the bundle includes, how long projects take, revisions, refunds, hosting and the AI receptionist.",
  },
  getStarted: {
    path: "/get-started",
    name: "Get Started",
    title: `Get Started on Your Brand or Website | ${site.name} Atlanta`,
    description: `Two ways to start your Atlanta branding or web design project: a quick quote from our assistant ${site.assistantName}, or a personal consultation with our team.`,
  },
  blog: {
    path: "/blog",
    name: "Articles",
    title: `Articles on Branding, Websites & AI for Small Business | ${site.name}`,
    description:
      "Practical guides from an Atlanta branding and web design studio: brand basics, website launch checklists, local SEO and AI receptionists for small businesses.",
  },
  terms: {
    path: "/terms-of-service",
    name: "Terms of Service",
    title: `Terms of Service, Refund & Privacy Policy | ${site.name}`,
    description: `The terms for working with ${site.name}: project start, revisions, refunds within ${policies.refundWindowHours} hours, abandoned projects, AI subscriptions, file retention and privacy.`,
  },
  privacy: {
    path: "/privacy-policy",
    name: "Privacy Policy",
    title: `Privacy Policy | ${site.name} Atlanta`,
    description: `How ${site.name} collects, uses and protects the information you share through our forms and chat assistants. Effective July 29, 2025.`,
  },
  admin: {
    path: "/admin",
    name: "Admin",
    title: `Admin | ${site.name}`,
    description: `Lead management for the ${site.name} team.`,
  },
} as const satisfies Record<string, PageMeta>;

/** The 19 search landing pages, in the order of the product specification. */
export const landingSlugs = [
  "branding-agency-atlanta",
  "brand-identity-designer-atlanta",
  "website-redesign-atlanta",
  "social-media-branding-atlanta",
  "rebranding-services-atlanta",
  "atlanta-brand-strategy-agency",
  "hire-brand-design-agency-atlanta",
  "branding-agency-midtown-atlanta",
  "branding-agency-buckhead-atlanta",
  "brand-consultant-atlanta",
  "hire-website-design-atlanta",
  "web-design-services-atlanta-near-me",
  "ecommerce-web-design-atlanta",
  "conversion-website-design-atlanta",
  "top-web-and-branding-agency-atlanta",
  "atlanta-design-agency-for-startups",
  "social-media-graphics-design-atlanta",
  "brand-packages-atlanta",
  "best-branding-agency-atlanta",
] as const;
