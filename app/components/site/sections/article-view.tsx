import { BackLink } from "#app/components/site/back-link.tsx";
import type { Article, ArticleBlock } from "#content/schemas/collections.ts";
import { formatDate } from "#app/utils/format.ts";
import { cn } from "#app/utils/cn.ts";
import { HeadingText } from "#app/components/site/section.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { Link } from "react-router";

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "h2":
      return (
        <h2 className="!mt-10 font-display text-2xl font-bold text-canopy-800">
          <HeadingText text={block.text} />
        </h2>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={cn(List === "ul" ? "list-disc" : "list-decimal", "space-y-2 pl-6")}>
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </List>
      );
    }
    case "quote":
      return <blockquote className="border-l-4 border-peach-500 pl-4 font-display text-xl italic text-ink text-pretty">{block.text}</blockquote>;
  }
}

/** An article as it reads: back to the list, category, title, byline, the work it is shown with, and its blocks. */
export function ArticleView({
  article,
  work,
  backTo,
}: {
  article: Article;
  work?: { id: string; alt: string; project: string; path: string };
  backTo: { label: string; path: string };
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <BackLink to={backTo.path} label={backTo.label} />
      <p className="mt-6">
        <span className="rounded-full bg-canopy-50 px-3 py-1 text-sm font-semibold text-canopy-700">{article.category}</span>
      </p>
      <h1 className="mt-4 font-display text-4xl font-bold leading-tight text-canopy-800 text-balance">
        <HeadingText text={article.title} />
      </h1>
      <p className="mt-3 text-muted">
        By {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
      </p>
      {work && (
        <figure className="mt-8">
          <WorkImage id={work.id} alt={work.alt} sizes="(min-width: 768px) 720px, 100vw" eager className="rounded-2xl" />
          <figcaption className="mt-3 text-sm text-muted">
            From our work:{" "}
            <Link to={work.path} className="font-semibold text-canopy-700 underline-offset-4 hover:underline">
              {work.project}
            </Link>
          </figcaption>
        </figure>
      )}
      <div className="mt-8 space-y-5 text-lg leading-relaxed">
        {article.body.map((b, i) => (
          <Block key={i} block={b} />
        ))}
      </div>
    </article>
  );
}
