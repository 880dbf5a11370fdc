import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { WorkCard } from "~/content/work";
import { Section, SectionHeading } from "~/components/site/section";
import { WorkImage } from "~/components/site/work-image";
import { cn } from "~/utils/cn";

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
      <ul className={cn("mt-10 grid gap-8", feature ? "md:grid-cols-2 lg:grid-cols-12" : "md:grid-cols-3")}>
        {works.map((w, i) => (
          <li key={w.slug} className={cn(feature && (i === 0 ? "md:col-span-2 lg:col-span-7 lg:row-span-2" : "lg:col-span-5"))}>
            <article aria-labelledby={`${id}-${w.slug}`} className="group relative">
              <div className="overflow-hidden rounded-2xl ring-1 ring-black/10">
                <WorkImage
                  id={w.image}
                  alt={w.alt}
                  sizes={feature && i === 0 ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"}
                  className="transition-transform duration-500 group-hover:scale-[1.02]"
                />
              </div>
              <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">
                {w.category} · {w.location}
              </p>
              <h3 id={`${id}-${w.slug}`} className={cn("mt-1 font-display font-semibold text-canopy-800", feature && i === 0 ? "text-display-sm" : "text-xl")}>
                <Link to={`/portfolio/${w.slug}`} className="after:absolute after:inset-0 hover:underline underline-offset-4">
                  {w.client}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{w.result}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
