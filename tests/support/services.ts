import { parseEnv } from "~/services/env.server";
import { createLogger } from "~/services/logger.server";
import { createServicesOn, type AppServices, type ServiceOptions } from "~/services/app-services.server";
import type { Db } from "~/services/db.server";

/** The server's services over a test database, logging nowhere; the outbox is not started. */
export async function makeTestServices(db: Db, envSource: Record<string, string> = {}, options: ServiceOptions = {}): Promise<AppServices> {
  const env = parseEnv({ ADMIN_PASSWORD: "Plum-Orchard-Lantern-42", ...envSource });
  const services = await createServicesOn(db, env, createLogger({ write: () => {} }), { announce: () => {}, ...options });
  // The test owns the database: closing the services must not close it.
  return { ...services, close: () => services.outbox.stop() };
}
