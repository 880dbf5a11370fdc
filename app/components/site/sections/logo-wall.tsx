import { Section } from "#app/components/site/section.tsx";
import { cn } from "#app/utils/cn.ts";

/*
 * Client names set as wordmarks. Text, not images: it costs a few bytes, stays sharp and is
 * read by screen readers as the list of clients it is.
 */
const treatments = [
  "font-display text-xl font-semibold italic",
  "font-sans text-sm font-bold uppercase tracking-[0.22em]",
  "font-display text-lg font-bold tracking-tight",
  "font-sans text-lg font-semibold tracking-tight",
  "font-display text-xl font-normal",
  "font-sans text-xs font-bold uppercase tracking-[0.3em]",
];

export function LogoWall({
  id,
  heading,
  clients,
  tone = "white",
}: {
  id: string;
  heading: string;
  clients: readonly { name: string; category: string }[];
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section tone={tone} labelledBy={id} className="py-12 md:py-14">
      <h2 id={id} className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-muted">
        {heading}
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 text-center text-canopy-800 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((c, i) => (
          <li key={c.name} className={cn("leading-tight", treatments[i % treatments.length])}>
            {c.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
