import { Check } from "lucide-react";
import { Section, SectionHeading, marginColumns } from "#app/components/site/section.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";

/** What is included, as a two-column list of ticks beside its heading (an odd count: the first item across both). */
export function CheckList({
  id,
  eyebrow,
  heading,
  lead,
  items,
  footer,
  tone = "white",
  headingIsName = false,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: readonly string[];
  footer?: React.ReactNode;
  tone?: "cream" | "white" | "mint";
  /** The heading is a short name, kept on one line (OneLineName). */
  headingIsName?: boolean;
}) {
  const { grid, first } = evenGrid(items.length, { sm: 2 });
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-6 md:gap-8 lg:grid-cols-12 lg:gap-12">
        <div className={marginColumns.heading}>
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" inMargin titleIsName={headingIsName} />
          {footer ? <div className="mt-6">{footer}</div> : null}
        </div>
        <ul className={cn("grid content-start gap-x-8 gap-y-2 md:gap-y-3", marginColumns.body, grid)}>
          {items.map((item, i) => (
            <li key={item} className={cn("flex gap-3 border-b border-canopy-100 pb-2 md:pb-3", i === 0 && first)}>
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600 md:mt-1" />
              <span className="text-[0.9375rem] md:text-base">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
