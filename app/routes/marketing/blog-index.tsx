import type { Route } from "./+types/blog-index";
import { marketingPages } from "@content/routes";
import { articles } from "@content/articles";
import { seo } from "~/utils/seo";
import { breadcrumbLd } from "~/utils/structured-data";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ArticleCard, toCard } from "~/components/site/article-card";

const page = marketingPages.blog;

export function loader() {
  return { articles: [...articles].sort((a, b) => b.date.localeCompare(a.date)).map(toCard) };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Articles"
        title="Ideas for Small Businesses That Want to Grow"
        lead="Plain-spoken guides on branding, websites, local search and AI assistants, written by the Canopy Creative team in Atlanta."
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} headingLevel={2} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
