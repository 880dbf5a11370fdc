import { Link } from "react-router";
import { Section, SectionHeading } from "#app/components/site/section.tsx";

interface IndexLink {
  path: string;
  name: string;
  note?: string | null;
}

/**
 * A directory of pages, set as a book's index rather than a wall of cards: the heading in the
 * margin, the pages beside it under a few small headings by kind of work, each a short name with
 * its price in small type. Lists, so no count of pages leaves a card alone on a row.
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
  groups: readonly { label: string; links: readonly IndexLink[] }[];
  tone?: "cream" | "white" | "mint";
}) {
  // The longest groups get a column each; the short ones share the last.
  const [first, second, ...rest] = groups;
  const columns = [first, second, rest].filter(Boolean).map((c) => (Array.isArray(c) ? c : [c!]));
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
        </div>
        <div className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:col-span-8 lg:grid-cols-3">
          {columns.map((column, i) => (
            <div key={i} className="space-y-10">
              {column.map((group) => (
                <div key={group.label}>
                  <h3 className="border-b border-canopy-200 pb-2 text-xs font-semibold tracking-[0.14em] text-peach-700 uppercase">{group.label}</h3>
                  <ul>
                    {group.links.map((a) => (
                      <li key={a.path}>
                        <Link to={a.path} className="group block py-2">
                          <span className="block font-semibold text-canopy-800 underline-offset-4 group-hover:underline">{a.name}</span>
                          {/* On a phone the names alone, so the list is a screen, not two: the page says the rest. */}
                          {a.note ? <span className="hidden text-sm text-muted sm:block">{a.note}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
