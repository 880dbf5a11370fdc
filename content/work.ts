/**
 * Portfolio projects as the marketing pages show them: a card with the cover image and one
 * line of proof. Loaders pick projects by slug, so a page ships only the few it shows.
 */
import { portfolioProjects } from "#content/portfolio/index.ts";
import { clientMarkUrl, coverId } from "./image-ids.ts";

export interface WorkCard {
  slug: string;
  title: string;
  client: string;
  category: string;
  location: string;
  summary: string;
  /** The project's strongest measured result. */
  result: string;
  /** Image id of the cover (see image-ids.ts) and its alt text. */
  image: string;
  alt: string;
}

export interface CaseStudyCard extends WorkCard {
  challenge: string;
  results: string[];
  services: string[];
  quote: { text: string; author: string; position: string };
}

const bySlug = new Map(portfolioProjects.map((p) => [p.slug, p]));

function project(slug: string) {
  const p = bySlug.get(slug);
  if (!p) throw new Error(`No portfolio project "${slug}"`);
  return p;
}

export function workCard(slug: string): WorkCard {
  const p = project(slug);
  return {
    slug: p.slug,
    title: p.title,
    client: p.client,
    category: p.category,
    location: p.location,
    summary: p.shortDescription,
    result: p.results[0]!,
    image: coverId(p.slug),
    alt: p.image.alt,
  };
}

export function caseStudyCard(slug: string): CaseStudyCard {
  const p = project(slug);
  return {
    ...workCard(slug),
    challenge: p.challengesSolved[0]!,
    results: p.results.slice(0, 3),
    services: p.services.slice(0, 4),
    quote: p.clientTestimonial,
  };
}

export const workCards = (slugs: readonly string[]) => slugs.map(workCard);

/** Every client of the portfolio, newest first, for the logo wall. */
export function clientNames(limit: number): { name: string; category: string; mark: string }[] {
  return portfolioProjects.slice(0, limit).map((p) => ({ name: p.client, category: p.category, mark: clientMarkUrl(p.slug) }));
}
