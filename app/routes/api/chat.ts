import { createUIMessageStreamResponse } from "ai";
import type { Route } from "./+types/chat";
import { readBody } from "#app/services/request-body.server.ts";
import { DbUnavailable, describeDbError, withDbRetry } from "#app/services/db.server.ts";
import { rules } from "#app/services/rate-limit.server.ts";
import { chatRequestSchema, isAssistant, MAX_CHAT_BODY_BYTES } from "#app/schemas/chat.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";
import { noStoreJson, postOnly } from "#app/utils/json-response.ts";

/** One visitor message to Ava or Tina; the reply streams back as an AI SDK UI message stream. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return postOnly();
  const assistant = params.assistant;
  if (!isAssistant(assistant)) return noStoreJson(404, { ok: false, error: "Unknown assistant" });
  const services = requireServices(context);
  const requestId = context.get(requestIdContext);

  const ip = context.get(clientIpContext);
  const body = await readBody(request, { accepts: ["json"], maxBytes: MAX_CHAT_BODY_BYTES, multiLineFields: ["message", "content"] });
  if (!body.ok) {
    if (body.status === 413) services.log.warn("submission too large", { source: "chat", requestId, ip });
    return noStoreJson(body.status, { ok: false, error: body.error });
  }
  const parsed = chatRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join(".") || "body";
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    return noStoreJson(422, { ok: false, error: missing ? `${field} is required` : `${field}: ${issue.message}` });
  }
  let limit;
  try {
    limit = await withDbRetry(() => services.rateLimiter.hit(rules.chat, ip));
  } catch (error) {
    services.log.error("chat rate limit unavailable", { requestId, cause: describeDbError(error instanceof DbUnavailable ? error.cause : error) });
    return noStoreJson(503, { ok: false, error: "The chat is busy. Please try again in a moment." }, { "Retry-After": "5" });
  }
  if (!limit.allowed) {
    services.log.warn("chat rate limit reached", { assistant, requestId, ip });
    return noStoreJson(
      429,
      { ok: false, error: "You've sent a lot of messages in a short time. Please wait a few minutes and try again." },
      { "Retry-After": String(limit.retryAfter) },
    );
  }
  const { message, history, conversationId, visit } = parsed.data;
  return createUIMessageStreamResponse({
    // no-transform keeps the compression middleware from holding chunks back.
    headers: { "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
    stream: services.chat.reply({ assistant, conversationId, message, history, signal: request.signal, requestId, clientIp: ip, visit }),
  });
}

export const loader = postOnly;
