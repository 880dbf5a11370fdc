import type { LegalDocument } from "#content/pages/legal.ts";
import { PageHero } from "./page-hero";

function anchor(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A policy page: title, effective date, a table of contents and its sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero title={doc.title} lead={doc.effectiveDate} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-4">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">On this page</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {doc.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${anchor(s.heading)}`} className="text-canopy-700 underline-offset-4 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="space-y-10 lg:col-span-3">
          <p className="text-lg leading-relaxed">{doc.intro}</p>
          {doc.sections.map((s) => (
            <section key={s.heading} aria-labelledby={anchor(s.heading)}>
              <h2 id={anchor(s.heading)} className="font-display text-2xl font-bold text-canopy-800">
                {s.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed">
                {s.paragraphs.map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
