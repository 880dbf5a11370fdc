import { Link } from "react-router";
import { ArrowRight, Check } from "lucide-react";
import type { CaseStudyCard } from "#content/work.ts";
import { Section } from "#app/components/site/section.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";

/** One project told briefly: the problem, what we did, what changed, in the client's words. */
export function CaseStudy({
  id,
  eyebrow = "Case study",
  work,
  reverse = false,
  tone = "cream",
}: {
  id: string;
  eyebrow?: string;
  work: CaseStudyCard;
  reverse?: boolean;
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn("overflow-hidden rounded-3xl ring-1 ring-black/10", reverse && "lg:order-last")}>
          <WorkImage id={work.image} alt={work.alt} sizes="(min-width: 1024px) 560px, 100vw" />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">{eyebrow}</p>
          <h2 id={id} className="mt-2 font-display text-display-sm font-semibold text-canopy-800 text-balance">
            {work.title}
          </h2>
          <p className="mt-4 text-muted">
            <span className="font-semibold text-ink">The problem: </span>
            {work.challenge}.
          </p>
          <ul className="mt-5 space-y-2">
            {work.results.map((r) => (
              <li key={r} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-canopy-600" />
                <span>{r}</span>
              </li>
            ))}
          </ul>
          <blockquote className="mt-6 border-l-4 border-peach-400 pl-4 font-display text-lg text-ink text-pretty">
            “{work.quote.text}”
            <footer className="mt-2 font-sans text-sm text-muted">
              {work.quote.author}, {work.quote.position}
            </footer>
          </blockquote>
          <Link
            to={`/portfolio/${work.slug}`}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline"
          >
            Read the {work.client} story <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
