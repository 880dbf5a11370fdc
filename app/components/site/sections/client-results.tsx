import type { DemoCase } from "#content/pages/demo.ts";
import { Section, SectionHeading, HeadingText } from "#app/components/site/section.tsx";
import { StarRating } from "#app/components/site/star-rating.tsx";

/** Clients' results side by side: who they are, the headline figure, the story and their words. */
export function ClientResults({ id, heading, lead, cases }: { id: string; heading: string; lead?: string; cases: readonly DemoCase[] }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cases.map((c) => (
          <li key={c.businessName} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
            <p className="text-sm font-semibold uppercase tracking-wider text-peach-700">{c.businessType}</p>
            <h3 className="mt-1 text-lg font-semibold text-canopy-800">
              <HeadingText text={c.businessName} />
            </h3>
            <p className="text-sm text-muted">{c.location}</p>
            <p className="mt-3 font-display text-xl font-bold text-canopy-700 text-balance">{c.outcome}</p>
            <p className="mt-3 flex-1 text-muted">{c.story}</p>
            <figure className="mt-4 border-t border-canopy-100 pt-4">
              <StarRating size="sm" />
              <blockquote className="mt-2 italic">“{c.quote.text}”</blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-canopy-800">{c.quote.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
