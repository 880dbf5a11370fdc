/**
 * Cookieless visit counting and the Traffic view (docs/decisions/017-cookieless-visits-and-conversions.md).
 *
 * A visit is the entry page of a browser tab, reported once by the pages' beacon. Nothing
 * identifies the visitor: unique visitors are counted by a hash of address, browser and site
 * made with a salt that changes every UTC day and is deleted once its day is over, so the same
 * person on two days is two visitors and no row can be tied back to an address. Beacons are
 * answered at once and written in batches (one transaction a second), so counting never
 * holds a page, a lead or the database. Raw rows are kept RAW_DAYS days and then folded into
 * daily totals per page and source; each raw row is folded by exactly one transaction
 * (`DELETE … RETURNING`), so several instances pruning one PostgreSQL never count twice.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { AnalyticsVisitsTable } from "../../db/schema.ts";
import { isbot } from "isbot";
import { landingSlugs } from "#content/routes.ts";
import { publicPaths } from "#content/public-paths.ts";
import { conversionRate, sourceOf, trafficLeadKinds, type TrafficLeadKind } from "#app/domain/traffic-source.ts";
import { visitSchema, type Visit } from "#app/schemas/visit.ts";
import { NOT_RECORDED, type TrafficDay, type TrafficPeriod, type TrafficReport, type TrafficRow } from "#app/schemas/traffic.ts";
import type { Db } from "./db.server";
import type { Logger } from "./logger.server";

/** Days of raw visits kept (today included) before they become daily totals. */
export const RAW_DAYS = 7;
/** Largest beacon body (bytes): a path, a host and three tags. */
export const MAX_BEACON_BYTES = 1024;
/** Beacons per client address per minute: a person opens a few tabs, an office behind one address a few more. */
export const BEACONS_PER_MINUTE = 120;
/** Visits held in memory while the database is away, at most (then the oldest are dropped, and logged). */
const MAX_QUEUE = 50_000;
const FLUSH_MS = 1_000;
/**
 * Visits a transaction writes at most. A batch commits without a sync of its own (durable: false)
 * and holds the event loop about half a millisecond on a two-core machine; the loop is let go
 * between batches, so a lead never waits behind more than one. (Ten a batch cost twice the time
 * in all: each commit has a fixed price.)
 */
const FLUSH_BATCH = 50;
const ALL = "*";

const sitePaths = new Set(publicPaths().concat("/"));
const landingPaths = new Set(landingSlugs.map((s) => `/${s}`));

/** The entry page and source a lead carries, or null when its visit is not a page of this site. */
export function entryOf(visit: Visit | undefined): { entryPage: string; entrySource: string } | null {
  if (!visit) return null;
  const page = normalisePath(visit.p);
  if (!sitePaths.has(page)) return null;
  return { entryPage: page, entrySource: sourceOf(visit) };
}

/** `/contact/` and `/contact` are one page. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);

export interface BeaconRequest {
  body: string;
  ip: string;
  userAgent: string | undefined;
  /** Headers that matter: DNT, Sec-GPC, Cookie (an admin's). */
  doNotTrack: boolean;
  admin: boolean;
}

export type BeaconOutcome = { status: 204; counted: boolean; reason?: "bot" | "do-not-track" | "admin" } | { status: 413 | 422 | 429; error: string };

interface Pending {
  day: string;
  page: string;
  source: string;
  /** Hashed at flush with the day's salt; held only in memory until then. */
  ip: string;
  userAgent: string;
  at: string;
}

export interface AnalyticsOptions {
  log: Logger;
  /** The site's host, part of the visitor hash. */
  siteHost: string;
  rateLimits: boolean;
  now?: () => number;
  /** Flush on a timer (the server); tests call flush() themselves. */
  autoFlush?: boolean;
}

