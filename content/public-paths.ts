import { landingSlugs, marketingPages } from "./routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { articles } from "./articles.ts";

/** Every public page of the site: prerendered at build and listed in the sitemap. */
export function publicPaths(): string[] {
  const pages = Object.values(marketingPages)
    .map((p) => p.path)
    .filter((p) => p !== "/admin");
  return [
    ...pages,
    ...landingSlugs.map((s) => `/${s}`),
    ...portfolioProjects.map((p) => `/portfolio/${p.slug}`),
    ...articles.map((a) => `/blog/${a.slug}`),
  ];
}
