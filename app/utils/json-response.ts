/** A JSON answer that no cache keeps. */
export const noStoreJson = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The answer of an endpoint that only takes POST to any other method. */
export const postOnly = () => noStoreJson(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
