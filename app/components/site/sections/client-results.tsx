import type { DemoCase } from "#content/pages/demo.ts";
import { Section, SectionHeading, HeadingText } from "#app/components/site/section.tsx";
import { StarRating } from "#app/components/site/star-rating.tsx";
import { PhoneRow, phoneRowItem } from "#app/components/site/phone-row.tsx";
import { cn } from "#app/utils/cn.ts";

/**
 * Clients' results side by side: who they are, the headline figure, the story and their words. On
 * a phone, a row that scrolls sideways (PhoneRow) rather than three tall cards stacked.
 */
export function ClientResults({ id, heading, lead, cases }: { id: string; heading: string; lead?: string; cases: readonly DemoCase[] }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <PhoneRow label={`${heading}: clients`} grid="md:grid-cols-3 md:gap-6" className="mt-8 md:mt-10">
        {cases.map((c) => (
          <li key={c.businessName} className={cn("flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100 md:p-6", phoneRowItem)}>
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
      </PhoneRow>
    </Section>
  );
}
