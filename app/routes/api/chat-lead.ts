import type { Route } from "./+types/chat-lead";
import { captureChatLeadRequest } from "#app/services/chat-lead-capture.server.ts";
import { captureJson } from "#app/services/capture-response.server.ts";
import { isAssistant } from "#app/schemas/chat.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";
import { noStoreJson, postOnly } from "#app/utils/json-response.ts";

/** A chat conversation that became a lead; answers the line the assistant says next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return postOnly();
  const assistant = params.assistant;
  if (!isAssistant(assistant)) return noStoreJson(404, { ok: false, error: "Unknown assistant" });
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

export const loader = postOnly;
