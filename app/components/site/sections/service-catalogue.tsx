import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { ServiceSection } from "#content/schemas/collections.ts";
import type { WorkCard } from "#content/work.ts";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";
import { PhoneRow, phoneRowItem } from "#app/components/site/phone-row.tsx";
import { WorkFigure } from "./work-figure";

/** The service categories, one open at a time, each with what it includes and a project that used it. */
export function ServiceCatalogue({
  id,
  sections,
  work,
  tone = "cream",
  footer,
}: {
  id: string;
  sections: readonly ServiceSection[];
  work: Readonly<Record<string, WorkCard>>;
  tone?: "cream" | "white";
  /** A line under the categories, seen whichever is open. */
  footer?: React.ReactNode;
}) {
  return (
    <Section labelledBy={id} tone={tone}>
      {/* The heading over the list, the list the content's full width: a heading in a margin
          column beside it left that column empty for most of the open category's height. */}
      <SectionHeading id={id} title="What we do" lead="Open a category to see what is in it." align="left" />
      <Accordion
        className="mt-8 md:mt-10"
        initialOpen={sections[0]?.key ?? null}
        items={sections.map((s) => ({
          id: s.key,
          title: s.title,
          badge: s.customQuoteOnly ? "Custom quote only" : undefined,
          content: (
            <div data-section={s.key}>
              <p className="text-ink">{s.blurb}</p>
              {/* On a phone the items are a row to swipe through, a card's height rather than five screens' worth; from md a grid. */}
              <PhoneRow label={`What ${s.title} includes`} grid={cn("md:gap-3", evenGrid(s.items.length, { md: 2, lg: 3 }).grid)} className="mt-4">
                {s.items.map((item, i) => (
                  <li
                    key={item.name}
                    className={cn(
                      phoneRowItem,
                      "flex gap-3 rounded-lg bg-canopy-50 p-3",
                      i === 0 && evenGrid(s.items.length, { md: 2, lg: 3 }).first,
                    )}
                  >
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                    <span>
                      <span className="block font-semibold text-canopy-800">{item.name}</span>
                      <span className="text-sm text-muted">{item.description}</span>
                    </span>
                  </li>
                ))}
              </PhoneRow>
              {s.customQuoteOnly ? (
                <p className="mt-4 text-sm font-semibold text-peach-700">Priced by custom quote after a free consultation.</p>
              ) : null}
              {s.key === "aiAutomation" ? (
                <ButtonLink to="/free-ai-agent-demo" variant="link" className="mt-2">
                  See Live Demo
                </ButtonLink>
              ) : null}
              {work[s.key] ? <InPractice work={work[s.key]!} /> : null}
            </div>
          ),
        }))}
      />
      {footer ? <div className="mt-6">{footer}</div> : null}
    </Section>
  );
}

/**
 * A project that used the open category: on a phone a thumbnail beside what it achieved; from lg
 * the picture takes seven of the twelve columns and the result is set large beside it, with whose
 * project it was and a link to the story, so the panel is composed rather than a small picture
 * and one line floating in the width.
 */
function InPractice({ work }: { work: WorkCard }) {
  return (
    <div
      data-in-practice=""
      className="mt-4 grid grid-cols-[1fr_2fr] items-center gap-4 border-t border-canopy-100 pt-4 sm:grid-cols-2 sm:gap-6 md:mt-6 md:pt-6 lg:grid-cols-12 lg:gap-10"
    >
      <WorkFigure
        work={work}
        className="lg:col-span-7"
        sizes="(min-width: 1280px) 620px, (min-width: 1024px) 52vw, (min-width: 640px) 50vw, 40vw"
        captionClassName="hidden"
      />
      <div className="lg:col-span-5">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">In practice</p>
        <p className="mt-1 text-sm text-canopy-900 sm:mt-2 sm:font-display sm:text-2xl sm:leading-snug lg:text-[1.75rem] text-pretty">
          {work.result}
        </p>
        <p className="mt-1 text-sm text-muted sm:mt-4 sm:text-base">
          <span className="font-semibold text-canopy-800">{work.client}</span>
          <span className="hidden sm:inline">
            {" · "}
            {work.category}, {work.location}
          </span>
        </p>
        <Link
          to={`/portfolio/${work.slug}`}
          className="mt-4 hidden items-center gap-2 font-semibold text-canopy-800 hover:text-canopy-600 sm:inline-flex"
        >
          See the project<span className="sr-only">: {work.title}</span> <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}
