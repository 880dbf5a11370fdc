import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { IconName } from "#content/schemas/icon-names.ts";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { Icon } from "#app/components/site/icon.tsx";
import { PhoneRow, phoneRowItem } from "#app/components/site/phone-row.tsx";
import { cn } from "#app/utils/cn.ts";

interface IndexLink {
  path: string;
  name: string;
  note?: string | null;
}

interface IndexGroup {
  label: string;
  icon?: IconName;
  links: readonly IndexLink[];
}

/**
 * A directory of pages as a set of cards by kind of work, under the section's heading and across
 * the content's full width: each card its mark and its name, then the pages,
 * each a short name with its price in small type. The two longest groups get a card each and the
 * short ones share the last column, so the three columns end level with no card alone on a row.
 * On a phone the cards are a row that scrolls sideways (PhoneRow).
 */
export function LinkGrid({
  id,
  eyebrow,
  heading,
  lead,
  groups,
  label,
  tone = "cream",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  groups: readonly IndexGroup[];
  /** What the row of groups is, for a screen reader on a phone; the heading by default. */
  label?: string;
  tone?: "cream" | "white" | "mint";
}) {
  const [first, second, ...rest] = groups;
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
      {/* On a phone a row of cards to swipe through (the longest sets its height) rather than four stacked. */}
      <PhoneRow label={label ?? heading} grid="md:grid-cols-2 md:gap-4 lg:grid-cols-3 lg:gap-6" className="mt-6 md:mt-10">
        {[first, second].map((group) =>
          group ? (
            <li key={group.label} className={cn(phoneRowItem, "flex")}>
              <GroupCard group={group} />
            </li>
          ) : null,
        )}
        {rest.length ? (
          // The short groups: each its own card in the row on a phone and side by side under the first two
          // from 768 px (the item itself lays out nothing); stacked in the third column from 1024 px, sharing its height.
          <li className="contents lg:grid lg:auto-rows-fr lg:grid-cols-1 lg:gap-6">
            {rest.map((group) => (
              <GroupCard key={group.label} group={group} className={phoneRowItem} />
            ))}
          </li>
        ) : null}
      </PhoneRow>
    </Section>
  );
}

function GroupCard({ group, className }: { group: IndexGroup; className?: string }) {
  return (
    <div className={cn("flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100 sm:p-6", className ?? "w-full")}>
      <div className="flex items-center gap-3 border-b border-canopy-100 pb-3 md:pb-4">
        {group.icon ? (
          <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-canopy-50 text-canopy-700">
            <Icon name={group.icon} className="h-5 w-5" />
          </span>
        ) : null}
        <h3 className="font-display text-xl font-semibold text-canopy-800">{group.label}</h3>
      </div>
      <ul className="mt-2 divide-y divide-canopy-50">
        {group.links.map((a) => (
          <li key={a.path}>
            <Link to={a.path} className="group flex items-start gap-3 py-2 md:py-2.5">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-canopy-800 underline-offset-4 group-hover:underline">{a.name}</span>
                {/* On a phone the names alone, so the list is a screen, not two: the page says the rest. */}
                {a.note ? <span className="hidden text-sm text-muted sm:block">{a.note}</span> : null}
              </span>
              <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-canopy-600 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
