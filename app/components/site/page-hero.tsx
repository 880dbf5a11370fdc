import { cn } from "#app/utils/cn.ts";

/** The top band of an inner page: eyebrow, heading, lead and optional actions. */
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
    <section className={cn("bg-canopy-800 text-white", className)}>
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 md:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.2em] text-peach-400">{eyebrow}</p> : null}
        <h1 className="mt-3 font-display text-4xl font-bold leading-tight text-balance md:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-canopy-100 text-pretty">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
