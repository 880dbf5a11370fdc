import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { formatDate } from "#app/utils/format.ts";
import { cn } from "#app/utils/cn.ts";
import { HeadingText } from "#app/components/site/section.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";

export interface ArticleCardData {
  slug: string;
  title: string;
  category: string;
  blurb: string;
  date: string;
  /** The studio's work the article is shown with (the blog's list; the home page's cards have none). */
  image?: { id: string; alt: string };
}

/**
 * An article as a card; `large` when it leads a grid, its title set bigger; `feature` when it leads
 * the blog on its own row, its picture beside its words from xl up (the words centred against the
 * picture, so neither side is left with an empty stretch); `eager` for a picture on the first screen.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  large = false,
  feature = false,
  eager = false,
  sizes = "(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw",
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  large?: boolean;
  feature?: boolean;
  eager?: boolean;
  /** How wide the picture is shown. */
  sizes?: string;
}) {
  const H = `h${headingLevel}` as "h2" | "h3";
  const big = large || feature;
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-canopy-100",
        feature && "xl:grid xl:grid-cols-12 xl:items-center",
      )}
    >
      {article.image && (
        <div className={cn(feature && "xl:col-span-7")}>
          <WorkImage id={article.image.id} alt={article.image.alt} sizes={sizes} eager={eager} className="aspect-[3/2] object-cover" />
        </div>
      )}
      <div className={cn("flex flex-1 flex-col p-6", feature && "xl:col-span-5 xl:px-8 xl:py-6")}>
        {/* In a narrow card the date goes under the category rather than squeezing it onto two lines. */}
        <p className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
          <span className="rounded-full bg-canopy-50 px-3 py-1 font-semibold whitespace-nowrap text-canopy-700">{article.category}</span>
          <time dateTime={article.date} className="text-muted">
            {formatDate(article.date)}
          </time>
        </p>
        <H
          className={cn(
            "mt-4 font-semibold leading-snug text-canopy-800",
            big ? "text-lg md:font-display md:text-display-sm" : "text-lg",
            // Beside its picture the words keep within the picture's height (427 px at 1280).
            feature && "xl:text-[1.75rem] xl:leading-tight",
          )}
        >
          <HeadingText text={article.title} />
        </H>
        <p className={cn("mt-2 flex-1 text-muted", big && "md:text-lg", feature && "xl:flex-none xl:text-base")}>{article.blurb}</p>
        <Link
          to={`/blog/${article.slug}`}
          className="mt-4 inline-flex items-center gap-2 self-start font-semibold text-canopy-700 underline-offset-4 hover:underline"
        >
          {/* The title inside the link's text tells screen readers and search engines where it goes. */}
          Read More<span className="sr-only"> about {article.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

export function toCard(a: ArticleCardData): ArticleCardData {
  return { slug: a.slug, title: a.title, category: a.category, blurb: a.blurb, date: a.date };
}

/** The newest articles first, as cards (all of them, or the first `count`). */
export function newestCards(list: readonly ArticleCardData[], count?: number): ArticleCardData[] {
  return [...list]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count)
    .map(toCard);
}
