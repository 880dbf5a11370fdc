import { cn } from "#app/utils/cn.ts";
import { HeadingText } from "#app/components/site/section.tsx";

/**
 * The opening of an inner page (services, contact, FAQ, articles, policies): light, set like an
 * editorial page rather than a band. The heading large on the left, the lead and any actions on
 * the right, level with its last line; stacked on a phone.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-b border-canopy-100 bg-cream", className)}>
      <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-10 pb-10 sm:px-6 md:pt-14 md:pb-12 lg:grid-cols-12 lg:items-end lg:gap-12">
        <div className="lg:col-span-7">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">{eyebrow}</p> : null}
          <h1 className="mt-3 font-display text-display font-semibold text-canopy-800 text-balance">
            <HeadingText text={title} />
          </h1>
        </div>
        {lead || children ? (
          <div className="lg:col-span-5">
            {lead ? <p className="text-lg text-muted text-pretty">{lead}</p> : null}
            {children ? <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">{children}</div> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
