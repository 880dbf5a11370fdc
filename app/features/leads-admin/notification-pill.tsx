import type { AdminNotification } from "#app/schemas/admin-views.ts";
import { cn } from "#app/utils/cn.ts";

const labels: Record<string, string> = { email: "Email", webhook: "Webhook" };

/** Each notification of a lead, in a word: sent, pending (with tries so far) or failed. */
export function NotificationPills({ items }: { items: AdminNotification[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Notifications">
      {items.map((n) => {
        const kind = labels[n.kind] ?? n.kind;
        const text =
          n.status === "sent"
            ? `${kind} sent`
            : n.status === "failed"
              ? `${kind} failed`
              : n.attempts > 0
                ? `${kind} retrying (${n.attempts} ${n.attempts === 1 ? "try" : "tries"})`
                : `${kind} queued`;
        return (
          <li
            key={n.id}
            data-notification={n.status}
            title={n.lastError ?? undefined}
            className={cn(
              "rounded px-2 py-0.5 text-xs font-medium",
              n.status === "sent" && "bg-canopy-100 text-canopy-800",
              n.status === "failed" && "bg-red-100 text-red-800",
              n.status !== "sent" && n.status !== "failed" && "bg-amber-100 text-amber-900",
            )}
          >
            {text}
          </li>
        );
      })}
    </ul>
  );
}
