import type { Route } from "./+types/blog-index";
import { marketingPages } from "#content/routes.ts";
import { articleArt, articles } from "#content/articles.ts";
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
      // The blog's own picture of each article (a typographic card), not a client's cover.
      const { id, alt } = articleArt(articles.find((a) => a.slug === card.slug)!);
      return { ...card, image: { id, alt } };
    }),
  };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  // The newest article leads on its own row; the rest fill even rows below it, at most three to a
  // row: four narrow columns set a title in four or five lines and pushed a date under its tag.
  const [lead, ...rest] = loaderData.articles;
  const { grid, first } = evenGrid(rest.length, { md: 2, lg: 3 });
  return (
    <>
      <PageHero
        eyebrow="Articles"
        title="Ideas for Small Businesses That Want to Grow"
        lead={`Plain-spoken guides on branding, websites, local search and AI assistants, written by the ${site.name} team in Atlanta.`}
      />
      <Section>
        {lead ? (
          <ArticleCard article={lead} headingLevel={2} feature eager sizes="(min-width: 1280px) 640px, (min-width: 1152px) 1104px, 100vw" />
        ) : null}
        <ul className={cn("mt-6 grid gap-6", grid)}>
          {rest.map((a, i) => (
            <li key={a.slug} className={cn(i === 0 && first)}>
              <ArticleCard
                article={a}
                headingLevel={2}
                sizes={
                  grid.includes("lg:grid-cols-3")
                    ? "(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 768px) 50vw, 100vw"
                    : "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
                }
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
