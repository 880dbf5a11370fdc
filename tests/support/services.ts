import { parseEnv } from "#app/services/env.server.ts";
import { createLogger } from "#app/services/logger.server.ts";
import { createServicesOn, type AppServices, type ServiceOptions } from "#app/services/app-services.server.ts";
import type { Db } from "#app/services/db.server.ts";

/** The server's services over a test database, logging nowhere; the outbox is not started. */
export async function makeTestServices(db: Db, envSource: Record<string, string> = {}, options: ServiceOptions = {}): Promise<AppServices> {
  const env = parseEnv({ ADMIN_PASSWORD: "Plum-Orchard-Lantern-42", ...envSource });
  const services = await createServicesOn(db, env, createLogger({ write: () => {} }), { announce: () => {}, ...options });
  // The test owns the database: closing the services must not close it.
  return { ...services, close: () => services.outbox.stop() };
}
