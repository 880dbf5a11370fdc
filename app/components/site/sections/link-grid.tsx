import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { IconName } from "#content/schemas/icon-names.ts";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { Icon } from "#app/components/site/icon.tsx";

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
 */
export function LinkGrid({
  id,
  eyebrow,
  heading,
  lead,
  groups,
  tone = "cream",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  groups: readonly IndexGroup[];
  tone?: "cream" | "white" | "mint";
}) {
  const [first, second, ...rest] = groups;
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 md:mt-10 lg:grid-cols-3 lg:gap-6">
        {[first, second].map((group) => (group ? <GroupCard key={group.label} group={group} /> : null))}
        {rest.length ? (
          // Side by side under the first two from 640 px; stacked in the third column from 1024 px, sharing its height.
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:auto-rows-fr lg:grid-cols-1 lg:gap-6">
            {rest.map((group) => (
              <GroupCard key={group.label} group={group} />
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

function GroupCard({ group }: { group: IndexGroup }) {
  return (
    <div className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100 sm:p-6">
      <div className="flex items-center gap-3 border-b border-canopy-100 pb-4">
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
            <Link to={a.path} className="group flex items-start gap-3 py-2.5">
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
