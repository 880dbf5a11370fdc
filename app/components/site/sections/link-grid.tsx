import { Link } from "react-router";
import { ArrowUpRight } from "lucide-react";
import { Section, SectionHeading } from "#app/components/site/section.tsx";

/**
 * A directory of pages, set as an index rather than a wall of cards: the heading in the margin,
 * the pages beside it in two columns that flow like a book's index, each a name and one line
 * under it over a hairline. A list, so no count of pages leaves a card alone on a row.
 */
export function LinkGrid({
  id,
  eyebrow,
  heading,
  lead,
  links,
  tone = "cream",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  links: readonly { path: string; name: string; note?: string | null }[];
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
        </div>
        <ul className="gap-x-10 sm:columns-2 lg:col-span-8">
          {links.map((a) => (
            <li key={a.path} className="break-inside-avoid border-t border-canopy-200">
              <Link to={a.path} className="group flex items-start justify-between gap-3 py-3">
                <span>
                  <span className="block font-semibold text-canopy-800 underline-offset-4 group-hover:underline">{a.name}</span>
                  {/* On a phone the names alone, so the list is a screen, not two: the page says the rest. */}
                  {a.note ? <span className="mt-0.5 hidden text-sm text-muted sm:block">{a.note}</span> : null}
                </span>
                <ArrowUpRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-peach-700" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
