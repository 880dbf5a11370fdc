import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { cn } from "#app/utils/cn.ts";

export interface Step {
  title: string;
  body: string;
}

/**
 * A numbered process, read left to right on wide screens and top to bottom on phones:
 * large numbers over a rule, or (`look="cards"`) numbered cards under a centred heading.
 */
export function Steps({
  id,
  heading,
  lead,
  steps,
  tone = "mint",
  look = "ruled",
}: {
  id: string;
  heading: string;
  lead?: string;
  steps: readonly Step[];
  tone?: "cream" | "white" | "mint";
  look?: "ruled" | "cards";
}) {
  if (look === "cards") {
    return (
      <Section tone={tone} labelledBy={id}>
        <SectionHeading id={id} title={heading} lead={lead} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-6 ring-1 ring-canopy-100">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-canopy-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">{s.title}</h3>
              <p className="mt-2 text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </Section>
    );
  }
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} title={heading} lead={lead} align="left" />
      <ol className={cn("mt-10 grid gap-x-8 gap-y-10 md:grid-cols-2", steps.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
        {steps.map((s, i) => (
          <li key={s.title} className="border-t-2 border-canopy-700 pt-5">
            <span aria-hidden="true" className="font-display text-4xl font-semibold text-peach-700">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-xl font-semibold text-canopy-800">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-2 text-muted">{s.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
