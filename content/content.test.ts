import { describe, expect, it } from "vitest";
import { articleSchema, faqItemSchema, landingPageSchema, portfolioProjectSchema, serviceSectionSchema } from "#content/schemas/collections.ts";
import { landingPages } from "#content/landing/index.ts";
import { landingSlugs } from "./routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { articleArt, articleWork, articles } from "./articles.ts";
import { imageIds } from "./image-ids.ts";
import { faqs } from "./faq.ts";
import { serviceSections } from "./services.ts";
import {
  aboutPageSchema,
  contactPageSchema,
  demoPageSchema,
  getStartedPageSchema,
  homePageSchema,
  legalPagesSchema,
} from "#content/schemas/pages.ts";
import { homePage } from "#content/pages/home.ts";
import { aboutPage } from "#content/pages/about.ts";
import { contactPage } from "#content/pages/contact.ts";
import { getStartedPage } from "#content/pages/get-started.ts";
import { demoPage } from "#content/pages/demo.ts";
import { legalPages } from "#content/pages/legal.ts";
import { servicesPage } from "#content/pages/services.ts";
import { addOns, bundle, policies, upsellOffers } from "./site.ts";
import { studioImagery } from "./studio.ts";

describe("content", () => {
  it("every portfolio project parses, with unique non-consecutive ids and unique slugs", () => {
    for (const p of portfolioProjects) expect(() => portfolioProjectSchema.parse(p), p.slug).not.toThrow();
    const ids = portfolioProjects.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(portfolioProjects.map((p) => p.slug)).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => a - b);
    const consecutive = sorted.slice(1).filter((id, i) => id === sorted[i]! + 1).length;
    expect(consecutive, "ids should not simply count up").toBeLessThan(sorted.length / 4);
    expect(portfolioProjects.length).toBeGreaterThanOrEqual(55);
    expect(portfolioProjects.length).toBeLessThanOrEqual(65);
  });

  it("has portfolio projects in every category but Support, some with videos and live sites", () => {
    const categories = new Set(portfolioProjects.map((p) => p.category));
    expect([...categories].sort()).toEqual(["Branding", "Packaging Design", "Print Design", "Social Media", "Website"]);
    expect(portfolioProjects.some((p) => p.videos?.length)).toBe(true);
    expect(portfolioProjects.some((p) => p.liveUrl)).toBe(true);
    expect(portfolioProjects.some((p) => p.technologies?.length)).toBe(true);
    expect(portfolioProjects.some((p) => p.services.length > 2)).toBe(true);
  });

  it("has the 19 landing pages of the route table, each parsed, with unique titles and known icons", () => {
    expect(landingPages.map((p) => p.slug)).toEqual([...landingSlugs]);
    for (const p of landingPages) {
      expect(() => landingPageSchema.parse(p), p.slug).not.toThrow();
    }
    const first = landingPages[0]!;
    const unknownIcon = { ...first, benefits: first.benefits.map((b, i) => (i === 0 ? { ...b, icon: "no-such-icon" } : b)) };
    expect(landingPageSchema.safeParse(unknownIcon).success).toBe(false);
    expect(new Set(landingPages.map((p) => p.metaTitle)).size).toBe(19);
    expect(new Set(landingPages.map((p) => p.metaDescription)).size).toBe(19);
  });

  it("states the spec's landing-page prices exactly", () => {
    const text = (slug: string) => JSON.stringify(landingPages.find((p) => p.slug === slug));
    expect(text("branding-agency-atlanta")).toContain("$500");
    expect(text("brand-identity-designer-atlanta")).toContain("$800");
    expect(text("website-redesign-atlanta")).toMatch(/\$1,500-\$5,000/);
    expect(text("website-redesign-atlanta")).toContain("4-6 weeks");
    expect(text("social-media-branding-atlanta")).toContain("$400");
    expect(text("social-media-branding-atlanta")).toContain("5-7 days");
    expect(text("rebranding-services-atlanta")).toMatch(/\$2,500-\$15,000/);
    expect(text("rebranding-services-atlanta")).toContain("6-10 weeks");
    expect(text("atlanta-brand-strategy-agency")).toMatch(/\$3,000-\$8,000/);
    expect(text("hire-brand-design-agency-atlanta")).toMatch(/\$1,500-\$15,000/);
    expect(text("branding-agency-midtown-atlanta")).toMatch(/\$1,000-\$10,000/);
    expect(text("branding-agency-buckhead-atlanta")).toMatch(/\$3,000-\$20,000\+/);
    const consultant = landingPages.find((p) => p.slug === "brand-consultant-atlanta")!.highlights!.items;
    expect(consultant.map((i) => i.price)).toEqual(["$500", "$1,500", "From $3,500"].map((p) => expect.stringContaining(p.replace("From ", ""))));
    const tiers = landingPages.find((p) => p.slug === "brand-packages-atlanta")!.highlights!.items;
    expect(tiers.map((t) => t.title)).toEqual([expect.stringMatching(/Starter/), expect.stringMatching(/Growth/), expect.stringMatching(/Premium/)]);
    expect(tiers.map((t) => t.price)).toEqual([
      expect.stringContaining("$800"),
      expect.stringContaining("$2,500"),
      expect.stringContaining("$5,000"),
    ]);
  });

  it("has five articles of at least 400 words and ten FAQs", () => {
    expect(articles).toHaveLength(5);
    for (const a of articles) {
      expect(() => articleSchema.parse(a), a.slug).not.toThrow();
      const words = a.body
        .flatMap((b) => ("text" in b ? [b.text] : b.items))
        .join(" ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, a.slug).toBeGreaterThanOrEqual(400);
    }
    expect(faqs).toHaveLength(10);
    for (const f of faqs) expect(() => faqItemSchema.parse(f)).not.toThrow();
  });

  it("shows each article with a different piece of the studio's own work, one the portfolio holds", () => {
    const shown = articles.map((a) => articleWork(a));
    for (const w of shown) expect(portfolioProjects.some((p) => w.path === `/portfolio/${p.slug}`)).toBe(true);
    expect(new Set(shown.map((w) => w.project)).size).toBe(articles.length);
    expect(() => articleWork({ slug: "x", work: { project: "no-such-project" } })).toThrow(/not in the portfolio/);
    expect(() => articleWork({ slug: "x", work: { project: shown[0]!.path.slice("/portfolio/".length), gallery: 40 } })).toThrow(
      /not in the portfolio/,
    );
  });

  it("gives each article a picture of its own, no client's: its pull quote or, without one, its section headings", () => {
    const art = articles.map(articleArt);
    const projectIds = new Set(portfolioProjects.flatMap((p) => imageIds(p).all));
    expect(new Set(art.map((a) => a.id)).size).toBe(articles.length);
    for (const a of art) {
      expect(projectIds.has(a.id), a.id).toBe(false);
      expect(a.quote !== undefined || a.points.length >= 3, a.id).toBe(true);
      expect(a.alt.length).toBeGreaterThan(20);
    }
    expect(art.map((a) => a.n)).toEqual(articles.map((_, i) => i));
  });

  it("has the eight service sections in order, AI and apps custom-quote only", () => {
    expect(serviceSections.map((s) => s.key)).toEqual([
      "branding",
      "website",
      "social",
      "business",
      "tools",
      "aiAutomation",
      "appDevelopment",
      "fix",
    ]);
    for (const s of serviceSections) expect(() => serviceSectionSchema.parse(s)).not.toThrow();
    expect(serviceSections.filter((s) => s.customQuoteOnly).map((s) => s.key)).toEqual(["aiAutomation", "appDevelopment"]);
  });
});

