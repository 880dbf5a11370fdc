import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { maybeServices } from "~/utils/services";
import { NotFoundScreen } from "~/components/site/not-found-screen";

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
