import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { ArticleCard, type ArticleCardData } from "#app/components/site/article-card.tsx";

/** The latest articles with a link to the blog. */
export function ArticleList({
  id,
  heading,
  lead,
  viewAllLabel,
  articles,
}: {
  id: string;
  heading: string;
  lead: string;
  viewAllLabel: string;
  articles: readonly ArticleCardData[];
}) {
  return (
    <Section tone="white" labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={id} title={heading} lead={lead} align="left" />
        <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline">
          {viewAllLabel} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <li key={a.slug}>
            <ArticleCard article={a} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
