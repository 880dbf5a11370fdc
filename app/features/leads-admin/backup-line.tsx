import type { BackupSummary } from "#app/schemas/admin-views.ts";

/** "3 hours", "2 days": the age of the last backup at a glance. */
export function roughAge(seconds: number): string {
  const steps: [number, string][] = [
    [86_400, "day"],
    [3_600, "hour"],
    [60, "minute"],
  ];
  for (const [size, unit] of steps) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? "" : "s"}`;
  }
  return "less than a minute";
}

const EVERY_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** One line under the dashboard's title: when the leads were last backed up, and whether backups are failing or late. */
export function BackupLine({ backups }: { backups: BackupSummary | null }) {
  if (!backups) return <p className="mt-1 text-sm text-muted">Backups: PostgreSQL, taken with pg_dump (see the README).</p>;
  const { every, keep, lastGoodAgeSeconds: age, lastFailure } = backups;
  const everySeconds = every === "off" ? null : Number(every.slice(0, -1)) * (EVERY_SECONDS[every.slice(-1)] ?? 1);
  // Late: no backup in twice the interval (one missed), or none at all while on.
  const late = everySeconds !== null && (age === null || age > 2 * everySeconds);
  const text = [
    age === null ? "No backup yet." : `Last backup ${roughAge(age)} ago.`,
    every === "off" ? "Scheduled backups are off (BACKUP_EVERY)." : `One every ${every}, keeping ${keep}.`,
    lastFailure ? `The last attempt failed (${lastFailure}); retrying.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const warn = Boolean(lastFailure) || late;
  return (
    <p className={warn ? "mt-1 text-sm font-semibold text-red-800" : "mt-1 text-sm text-muted"} data-backup-status={warn ? "warn" : "ok"}>
      {text}
    </p>
  );
}
