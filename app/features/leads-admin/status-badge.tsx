import { statusBadgeColour, statusLabel } from "#app/domain/lead-status.ts";
import { cn } from "#app/utils/cn.ts";

// The spec's colours; each pairing of text and background meets WCAG AA.
const colours = {
  red: "bg-red-100 text-red-800 ring-red-200",
  orange: "bg-orange-100 text-orange-900 ring-orange-200",
  green: "bg-green-100 text-green-800 ring-green-200",
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  purple: "bg-purple-100 text-purple-800 ring-purple-200",
  grey: "bg-gray-200 text-gray-800 ring-gray-300",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

export function StatusBadge({ status }: { status: string }) {
  const colour = statusBadgeColour(status);
  return (
    <span
      data-badge-colour={colour}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", colours[colour])}
    >
      {statusLabel(status)}
    </span>
  );
}

/** Statuses as a select's options, named as their badges name them. */
export function StatusOptions({ statuses }: { statuses: readonly string[] }) {
  return statuses.map((s) => (
    <option key={s} value={s}>
      {statusLabel(s)}
    </option>
  ));
}
