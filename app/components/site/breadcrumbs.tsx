import { Link } from "react-router";
import { cn } from "#app/utils/cn.ts";

/**
 * One line at any width: the current page's name is cut with an ellipsis rather than wrapped
 * (the page's heading says it whole just below), so the trail's height never depends on the
 * font it is set in and nothing under it moves when the brand face arrives.
 */
export function Breadcrumbs({ trail, narrow = false }: { trail: { name: string; path: string }[]; narrow?: boolean }) {
  return (
    // Narrow above an article: the trail starts where the article's column does.
    <nav aria-label="Breadcrumb" className={cn("mx-auto px-4 pt-4 text-sm sm:px-6", narrow ? "max-w-3xl" : "max-w-6xl")}>
      <ol className="flex items-center gap-1 text-muted">
        {trail.map((t, i) => (
          <li key={t.path} className={cn("flex items-center gap-1", i === trail.length - 1 ? "min-w-0" : "shrink-0")}>
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="truncate text-ink">
                {t.name}
              </span>
            ) : (
              <Link to={t.path} className="underline-offset-4 hover:underline">
                {t.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
