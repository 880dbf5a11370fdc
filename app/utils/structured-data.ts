import { site } from "#content/site.ts";
import { OG_IMAGE_PATH, siteImageUrl } from "#content/image-versions.ts";
import type { FaqItem } from "#content/schemas/collections.ts";
import { absoluteUrl, seo } from "./seo";

/** JSON-LD builders: the search engines' view of each page. */
export function localBusinessLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    email: site.email,
    telephone: site.phone,
    image: absoluteUrl(siteImageUrl(OG_IMAGE_PATH)),
    address: { "@type": "PostalAddress", addressLocality: site.city, addressRegion: site.region, addressCountry: "US" },
    areaServed: site.areaServed.map((name) => ({ "@type": "City", name })),
    priceRange: "$$",
  };
}

export function serviceLd(input: { name: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { "@type": "ProfessionalService", name: site.name, url: absoluteUrl("/") },
    areaServed: { "@type": "City", name: site.city },
  };
}

export function faqPageLd(faqs: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function breadcrumbLd(trail: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: t.name,
      item: absoluteUrl(t.path),
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from Home to a page, through the pages above it: what the breadcrumbs show and JSON-LD says. */
export function trailTo(page: Crumb, parents: readonly Crumb[] = []): Crumb[] {
  return [{ name: "Home", path: "/" }, ...parents, { name: page.name, path: page.path }];
}

/**
 * The head of a public page: title, description, canonical URL and social tags, then its
 * JSON-LD with the breadcrumb (Home › … › page) last.
 */
export function pageSeo(
  page: Crumb & { title: string; description: string; image?: string; type?: "website" | "article"; parents?: readonly Crumb[] },
  jsonLd: object[] = [],
) {
  const { title, description, path, image, type, parents } = page;
  return seo({ title, description, path, image, type, jsonLd: [...jsonLd, breadcrumbLd(trailTo(page, parents))] });
}

export function creativeWorkLd(input: { name: string; description: string; path: string; image: string; client: string; genre: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    genre: input.genre,
    creator: { "@type": "Organization", name: site.name },
    sourceOrganization: { "@type": "Organization", name: input.client },
  };
}

export function articleLd(input: { title: string; description: string; path: string; date: string; author: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    datePublished: input.date,
    author: { "@type": "Person", name: input.author },
    publisher: { "@type": "Organization", name: site.name },
    image: absoluteUrl(siteImageUrl(OG_IMAGE_PATH)),
  };
}
