import { useId } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

export interface AccordionItem {
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
  /** Extra text beside the title, e.g. "Custom quote only". */
  badge?: string;
}

/**
 * One section open at a time; choosing the open one closes it. Native `<details>` sharing a
 * `name`: the browser does all of it on the first tap, before and without any script, and
 * exposes each summary as an expandable control to assistive technology.
 */
export function Accordion({
  items,
  initialOpen = null,
  headingLevel = 3,
  className,
}: {
  items: AccordionItem[];
  initialOpen?: string | null;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const group = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <div className={cn("divide-y divide-canopy-100 rounded-xl border border-canopy-100 bg-white", className)}>
      {items.map((item) => (
        // Uncontrolled: React sets `open` only at first render; the browser owns it after.
        <details key={item.id} name={group} open={initialOpen === item.id} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-canopy-800 hover:bg-canopy-50 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
              {/* One flex item: a title set in pieces (a heading's last words kept together) reads as one line of text. */}
              <span>{item.title}</span>
              {item.badge ? <span className="rounded-full bg-peach-100 px-2.5 py-0.5 text-xs font-semibold text-peach-700">{item.badge}</span> : null}
            </Heading>
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
