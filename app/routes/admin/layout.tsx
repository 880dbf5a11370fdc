import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminMiddleware, currentSession, flashContext } from "#app/services/admin-request.server.ts";
import { FlashMessage } from "#app/features/leads-admin/flash-message.tsx";
import { skipReloadAfterUnsavedChange } from "#app/features/leads-admin/lead-client-action.ts";

/**
 * The admin's pages wear the admin's own bar (features/leads-admin/admin-bar.tsx), not the public
 * header, footer and chat: the root layout reads this handle and the loader's `signedIn`.
 */
export const handle = { chrome: "admin" } as const;

/** Every admin route sits under this one: the session is resolved before any of their code runs. */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const flash = context.get(flashContext);
  return {
    signedIn: currentSession(context) !== null,
    flash,
    // A fresh id makes the same message show again when it comes twice in a row.
    flashId: flash ? crypto.randomUUID() : null,
  };
}

export const shouldRevalidate = skipReloadAfterUnsavedChange;

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex-1 bg-canopy-50/60">
      <FlashMessage flash={loaderData.flash} flashId={loaderData.flashId} />
      <Outlet />
    </div>
  );
}
