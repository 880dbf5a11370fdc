import type { Route } from "./+types/blog-index";
import { marketingPages } from "#content/routes.ts";
import { articleWork, articles } from "#content/articles.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ArticleCard, newestCards } from "#app/components/site/article-card.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";
import { site } from "#content/site.ts";

const page = marketingPages.blog;

export function loader() {
  return {
    articles: newestCards(articles).map((card) => {
      const { id, alt } = articleWork(articles.find((a) => a.slug === card.slug)!);
      return { ...card, image: { id, alt } };
    }),
  };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { grid, first } = evenGrid(loaderData.articles.length, { md: 2, lg: 3 });
  return (
    <>
      <PageHero
        eyebrow="Articles"
        title="Ideas for Small Businesses That Want to Grow"
        lead={`Plain-spoken guides on branding, websites, local search and AI assistants, written by the ${site.name} team in Atlanta.`}
      />
      <Section>
        <ul className={cn("grid gap-6", grid)}>
          {loaderData.articles.map((a, i) => (
            <li key={a.slug} className={cn(i === 0 && first)}>
              <ArticleCard article={a} headingLevel={2} large={i === 0 && first !== ""} eager={i === 0} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
