import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackupLine } from "./backup-line";

const line = (backups: Parameters<typeof BackupLine>[0]["backups"]) => renderToStaticMarkup(<BackupLine backups={backups} />);

describe("the dashboard's backup line", () => {
  it("says how old the last backup is, and the schedule", () => {
    const html = line({ every: "24h", keep: 14, lastGoodAgeSeconds: 3 * 3_600 + 20, lastFailure: null });
    expect(html).toContain("Last backup 3 hours ago. One every 24h, keeping 14.");
    expect(html).toContain('data-backup-status="ok"');
  });

  it("turns red when the last attempt failed, saying why", () => {
    const html = line({ every: "6h", keep: 14, lastGoodAgeSeconds: 7_000, lastFailure: "disk full" });
    expect(html).toContain("The last attempt failed (disk full); retrying.");
    expect(html).toContain('data-backup-status="warn"');
  });

  it("turns red when no backup is newer than two intervals, or there is none while they are on", () => {
    expect(line({ every: "24h", keep: 14, lastGoodAgeSeconds: 3 * 86_400, lastFailure: null })).toContain('data-backup-status="warn"');
    expect(line({ every: "24h", keep: 14, lastGoodAgeSeconds: null, lastFailure: null })).toMatch(/data-backup-status="warn".*No backup yet\./);
  });

  it("says when scheduled backups are off, and that PostgreSQL's are pg_dump's", () => {
    expect(line({ every: "off", keep: 14, lastGoodAgeSeconds: null, lastFailure: null })).toContain("Scheduled backups are off (BACKUP_EVERY).");
    expect(line(null)).toContain("Backups: PostgreSQL, taken with pg_dump");
  });
});
