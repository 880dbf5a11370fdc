import type { Migration } from "kysely/migration";
import * as m0001 from "./0001-leads.ts";
import * as m0002 from "./0002-rate-limits.ts";
import * as m0003 from "./0003-offers.ts";
import * as m0004 from "./0004-admin.ts";
import * as m0005 from "./0005-chat-conversations.ts";
import * as m0006analytics from "./0006-analytics.ts";
import * as m0007visitsByDay from "./0007-analytics-visits-by-day.ts";

/** Every migration, in order. Listed statically so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "0001-leads": m0001,
  "0002-rate-limits": m0002,
  "0003-offers": m0003,
  "0004-admin": m0004,
  "0005-chat-conversations": m0005,
  "0006-analytics": m0006analytics,
  "0007-analytics-visits-by-day": m0007visitsByDay,
};
