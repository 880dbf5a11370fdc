import { Check } from "lucide-react";
import { Section, SectionHeading } from "#app/components/site/section.tsx";

/** What is included, as a two-column list of ticks beside its heading. */
export function CheckList({
  id,
  eyebrow,
  heading,
  lead,
  items,
  footer,
  tone = "white",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: readonly string[];
  footer?: React.ReactNode;
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="left" />
          {footer ? <div className="mt-6">{footer}</div> : null}
        </div>
        <ul className="grid content-start gap-x-8 gap-y-4 sm:grid-cols-2 lg:col-span-8">
          {items.map((item) => (
            <li key={item} className="flex gap-3 border-b border-canopy-100 pb-4">
              <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-canopy-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