describe("the services page's index of landing pages", () => {
  it("lists every landing page once, under a short name of its own", () => {
    const listed = servicesPage.areas.groups.flatMap((g) => g.pages);
    expect(listed.map((p) => p.slug).sort()).toEqual(landingPages.map((l) => l.slug).sort());
    expect(new Set(listed.map((p) => p.label)).size).toBe(listed.length);
    for (const p of listed) expect(p.label.length, p.label).toBeLessThanOrEqual(30);
  });
});

describe("page copy", () => {
  it.each([
    ["home", homePageSchema, homePage],
    ["about", aboutPageSchema, aboutPage],
    ["contact", contactPageSchema, contactPage],
    ["get started", getStartedPageSchema, getStartedPage],
    ["demo", demoPageSchema, demoPage],
    ["legal", legalPagesSchema, legalPages],
  ] as const)("%s parses", (_name, schema, data) => {
    expect(() => (schema as { parse(v: unknown): unknown }).parse(data)).not.toThrow();
  });

  it("the demo page has the trial badge, 3 steps, 4 inclusions and the three case studies", () => {
    expect(demoPage.hero.badge).toBe("3-DAY FREE TRIAL");
    expect(demoPage.howItWorks.steps).toHaveLength(3);
    expect(demoPage.included.items).toHaveLength(4);
    expect(demoPage.results.cases.map((c) => c.businessType.toLowerCase()).join(" ")).toMatch(/clean.*bak.*pressure/);
    expect(demoPage.pricing.monthlyPrice).toBe(295);
  });

  it("the policies state every fact of the spec", () => {
    const terms = JSON.stringify(legalPages.termsOfService);
    const privacy = JSON.stringify(legalPages.privacyPolicy);
    expect(legalPages.privacyPolicy.effectiveDate).toContain("July 29, 2025");
    for (const fact of [policies.refundRule, policies.abandonedRule, policies.aiCancellation]) expect(terms).toContain(fact);
    expect(terms).toMatch(/2 years/);
    expect(terms + privacy).toMatch(/13/);
    expect(terms).toMatch(/1-2 weeks of approval/);
    expect(terms).toMatch(/\$200/);
  });

  it("visible copy is in US English, as an Atlanta studio writes it (color, program, center, flavor, organize)", () => {
    // British spellings a US reader trips over; words spelled the same both ways are not listed.
    const british =
      /\b(\w*(colour|flavour|behaviour|neighbour|favourite|honour|labour|humour)\w*|\w*(centre|theatre|fibre|metre|litre)s?|programmes?|catalogues?|licence|cheque|grey|enrolments?|travell\w+|cancell(ed|ing)|spiralling|modelling|labell(ed|ing)|jewellery|analys(e|ed|ing)|\w*(organis|recognis|realis|optimis|customis|personalis|prioritis|minimis|maximis|summaris|finalis|apologis|specialis|categoris|utilis|visualis|standardis|authoris|emphasis)(e|es|ed|ing|ation|ations))\b/gi;
    const copy = {
      portfolioProjects,
      landingPages,
      articles,
      faqs,
      serviceSections,
      homePage,
      aboutPage,
      contactPage,
      getStartedPage,
      demoPage,
      legalPages,
      servicesPage,
      studioImagery,
      bundle,
      addOns,
      upsellOffers,
    };
    const found: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (typeof value === "string") for (const m of value.matchAll(british)) found.push(`${at}: ${m[0]}`);
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
    };
    walk(copy, "content");
    expect(found).toEqual([]);
  });
});
