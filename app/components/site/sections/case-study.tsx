import { Link } from "react-router";
import { ArrowRight, Check } from "lucide-react";
import type { CaseStudyCard } from "#content/work.ts";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";
import { HeadingText } from "#app/components/site/section.tsx";

const tones = { cream: "bg-cream", white: "bg-white", mint: "bg-canopy-50" };

/**
 * One project told briefly: the problem, what changed, in the client's words. Asymmetric on
 * purpose: the picture takes seven columns, the words the remaining five, so the work is the
 * largest thing in the band. The picture stays inside the page's one content width, its edges
 * in line with the sections above and below (it once ran off the page's edge, the only
 * picture on the site that did).
 */
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
  /** The picture on the right on wide screens. */
  reverse?: boolean;
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <section aria-labelledby={id} className={cn(tones[tone], "py-12 md:py-16")}>
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-12 lg:gap-12">
        <div className={cn("overflow-hidden rounded-3xl lg:col-span-7", reverse && "lg:order-last")}>
          <WorkImage id={work.image} alt={work.alt} sizes="(min-width: 1280px) 624px, (min-width: 1024px) 54vw, calc(100vw - 2rem)" />
        </div>
        <div className="lg:col-span-5">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">{eyebrow}</p>
          <h2 id={id} className="mt-2 font-display text-display-sm font-semibold text-canopy-800 text-balance">
            <HeadingText text={work.title} />
          </h2>
          <p className="mt-4 text-muted">
            <span className="font-semibold text-ink">The problem: </span>
            {work.challenge}.
          </p>
          <ul className="mt-4 space-y-2">
            {work.results.map((r) => (
              <li key={r} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-canopy-600" />
                <span>{r}</span>
              </li>
            ))}
          </ul>
          <blockquote className="mt-5 border-l-4 border-peach-400 pl-4 font-display text-lg text-ink text-pretty">
            “{work.quote.text}”
            <footer className="mt-2 font-sans text-sm text-muted">
              {work.quote.author}, {work.quote.position}
            </footer>
          </blockquote>
          <Link
            to={`/portfolio/${work.slug}`}
            className="mt-5 inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline"
          >
            Read the {work.client} story <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
