import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { FlashKey } from "#app/schemas/admin-messages.ts";

/** The answer when the server could not be reached or failed without an answer of its own. */
export interface UnsavedLeadChange {
  ok: false;
  intent: string;
  id: string;
  message: FlashKey;
  unsaved: true;
}

/**
 * With JavaScript, a change to a lead goes through here. A server error or a dropped
 * connection would otherwise be thrown to the error screen and take the dashboard with it;
 * instead it becomes a failed result, which the form shows as its toast while the page and
 * everything typed stay as they were. Redirects (a session that ended) still go through.
 */
export async function leadClientAction<T>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<T>;
}): Promise<T | UnsavedLeadChange> {
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || intent === "login") throw error;
    const failed: UnsavedLeadChange = {
      ok: false,
      intent,
      id: String(form.get("id") ?? ""),
      message: intent === "status" ? "status_failed" : "lead_not_saved",
      unsaved: true,
    };
    return failed;
  }
}

/** After an unsaved change nothing is reloaded: the server that just failed would fail the reload too. */
export function skipReloadAfterUnsavedChange({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const unsaved = typeof actionResult === "object" && actionResult !== null && "unsaved" in actionResult;
  return unsaved ? false : defaultShouldRevalidate;
}
