import type { Route } from "./+types/chat-lead";
import { captureChatLeadRequest } from "#app/services/chat-lead-capture.server.ts";
import { captureJson } from "#app/services/capture-response.server.ts";
import { assistantIds, type AssistantName } from "#app/schemas/chat.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** A chat conversation that became a lead; answers the line the assistant says next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
  const assistant = params.assistant as AssistantName;
  if (!assistantIds.includes(assistant)) return json(404, { ok: false, error: "Unknown assistant" });
  const outcome = await captureChatLeadRequest(
    { services: requireServices(context), clientIp: context.get(clientIpContext), requestId: context.get(requestIdContext) },
    assistant,
    request,
  );
  return captureJson(outcome, {
    messages: {
      failed: "We could not save your details. Please try again.",
      rateLimited: "Too many submissions. Please wait a few minutes and try again.",
    },
    accepted: (r) => ({ text: r.text }),
  });
}

export function loader() {
  return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
}
