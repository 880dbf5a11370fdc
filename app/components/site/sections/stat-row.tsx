import { cn } from "#app/utils/cn.ts";

/** A few figures with their labels, the figure first to the eye and the label first to a screen reader. */
export function StatRow({
  stats,
  inverted = false,
  className,
}: {
  stats: readonly { value: string; label: string }[];
  inverted?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6 sm:grid-cols-4", className)}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col">
          <dt className={cn("text-sm", inverted ? "text-canopy-100" : "text-muted")}>{s.label}</dt>
          <dd className={cn("order-first font-display text-3xl font-semibold", inverted ? "text-white" : "text-canopy-700")}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
