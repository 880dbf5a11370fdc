import { Check } from "lucide-react";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { Icon } from "#app/components/site/icon.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";
import { cn } from "#app/utils/cn.ts";

export interface Card {
  title: string;
  body: string;
  /** A lucide icon name known to <Icon>. */
  icon?: string;
  price?: string;
  features?: readonly string[];
}

/**
 * Reasons, tiers or areas as cards; four or more read as a row of short points.
 * `look="ticks"`: flat tinted cards, each behind a tick, for what is included.
 */
export function CardGrid({
  id,
  eyebrow,
  heading,
  lead,
  cards,
  tone = "cream",
  look = "raised",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  cards: readonly Card[];
  tone?: "cream" | "white" | "mint";
  look?: "raised" | "ticks";
}) {
  const columns = cards.length % 3 === 0 ? "md:grid-cols-3" : cards.length >= 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-2";
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} />
      <ul className={cn("mt-10 grid gap-6", columns)}>
        {cards.map((c) =>
          look === "ticks" ? (
            <li key={c.title} className="rounded-2xl bg-canopy-50 p-6">
              <Check aria-hidden="true" className="h-6 w-6 text-canopy-700" />
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">{c.title}</h3>
              <p className="mt-2 text-muted">{c.body}</p>
            </li>
          ) : (
            <li key={c.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
              {c.icon ? (
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-canopy-50 text-canopy-700">
                  <Icon name={c.icon} className="h-6 w-6" />
                </span>
              ) : null}
              <h3 className={cn("text-lg font-semibold text-canopy-800", c.icon && "mt-4")}>{c.title}</h3>
              {c.price ? <p className="mt-2 font-display text-2xl font-semibold text-peach-700">{c.price}</p> : null}
              <p className="mt-2 text-muted">{c.body}</p>
              {c.features ? <TickList items={c.features} className="mt-4 space-y-2" /> : null}
            </li>
          ),
        )}
      </ul>
    </Section>
  );
}
