import { Link } from "react-router";
import type { WorkCard } from "#content/work.ts";
import { WorkImage } from "#app/components/site/work-image.tsx";

export interface WorkHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: React.ReactNode;
  /** The piece of work the page opens on, large, on the first screen. */
  work: WorkCard;
  /** Beside the words and the work on wide screens, after them on a phone: the chat card. */
  aside: React.ReactNode;
  /** Below everything: figures, proof. */
  footer?: React.ReactNode;
}

/**
 * The home page's opening: the words, then a large piece of real work straight under them,
 * with Ava's card alongside, so the work is on the first screen of a laptop and starts on the
 * first screen of a phone.
 */
export function WorkHero({ eyebrow, title, lead, actions, work, aside, footer }: WorkHeroProps) {
  const captionId = `hero-work-${work.slug}`;
  return (
    <section className="bg-canopy-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-x-12 gap-y-8 px-4 pt-8 pb-12 sm:px-6 md:pt-10 lg:grid-cols-12 lg:pb-16">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-400">{eyebrow}</p>
          <h1 className="mt-3 font-display text-[clamp(2rem,1.55rem+1.5vw,2.75rem)] leading-[1.08] font-semibold">{title}</h1>
          <p className="mt-4 text-lg text-canopy-100 text-pretty">{lead}</p>
          {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <figure aria-labelledby={captionId} className="group relative lg:col-span-7 lg:row-start-2">
          <div className="overflow-hidden rounded-2xl ring-1 ring-white/15">
            <WorkImage
              id={work.image}
              alt={work.alt}
              eager
              sizes="(min-width: 1152px) 620px, (min-width: 1024px) 55vw, 100vw"
              className="transition-transform duration-500 group-hover:scale-[1.02]"
            />
          </div>
          <figcaption id={captionId} className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link
              to={`/portfolio/${work.slug}`}
              className="font-display text-xl font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {work.title}
            </Link>
            <span className="text-sm text-canopy-100">{work.result}</span>
          </figcaption>
        </figure>
        <div className="lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:self-center">{aside}</div>
        {footer ? <div className="lg:col-span-12">{footer}</div> : null}
      </div>
    </section>
  );
}
