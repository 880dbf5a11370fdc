import { Check, type LucideIcon } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

/**
 * Short points, each behind an icon (a tick unless told otherwise). `className` styles the
 * list itself (its spacing or grid); `spacious` widens the gap between icon and words.
 */
export function TickList({
  items,
  icon: Icon = Check,
  iconClassName = "text-canopy-600",
  spacious = false,
  className = "space-y-2",
}: {
  items: readonly string[];
  icon?: LucideIcon;
  iconClassName?: string;
  spacious?: boolean;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex", spacious ? "gap-3" : "gap-2")}>
          <Icon aria-hidden="true" className={cn("mt-0.5 h-5 w-5 shrink-0", iconClassName)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
