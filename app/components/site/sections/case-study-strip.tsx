import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { WorkCard } from "#content/work.ts";
import { Section, SectionHeading, HeadingText } from "#app/components/site/section.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { PhoneRow, SwipeHint, phoneRowEnd, phoneRowFade, phoneRowItem } from "#app/components/site/phone-row.tsx";
import { cn } from "#app/utils/cn.ts";

export interface CaseStudyStripProps {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  works: readonly WorkCard[];
  /**
   * "feature": the first project large, its picture beside its words, the rest small under it,
   * two to a row even on a phone (the contrast in size is the point); "row": equal columns on
   * wide screens and a row to swipe through on a phone, so three projects take one screen, not three.
   */
  layout?: "feature" | "row";
  /** "feature" only: on a phone all the projects in one row to swipe through, the large one first. */
  swipeOnPhone?: boolean;
  /** What that row holds, for a screen reader; the heading by default. */
  label?: string;
  tone?: "cream" | "white" | "mint";
}

/** A few projects, each with its strongest result, linking to the full story. */
export function CaseStudyStrip({
  id,
  eyebrow,
  heading,
  lead,
  works,
  layout = "row",
  swipeOnPhone = false,
  label,
  tone = "white",
}: CaseStudyStripProps) {
  const header = (
    <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
      <Link to="/portfolio" className="inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline">
        All our work <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </div>
  );
  if (layout === "feature") {
    const [lead, ...rest] = works;
    if (lead && swipeOnPhone) {
      // One list: on a phone a row to swipe through, the large project first; from md the lead across
      // the row and the rest under it, as below.
      const { grid, first } = evenGrid(rest.length, { md: 3 });
      return (
        <Section tone={tone} labelledBy={id}>
          {header}
          <PhoneRow label={label ?? heading} grid={cn("md:gap-x-8 md:gap-y-10", grid)} className="mt-8">
            <li className={cn(phoneRowItem, "md:col-span-full")}>
              <LeadWork id={id} work={lead} summaryOnPhone={false} />
            </li>
            {rest.map((w, i) => (
              <li key={w.slug} className={cn(phoneRowItem, i === 0 && first)}>
                <SmallWork id={id} work={w} sizes="(min-width: 1024px) 360px, (min-width: 768px) 33vw, 80vw" />
              </li>
            ))}
          </PhoneRow>
        </Section>
      );
    }
    const { grid, first } = evenGrid(rest.length, { base: 2, md: 3 });
    return (
      <Section tone={tone} labelledBy={id}>
        {header}
        {lead ? <LeadWork id={id} work={lead} className="mt-8" /> : null}
        <ul className={cn("mt-6 grid gap-x-4 gap-y-6 sm:gap-x-8 md:mt-10", grid)}>
          {rest.map((w, i) => (
            <li key={w.slug} className={cn(i === 0 && first)}>
              <SmallWork id={id} work={w} sizes="(min-width: 1024px) 360px, (min-width: 768px) 33vw, 50vw" />
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  const { grid } = evenGrid(works.length, { md: 3 });
  return (
    <Section tone={tone} labelledBy={id}>
      {header}
      {/* On a phone a row to swipe through, the next project peeking in; from md a grid. */}
      <ul
        className={cn(
          "relative -mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:gap-8 md:overflow-visible md:px-0 md:pb-0",
          phoneRowFade,
          phoneRowEnd,
          grid,
        )}
      >
        {works.map((w) => (
          <li key={w.slug} className="w-[78%] shrink-0 snap-start sm:w-[45%] md:w-auto">
            <SmallWork id={id} work={w} sizes="(min-width: 1024px) 360px, (min-width: 768px) 33vw, 80vw" />
          </li>
        ))}
      </ul>
      <SwipeHint count={works.length} />
    </Section>
  );
}

/** The strip's first project, large: from 1024 px its picture beside its words. */
function LeadWork({ id, work, summaryOnPhone = true, className }: { id: string; work: WorkCard; summaryOnPhone?: boolean; className?: string }) {
  return (
    <article aria-labelledby={`${id}-${work.slug}`} className={cn("group relative lg:grid lg:grid-cols-12 lg:items-center lg:gap-10", className)}>
      <div className="overflow-hidden rounded-2xl ring-1 ring-black/10 lg:col-span-8">
        <WorkImage
          id={work.image}
          alt={work.alt}
          sizes="(min-width: 1152px) 720px, (min-width: 1024px) 62vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <div className="lg:col-span-4">
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">
          {work.category} · {work.location}
        </p>
        <h3 id={`${id}-${work.slug}`} className="mt-1 font-display text-display-sm font-semibold text-canopy-800">
          <Link to={`/portfolio/${work.slug}`} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
            <HeadingText text={work.client} />
          </Link>
        </h3>
        {/* In a row of cards on a phone the lead says what the others say, so the row is as tall as a card. */}
        <p className={cn("mt-2 text-muted", !summaryOnPhone && "hidden md:block")}>{work.summary}</p>
        <p className="mt-3 font-semibold text-canopy-700">{work.result}</p>
      </div>
    </article>
  );
}

/** A project at card size: its picture, where and what, the client, the result. */
function SmallWork({ id, work, sizes }: { id: string; work: WorkCard; sizes: string }) {
  return (
    <article aria-labelledby={`${id}-${work.slug}`} className="group relative">
      <div className="overflow-hidden rounded-xl ring-1 ring-black/10 md:rounded-2xl">
        <WorkImage id={work.image} alt={work.alt} sizes={sizes} className="transition-transform duration-500 group-hover:scale-[1.02]" />
      </div>
      <p className="mt-3 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">
        {work.category}
        <span className="hidden sm:inline"> · {work.location}</span>
      </p>
      <h3 id={`${id}-${work.slug}`} className="mt-1 font-display text-lg font-semibold text-canopy-800 md:text-xl">
        <Link to={`/portfolio/${work.slug}`} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
          <HeadingText text={work.client} />
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted md:mt-2 md:text-base">{work.result}</p>
    </article>
  );
}
