import { createUIMessageStreamResponse } from "ai";
import type { Route } from "./+types/chat";
import { readJsonBody } from "~/services/lead-capture.server";
import { rules } from "~/services/rate-limit.server";
import { assistantIds, chatRequestSchema, MAX_CHAT_BODY_BYTES, type AssistantName } from "~/schemas/chat";
import { requireServices } from "~/utils/services";
import { clientIpContext, requestIdContext } from "~/utils/request-context";

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** One visitor message to Ava or Tina; the reply streams back as an AI SDK UI message stream. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
  const assistant = params.assistant as AssistantName;
  if (!assistantIds.includes(assistant)) return json(404, { ok: false, error: "Unknown assistant" });
  const services = requireServices(context);
  const requestId = context.get(requestIdContext);

  const body = await readJsonBody(request, MAX_CHAT_BODY_BYTES);
  if (!body.ok) {
    return body.status === 413
      ? json(413, { ok: false, error: "The message is too large." })
      : json(400, { ok: false, error: "The request is not valid JSON." });
  }
  const parsed = chatRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return json(422, { ok: false, error: `${issue.path.join(".") || "request"}: ${issue.message}` });
  }
  const limit = await services.rateLimiter.hit(rules.chat, context.get(clientIpContext));
  if (!limit.allowed) {
    services.log.warn("chat rate limit reached", { assistant, requestId });
    return json(
      429,
      { ok: false, error: "You've sent a lot of messages in a short time. Please wait a few minutes and try again." },
      { "Retry-After": String(limit.retryAfter) },
    );
  }
  const { message, history, conversationId } = parsed.data;
  return createUIMessageStreamResponse({
    // no-transform keeps the compression middleware from holding chunks back.
    headers: { "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
    stream: services.chat.reply({ assistant, conversationId, message, history, signal: request.signal, requestId }),
  });
}

export function loader() {
  return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
}
