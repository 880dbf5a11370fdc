import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { maybeServices } from "#app/utils/services.ts";
import { NotFoundScreen } from "#app/components/site/not-found-screen.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const log = maybeServices(context)?.log;
  if (log) log.warn("route not found", { path });
  else console.warn(`404: ${path}`);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
