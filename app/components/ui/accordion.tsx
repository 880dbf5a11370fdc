import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "~/utils/cn";

export interface AccordionItem {
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
  /** Extra text beside the title, e.g. "Custom quote only". */
  badge?: string;
}

/**
 * One section open at a time; choosing the open one closes it. Each header is a real button
 * with aria-expanded and controls its region, so it works from the keyboard and is announced.
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
  const [open, setOpen] = useState<string | null>(initialOpen);
  const base = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <div className={cn("divide-y divide-canopy-100 rounded-xl border border-canopy-100 bg-white", className)}>
      {items.map((item) => {
        const isOpen = open === item.id;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} data-state={isOpen ? "open" : "closed"}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-canopy-800 hover:bg-canopy-50"
              >
                <span className="flex flex-wrap items-center gap-3">
                  {item.title}
                  {item.badge ? (
                    <span className="rounded-full bg-peach-100 px-2.5 py-0.5 text-xs font-semibold text-peach-700">{item.badge}</span>
                  ) : null}
                </span>
                <ChevronDown aria-hidden="true" className={cn("h-5 w-5 shrink-0 transition-transform", isOpen && "rotate-180")} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5 text-muted">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
