import { cn } from "#app/utils/cn.ts";
import { HeroNote, HeroTitle } from "#app/components/site/sections/split-hero.tsx";

/** What every opening of a landing page says: the same words and actions, set three ways. */
export interface LandingHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  note?: string;
  actions: React.ReactNode;
  /** The page's project, a figure. */
  work: React.ReactNode;
}

/** The work's `sizes` in a cover opening: the whole content width (1152 px at 1280). */
export const coverWorkSizes = "(min-width: 1216px) 1152px, (min-width: 640px) calc(100vw - 3rem), 100vw";
/** The work's `sizes` in a statement opening: seven of twelve columns from 1024 px. */
export const statementWorkSizes = "(min-width: 1280px) 660px, (min-width: 1024px) 56vw, 100vw";

/**
 * The work first, on the page's light ground: the title large across the top, the lead under it
 * with the price and actions at its right, and under them the project across the whole content
 * width (a wide crop on a laptop, edge to edge on a phone).
 */
export function CoverHero({ eyebrow, title, lead, note, actions, work }: LandingHeroProps) {
  return (
    <section data-hero="cover" className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 md:pt-14 md:pb-14">
        <HeroTitle eyebrow={eyebrow} title={title} light className="max-w-4xl text-canopy-800" />
        <div className="mt-6 grid gap-x-12 gap-y-2 lg:grid-cols-12 lg:items-end">
          <p className="text-lg text-muted text-pretty lg:col-span-6">{lead}</p>
          <div className="lg:col-span-6 lg:flex lg:flex-col lg:items-end">
            {note ? <HeroNote note={note} light /> : null}
            <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3 lg:mt-5 lg:justify-end">{actions}</div>
          </div>
        </div>
        <div className="-mx-4 mt-10 sm:mx-0 md:mt-12 [&_a]:max-sm:rounded-none [&_a]:max-sm:ring-0 [&_figcaption]:max-sm:px-4 [&_img]:lg:aspect-[16/9] [&_img]:lg:object-cover">
          {work}
        </div>
      </div>
    </section>
  );
}

/**
 * A statement on the green band: the title across the width at the largest size from 1024 px,
 * and under it the project (seven columns) beside the lead and the actions under a hairline. On
 * a phone the project comes straight after the title, before the words.
 */
export function StatementHero({ eyebrow, title, lead, note, actions, work, workFirst = false }: LandingHeroProps & { workFirst?: boolean }) {
  return (
    <section data-hero="statement" className="bg-canopy-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:py-16">
        <HeroTitle eyebrow={eyebrow} title={title} className="max-w-5xl lg:text-display-lg" />
        <div className="mt-8 grid gap-8 md:mt-12 lg:grid-cols-12 lg:gap-14">
          <div className={cn("lg:col-span-7", workFirst ? "lg:order-first" : "lg:order-last")}>{work}</div>
          <div className="lg:col-span-5 lg:border-t lg:border-white/20 lg:pt-6">
            <p className="text-lg text-canopy-100 text-pretty">{lead}</p>
            {note ? <HeroNote note={note} /> : null}
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
