import { Section, SectionHeading, HeadingText, marginColumns } from "#app/components/site/section.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { PhoneRow, phoneRowItem } from "#app/components/site/phone-row.tsx";
import { cn } from "#app/utils/cn.ts";

export interface Step {
  title: string;
  body: string;
}

/**
 * A numbered process. `look="ruled"`: large numbers over a rule, one row of columns on wide
 * screens (as many as there are steps, so five steps never leave one alone on a second row);
 * `look="list"`: an editorial list, the heading in the margin and each step a row beside it;
 * `look="cards"`: numbered cards under a centred heading. On a phone the ruled columns and the
 * cards, and the list's rows, are a row that scrolls sideways (PhoneRow), not a stack of three
 * to five screens.
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
        <PhoneRow label={`${heading}: steps`} ordered grid={cn("md:gap-6", grid)} className="mt-8">
          {steps.map((s, i) => (
            <li key={s.title} className={cn("rounded-2xl bg-white p-5 ring-1 ring-canopy-100 md:p-6", phoneRowItem, i === 0 && first)}>
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-canopy-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">
                <HeadingText text={s.title} />
              </h3>
              <p className="mt-2 text-muted">{s.body}</p>
            </li>
          ))}
        </PhoneRow>
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
          <PhoneRow
            label={`${heading}: steps`}
            ordered
            grid="md:grid-cols-1 md:gap-0 md:divide-y md:divide-canopy-200 md:border-y md:border-canopy-200"
            className={marginColumns.body}
          >
            {steps.map((s, i) => (
              <li
                key={s.title}
                className={cn(
                  "grid grid-cols-[3rem_1fr] items-baseline gap-x-3 border-t-2 border-canopy-200 pt-4 md:border-t-0 md:py-5 md:grid-cols-[4.5rem_12rem_1fr] md:items-start md:gap-x-6",
                  phoneRowItem,
                )}
              >
                <span aria-hidden="true" className="font-display text-3xl leading-none font-semibold text-peach-700 sm:text-4xl">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="text-lg font-semibold text-canopy-800">
                  <span className="sr-only">Step {i + 1}: </span>
                  <HeadingText text={s.title} />
                </h3>
                <p className="col-span-2 mt-2 text-muted md:col-span-1 md:col-start-3 md:mt-0">{s.body}</p>
              </li>
            ))}
          </PhoneRow>
        </div>
      </Section>
    );
  }
  const { grid, first } = evenGrid(steps.length, { md: steps.length === 3 ? 3 : 2, lg: 5 });
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} title={heading} lead={lead} align="left" />
      <PhoneRow label={`${heading}: steps`} ordered grid={cn("md:gap-x-8 md:gap-y-8", grid)} className="mt-8">
        {steps.map((s, i) => (
          <li key={s.title} className={cn("border-t-2 border-canopy-700 pt-4", phoneRowItem, i === 0 && first)}>
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
      </PhoneRow>
    </Section>
  );
}
