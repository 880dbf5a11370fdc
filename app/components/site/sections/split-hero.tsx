import { cn } from "#app/utils/cn.ts";
import { HeadingText } from "#app/components/site/section.tsx";

export interface SplitHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** A short line under the lead: a price, a timeline. */
  note?: string;
  actions?: React.ReactNode;
  /** Below the actions: figures, proof. */
  footer?: React.ReactNode;
  /** The right half: a project, the chat card. */
  aside: React.ReactNode;
  /** Which half leads on wide screens. */
  asideFirst?: boolean;
}

/** The page's opening band: words on one side, the work (or Ava) on the other. */
export function SplitHero({ eyebrow, title, lead, note, actions, footer, aside, asideFirst = false }: SplitHeroProps) {
  return (
    <section className="bg-canopy-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-12 lg:gap-14 lg:py-16">
        <div className={cn("lg:col-span-6", asideFirst && "lg:order-last")}>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-400">{eyebrow}</p>
          {/* A long title a size down, so it sets in four lines or so beside the work rather than six. */}
          <h1 className={cn("mt-4 font-display font-semibold text-balance", title.length > 48 ? "text-display" : "text-display-lg")}>
            <HeadingText text={title} />
          </h1>
          <p className="mt-6 text-lg text-canopy-100 text-pretty">{lead}</p>
          {note ? <p className="mt-5 inline-block rounded-full bg-white/10 px-4 py-2 font-semibold text-peach-100">{note}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">{actions}</div> : null}
          {footer}
        </div>
        <div className="lg:col-span-6">{aside}</div>
      </div>
    </section>
  );
}
