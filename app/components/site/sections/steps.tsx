import { Section, SectionHeading } from "~/components/site/section";
import { cn } from "~/utils/cn";

export interface Step {
  title: string;
  body: string;
}

/** A numbered process, read left to right on wide screens and top to bottom on phones. */
export function Steps({
  id,
  heading,
  lead,
  steps,
  tone = "mint",
}: {
  id: string;
  heading: string;
  lead?: string;
  steps: readonly Step[];
  tone?: "cream" | "white" | "mint";
}) {
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
