import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { WorkCard } from "#content/work.ts";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";

export interface CaseStudyStripProps {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  works: readonly WorkCard[];
  /** "feature": the first project large, the rest beside it; "row": equal columns. */
  layout?: "feature" | "row";
  tone?: "cream" | "white" | "mint";
}

/** A few projects side by side, each with its strongest result, linking to the full story. */
export function CaseStudyStrip({ id, eyebrow, heading, lead, works, layout = "row", tone = "white" }: CaseStudyStripProps) {
  const feature = layout === "feature";
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
        <Link to="/portfolio" className="inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline">
          All our work <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className={cn("mt-10 grid gap-8", feature ? "md:grid-cols-2" : "md:grid-cols-3")}>
        {works.map((w, i) => {
          // "feature": the first project spans the row, its picture beside its words.
          const lead = feature && i === 0;
          return (
            <li key={w.slug} className={cn(lead && "md:col-span-2")}>
              <article
                aria-labelledby={`${id}-${w.slug}`}
                className={cn("group relative", lead && "lg:grid lg:grid-cols-12 lg:items-center lg:gap-10")}
              >
                <div className={cn("overflow-hidden rounded-2xl ring-1 ring-black/10", lead && "lg:col-span-7")}>
                  <WorkImage
                    id={w.image}
                    alt={w.alt}
                    sizes={
                      lead
                        ? "(min-width: 1024px) 640px, 100vw"
                        : feature
                          ? "(min-width: 1024px) 540px, (min-width: 768px) 50vw, 100vw"
                          : "(min-width: 1024px) 360px, (min-width: 768px) 33vw, 100vw"
                    }
                    className="transition-transform duration-500 group-hover:scale-[1.02]"
                  />
                </div>
                <div className={cn(lead && "lg:col-span-5")}>
                  <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">
                    {w.category} · {w.location}
                  </p>
                  <h3 id={`${id}-${w.slug}`} className={cn("mt-1 font-display font-semibold text-canopy-800", lead ? "text-display-sm" : "text-xl")}>
                    <Link to={`/portfolio/${w.slug}`} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
                      {w.client}
                    </Link>
                  </h3>
                  <p className="mt-2 text-muted">{lead ? w.summary : w.result}</p>
                  {lead ? <p className="mt-3 font-semibold text-canopy-700">{w.result}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
