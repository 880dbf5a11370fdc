import { Check } from "lucide-react";
import { Section, SectionHeading } from "~/components/site/section";
import { Icon } from "~/components/site/icon";
import { cn } from "~/utils/cn";

export interface Card {
  title: string;
  body: string;
  /** A lucide icon name known to <Icon>. */
  icon?: string;
  price?: string;
  features?: readonly string[];
}

/** Reasons, tiers or areas as cards; four or more read as a row of short points. */
export function CardGrid({
  id,
  eyebrow,
  heading,
  lead,
  cards,
  tone = "cream",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  cards: readonly Card[];
  tone?: "cream" | "white" | "mint";
}) {
  const columns = cards.length % 3 === 0 ? "md:grid-cols-3" : cards.length >= 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-2";
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} />
      <ul className={cn("mt-10 grid gap-6", columns)}>
        {cards.map((c) => (
          <li key={c.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
            {c.icon ? (
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-canopy-50 text-canopy-700">
                <Icon name={c.icon} className="h-6 w-6" />
              </span>
            ) : null}
            <h3 className={cn("text-lg font-semibold text-canopy-800", c.icon && "mt-4")}>{c.title}</h3>
            {c.price ? <p className="mt-2 font-display text-2xl font-semibold text-peach-700">{c.price}</p> : null}
            <p className="mt-2 text-muted">{c.body}</p>
            {c.features ? (
              <ul className="mt-4 space-y-2">
                {c.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