export function createAnalytics(db: Db, options: AnalyticsOptions) {
  const now = options.now ?? Date.now;
  const log = options.log;
  let queue: Pending[] = [];
  let dropped = 0;
  let flushing: Promise<number> | null = null;
  const salts = new Map<string, string>();
  let window = { start: 0, counts: new Map<string, number>() };

  function limited(ip: string): boolean {
    if (!options.rateLimits) return false;
    const t = now();
    if (t - window.start >= 60_000) window = { start: t - (t % 60_000), counts: new Map() };
    const n = (window.counts.get(ip) ?? 0) + 1;
    window.counts.set(ip, n);
    return n > BEACONS_PER_MINUTE;
  }

  /** Validates and queues one beacon; answers at once (the write follows within a second). */
  function receive(req: BeaconRequest): BeaconOutcome {
    if (Buffer.byteLength(req.body) > MAX_BEACON_BYTES) return { status: 413, error: "The visit report is too large." };
    if (limited(req.ip)) return { status: 429, error: "Too many visit reports." };
    let raw: unknown;
    try {
      raw = JSON.parse(req.body);
    } catch {
      return { status: 422, error: "The visit report must be JSON." };
    }
    const parsed = visitSchema.safeParse(raw);
    if (!parsed.success) return { status: 422, error: parsed.error.issues[0]!.message };
    const entry = entryOf(parsed.data);
    if (!entry) return { status: 422, error: "The page is not a page of this site." };
    // Not counted, and not told apart from a counted visit: a bot learns nothing from the answer.
    if (!req.userAgent || isbot(req.userAgent)) return { status: 204, counted: false, reason: "bot" };
    if (req.doNotTrack) return { status: 204, counted: false, reason: "do-not-track" };
    if (req.admin) return { status: 204, counted: false, reason: "admin" };
    const t = now();
    if (queue.length >= MAX_QUEUE) {
      queue.shift();
      dropped++;
    }
    queue.push({
      day: dayOf(t),
      page: entry.entryPage,
      source: entry.entrySource,
      ip: req.ip,
      userAgent: req.userAgent,
      at: new Date(t).toISOString(),
    });
    return { status: 204, counted: true };
  }

  /** The day's salt, the same for every instance: the first to ask makes it. */
  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    await db.kysely
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db.kysely.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    salts.set(day, row.salt);
    for (const d of salts.keys()) if (d < addDays(day, -1)) salts.delete(d);
    return row.salt;
  }

  /**
   * A visit's id: a UUID of version 7 (RFC 9562), the time first, so each batch lands at the end
   * of the key's index instead of on pages all over it (random ids dirtied a page per row, and every
   * commit and checkpoint wrote them all).
   */
  function visitId(at: number): string {
    // randomUUID draws from a cached pool; a randomBytes call per row cost more than its insert.
    const random = randomUUID();
    const time = at.toString(16).padStart(12, "0");
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
  }

  function visitorHash(salt: string, ip: string, userAgent: string): string {
    return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}\n${options.siteHost}`).digest("base64url").slice(0, 22);
  }

  async function writeQueued(): Promise<number> {
    let written = 0;
    while (queue.length) {
      const batch = queue.slice(0, FLUSH_BATCH);
      const rows: Insertable<AnalyticsVisitsTable>[] = [];
      for (const v of batch) {
        const salt = await saltOf(v.day);
        rows.push({
          id: visitId(Date.parse(v.at)),
          day: v.day,
          page: v.page,
          source: v.source,
          visitor: visitorHash(salt, v.ip, v.userAgent),
          created_at: v.at,
        });
      }
      // Kept in the queue until written: a database that is away loses no visit it comes back from.
      await db.writeTransaction(
        async (trx) => {
          for (let i = 0; i < rows.length; i += 100)
            await trx
              .insertInto("analytics_visits")
              .values(rows.slice(i, i + 100))
              .execute();
          // A visit may be lost to a power cut (never to a crash): no sync of its own, so no lead waits on one.
        },
        { durable: false },
      );
      queue = queue.slice(batch.length);
      written += batch.length;
      if (queue.length) await new Promise((resolve) => setImmediate(resolve));
    }
    if (dropped) {
      log.warn("visits dropped while the database was away", { dropped });
      dropped = 0;
    }
    return written;
  }

  /** Writes what is queued; one flush at a time. */
  function flush(): Promise<number> {
    flushing ??= writeQueued().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /**
   * Folds raw visits of days before the last RAW_DAYS into daily totals and deletes the salts
   * of days that are over. Each day is one transaction that deletes its raw rows and adds what
   * it deleted: rows another instance already took are not returned here.
   */
  async function prune(rawDays = RAW_DAYS): Promise<{ days: number; visits: number }> {
    const today = dayOf(now());
    const cutoff = addDays(today, -(rawDays - 1));
    await db.kysely.deleteFrom("analytics_salts").where("day", "<", today).execute();
    for (const d of salts.keys()) if (d < today) salts.delete(d);
    const days = await db.kysely.selectFrom("analytics_visits").select("day").distinct().where("day", "<", cutoff).orderBy("day").execute();
    let visits = 0;
    for (const { day } of days) {
      visits += await db.writeTransaction(async (trx) => {
        const rows = await trx.deleteFrom("analytics_visits").where("day", "=", day).returning(["page", "source", "visitor"]).execute();
        if (!rows.length) return 0;
        const totals = new Map<string, { page: string; source: string; visits: number; visitors: Set<string> }>();
        for (const r of rows) {
          for (const [page, source] of [
            [r.page, r.source],
            [r.page, ALL],
            [ALL, r.source],
            [ALL, ALL],
          ] as const) {
            const k = `${page}\n${source}`;
            let t = totals.get(k);
            if (!t) totals.set(k, (t = { page, source, visits: 0, visitors: new Set() }));
            t.visits++;
            t.visitors.add(r.visitor);
          }
        }
        const values = [...totals.values()].map((t) => ({ day, page: t.page, source: t.source, visits: t.visits, visitors: t.visitors.size }));
        for (let i = 0; i < values.length; i += 100) {
          await trx
            .insertInto("analytics_daily")
            .values(values.slice(i, i + 100))
            .onConflict((oc) =>
              oc.columns(["day", "page", "source"]).doUpdateSet({
                visits: sql<number>`analytics_daily.visits + excluded.visits`,
                visitors: sql<number>`analytics_daily.visitors + excluded.visitors`,
              }),
            )
            .execute();
        }
        return rows.length;
      });
    }
    return { days: days.length, visits };
  }

  /** Visits, visitors and leads per entry page, per source and per day for the last `days` days (UTC), today included. */
  async function report(days: TrafficPeriod): Promise<TrafficReport> {
    const to = dayOf(now());
    const from = addDays(to, -(days - 1));
    const k = db.kysely;
    const count = sql<number>`count(*)`;
    const distinct = sql<number>`count(distinct visitor)`;
    const sum = (c: "visits" | "visitors") => sql<number>`sum(${sql.ref(c)})`;
    /** The recent days' visits, kept one by one, counted by page, source or day. */
    const visitsBy = (by: "page" | "source" | "day") =>
      k
        .selectFrom("analytics_visits")
        .select([sql.ref<string>(by).as("key"), count.as("visits"), distinct.as("visitors")])
        .where("day", ">=", from)
        .groupBy(by)
        .execute();
    /** The older days' rollups by page or by source (the rows where the other column is ALL), or for the whole site by day. */
    const rolledUpBy = (by: "page" | "source" | "day") => {
      let q = k.selectFrom("analytics_daily").where("day", ">=", from);
      for (const column of ["page", "source"] as const) q = q.where(column, column === by ? "<>" : "=", ALL);
      return q
        .select([sql.ref<string>(by).as("key"), sum("visits").as("visits"), sum("visitors").as("visitors")])
        .groupBy(by)
        .execute();
    };
    const [rawPages, rawSources, rawDays, aggPages, aggSources, aggDays, leadRows] = await Promise.all([
      visitsBy("page"),
      visitsBy("source"),
      visitsBy("day"),
      rolledUpBy("page"),
      rolledUpBy("source"),
      rolledUpBy("day"),
      k
        .selectFrom("leads")
        .select(["entry_page", "entry_source", "source", sql<string>`substr(created_at, 1, 10)`.as("day"), count.as("n")])
        .where("created_at", ">=", `${from}T00:00:00.000Z`)
        .groupBy(["entry_page", "entry_source", "source", sql`substr(created_at, 1, 10)`])
        .execute(),
    ]);

    const blank = (key: string): TrafficRow => ({
      key,
      visits: 0,
      visitors: 0,
      leads: 0,
      byKind: Object.fromEntries(trafficLeadKinds.map((kind) => [kind, 0])) as Record<TrafficLeadKind, number>,
      rate: null,
    });
    const table = () => {
      const rows = new Map<string, TrafficRow>();
      return {
        rows,
        at(key: string) {
          let row = rows.get(key);
          if (!row) rows.set(key, (row = blank(key)));
          return row;
        },
      };
    };
    const pages = table();
    const sources = table();
    const totals = blank("All visits");
    const series = new Map<string, TrafficDay>();
    for (let d = from; d <= to; d = addDays(d, 1)) series.set(d, { day: d, visits: 0, visitors: 0, leads: 0 });

    for (const [into, rows] of [
      [pages, [...rawPages, ...aggPages]],
      [sources, [...rawSources, ...aggSources]],
    ] as const) {
      for (const r of rows) {
        const row = into.at(r.key);
        row.visits += Number(r.visits);
        row.visitors += Number(r.visitors);
      }
    }
    for (const r of [...rawDays, ...aggDays]) {
      const day = series.get(r.key);
      if (day) {
        day.visits += Number(r.visits);
        day.visitors += Number(r.visitors);
      }
      totals.visits += Number(r.visits);
      totals.visitors += Number(r.visitors);
    }
    for (const r of leadRows) {
      const n = Number(r.n);
      const kind = (trafficLeadKinds as readonly string[]).includes(r.source) ? (r.source as TrafficLeadKind) : undefined;
      for (const row of [pages.at(r.entry_page ?? NOT_RECORDED), sources.at(r.entry_source ?? NOT_RECORDED), totals]) {
        row.leads += n;
        if (kind) row.byKind[kind] += n;
      }
      const day = series.get(r.day);
      if (day) day.leads += n;
    }
    const finish = (rows: Iterable<TrafficRow>, landing: boolean) =>
      [...rows].map((row) => ({ ...row, rate: conversionRate(row.leads, row.visits), ...(landing ? { landing: landingPaths.has(row.key) } : {}) }));
    totals.rate = conversionRate(totals.leads, totals.visits);
    return {
      days,
      from,
      to,
      totals,
      pages: finish(pages.rows.values(), true),
      sources: finish(sources.rows.values(), false),
      series: [...series.values()],
    };
  }

  let timer: NodeJS.Timeout | undefined;
  if (options.autoFlush) {
    timer = setInterval(() => {
      if (!queue.length) return;
      flush().catch((error: unknown) => log.warn("visits not written yet; tried again in a second", { queued: queue.length, error }));
    }, FLUSH_MS);
    timer.unref();
  }

  return {
    maxBytes: MAX_BEACON_BYTES,
    receive,
    flush,
    prune,
    report,
    /** Visits waiting to be written. */
    pending: () => queue.length,
    async stop() {
      clearInterval(timer);
      await flush().catch((error: unknown) => log.error("visits could not be written at shutdown", { lost: queue.length, error }));
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
