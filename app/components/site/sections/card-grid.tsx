import { Check } from "lucide-react";
import { MarginHeading, Section, SectionHeading, HeadingText, marginColumns } from "#app/components/site/section.tsx";
import { Icon } from "#app/components/site/icon.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { PhoneRow, phoneRowItem } from "#app/components/site/phone-row.tsx";
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
 * Reasons, tiers or areas, in as many columns as fill every row.
 * `look="raised"`: white cards under a centred heading. `look="ticks"`: flat tinted cards, each
 * behind a tick, for what is included (two to a row even on a phone). `look="list"` (a row that
 * scrolls sideways on a phone, PhoneRow): no cards at all, an editorial list: the
 * heading large in the margin, the points beside it in two columns, each under a short rule.
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
  look?: "raised" | "ticks" | "list";
}) {
  if (look === "list") {
    // An even count in two columns; an odd count as rows, the title beside its words, which
    // neither leaves a point alone nor squeezes three into narrow columns beside the heading.
    const rows = cards.length % 2 === 1;
    const { grid, first } = evenGrid(cards.length, rows ? {} : { md: 2 });
    return (
      <Section tone={tone} labelledBy={id}>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className={marginColumns.heading}>
            <MarginHeading id={id} eyebrow={eyebrow} heading={heading}>
              {lead ? <p className="mt-4 text-lg text-muted text-pretty">{lead}</p> : null}
            </MarginHeading>
          </div>
          <PhoneRow label={heading} grid={cn("md:gap-x-10 md:gap-y-6", grid)} className={marginColumns.body}>
            {cards.map((c, i) => (
              <li
                key={c.title}
                className={cn(
                  "border-t border-canopy-200 pt-4",
                  phoneRowItem,
                  rows && "md:grid md:grid-cols-[16rem_1fr] md:gap-x-8",
                  i === 0 && first,
                )}
              >
                <h3 className="flex items-center gap-3 self-start text-lg font-semibold text-canopy-800">
                  {c.icon ? <Icon name={c.icon} className="h-5 w-5 shrink-0 text-peach-700" /> : null}
                  <span>
                    <HeadingText text={c.title} />
                  </span>
                </h3>
                <div className={cn(rows && "md:col-start-2 md:row-start-1")}>
                  {c.price ? <p className={cn("mt-1 font-display text-2xl font-semibold text-peach-700", rows && "md:mt-0")}>{c.price}</p> : null}
                  <p className={cn("mt-2 text-muted", rows && "md:mt-0")}>{c.body}</p>
                  {c.features ? <TickList items={c.features} className="mt-3 space-y-2" /> : null}
                </div>
              </li>
            ))}
          </PhoneRow>
        </div>
      </Section>
    );
  }
  // Tick cards are short: two to a row even on a phone.
  const limits = look === "ticks" ? { base: 2, lg: 4 } : cards.length === 3 ? { md: 3 } : { sm: 2, lg: 4 };
  const { grid, first } = evenGrid(cards.length, limits as Parameters<typeof evenGrid>[1]);
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} />
      <ul className={cn("mt-8 grid", look === "ticks" ? "gap-3 sm:gap-5" : "gap-5", grid)}>
        {cards.map((c, i) =>
          look === "ticks" ? (
            <li key={c.title} className={cn("rounded-2xl bg-canopy-50 p-4 sm:p-6", i === 0 && first)}>
              <Check aria-hidden="true" className="h-5 w-5 text-canopy-700 sm:h-6 sm:w-6" />
              <h3 className="mt-2 text-base font-semibold text-canopy-800 sm:mt-3 sm:text-lg">
                <HeadingText text={c.title} />
              </h3>
              <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{c.body}</p>
            </li>
          ) : (
            <li key={c.title} className={cn("flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100", i === 0 && first)}>
              {c.icon ? (
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-canopy-50 text-canopy-700">
                  <Icon name={c.icon} className="h-6 w-6" />
                </span>
              ) : null}
              <h3 className={cn("text-lg font-semibold text-canopy-800", c.icon && "mt-4")}>
                <HeadingText text={c.title} />
              </h3>
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
