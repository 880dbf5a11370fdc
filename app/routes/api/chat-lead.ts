import type { Route } from "./+types/chat-lead";
import { captureChatLead } from "~/services/lead-capture.server";
import { assistantIds, type AssistantName } from "~/schemas/chat";
import { requireServices } from "~/utils/services";
import { clientIpContext, requestIdContext } from "~/utils/request-context";

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** A chat conversation that became a lead; answers the line the assistant says next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
  const assistant = params.assistant as AssistantName;
  if (!assistantIds.includes(assistant)) return json(404, { ok: false, error: "Unknown assistant" });
  const outcome = await captureChatLead(
    { services: requireServices(context), clientIp: context.get(clientIpContext), requestId: context.get(requestIdContext) },
    assistant,
    request,
  );
  switch (outcome.status) {
    case "accepted":
      return json(outcome.created ? 201 : 200, { ok: true, leadId: outcome.leadId, text: outcome.text });
    case "invalid":
      return json(422, { ok: false, error: outcome.error });
    case "rate_limited":
      return json(
        429,
        { ok: false, error: "Too many submissions. Please wait a few minutes and try again." },
        { "Retry-After": String(outcome.retryAfter) },
      );
    case "too_large":
      return json(413, { ok: false, error: "The conversation is too large." });
    case "failed":
      return json(503, { ok: false, error: "We could not save your details. Please try again." });
  }
}

export function loader() {
  return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
}
