import { Link } from "react-router";

export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((t, i) => (
          <li key={t.path} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="text-ink">
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
