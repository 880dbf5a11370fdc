import { Section, SectionHeading, HeadingText, marginColumns } from "#app/components/site/section.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";

export interface Step {
  title: string;
  body: string;
}

/**
 * A numbered process. `look="ruled"`: large numbers over a rule, one row of columns on wide
 * screens (as many as there are steps, so five steps never leave one alone on a second row);
 * `look="list"`: an editorial list, the heading in the margin and each step a row beside it;
 * `look="cards"`: numbered cards under a centred heading.
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
  look?: "ruled" | "cards" | "list";
}) {
  if (look === "cards") {
    const { grid, first } = evenGrid(steps.length, { md: 3 });
    return (
      <Section tone={tone} labelledBy={id}>
        <SectionHeading id={id} title={heading} lead={lead} />
        <ol className={cn("mt-8 grid gap-6", grid)}>
          {steps.map((s, i) => (
            <li key={s.title} className={cn("rounded-2xl bg-white p-6 ring-1 ring-canopy-100", i === 0 && first)}>
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-canopy-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">
                <HeadingText text={s.title} />
              </h3>
              <p className="mt-2 text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </Section>
    );
  }
  if (look === "list") {
    return (
      <Section tone={tone} labelledBy={id}>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className={marginColumns.heading}>
            <div className="lg:sticky lg:top-28">
              <SectionHeading id={id} title={heading} lead={lead} align="left" inMargin />
            </div>
          </div>
          <ol className={cn("divide-y divide-canopy-200 border-y border-canopy-200", marginColumns.body)}>
            {steps.map((s, i) => (
              <li
                key={s.title}
                className="grid grid-cols-[3rem_1fr] items-baseline gap-x-3 py-5 sm:grid-cols-[4.5rem_12rem_1fr] sm:items-start sm:gap-x-6"
              >
                <span aria-hidden="true" className="font-display text-3xl leading-none font-semibold text-peach-700 sm:text-4xl">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="text-lg font-semibold text-canopy-800">
                  <span className="sr-only">Step {i + 1}: </span>
                  <HeadingText text={s.title} />
                </h3>
                <p className="col-span-2 mt-2 text-muted sm:col-span-1 sm:col-start-3 sm:mt-0">{s.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>
    );
  }
  const { grid, first } = evenGrid(steps.length, { md: steps.length === 3 ? 3 : 2, lg: 5 });
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} title={heading} lead={lead} align="left" />
      <ol className={cn("mt-8 grid gap-x-8 gap-y-6 md:gap-y-8", grid)}>
        {steps.map((s, i) => (
          <li key={s.title} className={cn("border-t-2 border-canopy-700 pt-4", i === 0 && first)}>
            <h3 className="flex items-baseline gap-3 text-xl font-semibold text-canopy-800 md:block">
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-peach-700 md:block md:text-4xl">
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="sr-only">Step {i + 1}: </span>
              <span className="md:mt-2 md:block">{s.title}</span>
            </h3>
            <p className="mt-2 text-muted">{s.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
