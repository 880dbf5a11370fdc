import type { RouterContextProvider } from "react-router";
import type { AppServices } from "#app/services/app-services.server.ts";
import { servicesContext } from "./request-context";

/** The server's services; absent only while pages are prerendered at build. */
export function maybeServices(context: Readonly<RouterContextProvider> | undefined): AppServices | undefined {
  try {
    return context?.get(servicesContext);
  } catch {
    return undefined;
  }
}

export function requireServices(context: Readonly<RouterContextProvider>): AppServices {
  const services = maybeServices(context);
  if (!services) throw new Error("Server services are not available in this context");
  return services;
}
