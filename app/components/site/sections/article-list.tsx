import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { ArticleCard, type ArticleCardData } from "#app/components/site/article-card.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { SwipeHint, phoneRowEnd, phoneRowFade } from "#app/components/site/phone-row.tsx";
import { cn } from "#app/utils/cn.ts";

/**
 * The latest articles with a link to the blog: on a phone a row to swipe through, the next
 * card peeking in; from md a grid whose first card is wide when that fills every row.
 */
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
  const { grid, first } = evenGrid(articles.length, { md: 2, lg: 3 });
  return (
    <Section tone="white" labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <SectionHeading id={id} title={heading} lead={lead} align="left" />
        <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline">
          {viewAllLabel} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul
        className={cn(
          "relative -mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:gap-6 md:overflow-visible md:px-0 md:pb-0",
          phoneRowFade,
          phoneRowEnd,
          grid,
        )}
      >
        {articles.map((a, i) => (
          <li key={a.slug} className={cn("w-[82%] shrink-0 snap-start sm:w-[48%] md:w-auto", i === 0 && first)}>
            <ArticleCard article={a} large={i === 0 && first !== ""} />
          </li>
        ))}
      </ul>
      <SwipeHint count={articles.length} />
    </Section>
  );
}
