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

/** An article as a card; `large` when it leads a grid, its title set bigger; `eager` for a picture on the first screen. */
export function ArticleCard({
  article,
  headingLevel = 3,
  large = false,
  eager = false,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  large?: boolean;
  eager?: boolean;
}) {
  const H = `h${headingLevel}` as "h2" | "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-canopy-100">
      {article.image && (
        <WorkImage
          id={article.image.id}
          alt={article.image.alt}
          sizes={large ? "(min-width: 1024px) 720px, (min-width: 768px) 50vw, 100vw" : "(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"}
          eager={eager}
          // Leading a grid, a wider frame keeps its card as tall as the one beside it.
          className={cn("aspect-[3/2] object-cover", large && "md:aspect-[16/9]")}
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="rounded-full bg-canopy-50 px-3 py-1 font-semibold text-canopy-700">{article.category}</span>
          <time dateTime={article.date} className="text-muted">
            {formatDate(article.date)}
          </time>
        </p>
        <H className={cn("mt-4 font-semibold leading-snug text-canopy-800", large ? "text-lg md:font-display md:text-display-sm" : "text-lg")}>
          <HeadingText text={article.title} />
        </H>
        <p className={cn("mt-2 flex-1 text-muted", large && "md:text-lg")}>{article.blurb}</p>
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
