/**
 * The one reader of public write bodies (lead forms, booking, chat, chat leads). It checks
 * the content type against what the route accepts, caps the size while the body streams
 * (chunked or not), decodes strict UTF-8, parses JSON or form data, and normalises the text
 * so that every later step sees one clean shape. Nothing here stores anything.
 */
import { formDataToObject } from "#app/schemas/lead-forms.ts";

export type BodyKind = "json" | "form";

export interface BodyRules {
  accepts: readonly BodyKind[];
  maxBytes: number;
  /** Form fields that may repeat (checkboxes): always read as arrays. */
  arrayFields?: readonly string[];
  /** Fields whose text may span lines (messages, descriptions); every other string is one line. */
  multiLineFields?: readonly string[];
}

export type BodyRefusal =
  | { ok: false; status: 400; error: string }
  | { ok: false; status: 413; error: string }
  | { ok: false; status: 415; error: string }
  | { ok: false; status: 422; error: string; field: string };

export type BodyResult = { ok: true; kind: BodyKind; value: unknown } | BodyRefusal;

export const TOO_LARGE_MESSAGE = "The submission is too large.";

/** Deeper than any body a form or the chat sends; beyond it a body is refused before validation. */
export const MAX_JSON_DEPTH = 8;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

function kindOf(contentType: string | null): BodyKind | "multipart" | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (JSON_TYPE.test(type)) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  return null;
}

/**
 * Reads at most `max` bytes. Past the cap it stops reading and lets go of the stream: the
 * server discards what is left at the socket, a bounded amount, once the answer is sent
 * (server/app.ts), so the 413 reaches the client instead of a reset connection and nothing
 * more is copied here. (Cancelling the stream would destroy the socket before the answer is
 * written; reading on through it copied every byte of a refused body.)
 */
async function readCapped(request: Request, max: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const CONTROL_ANY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Field name as the forms name it: the last named segment of the path (form.ownerFullName → ownerFullName). */
function fieldName(path: (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === "string") return path.slice(0, i + 1).join(".");
  return "body";
}

/**
 * NFC-normalises every string and refuses text a person could not have typed into that
 * field: control characters (newlines and tabs only where the field is multi-line) and
 * broken UTF-16 (a lone surrogate would otherwise be stored as U+FFFD).
 */
export function cleanText(
  value: unknown,
  multiLine: readonly string[] = [],
): { ok: true; value: unknown } | { ok: false; field: string; error: string } {
  let problem: { field: string; error: string } | null = null;
  const walk = (v: unknown, path: (string | number)[], depth: number): unknown => {
    if (problem) return v;
    if (depth > MAX_JSON_DEPTH) {
      problem = { field: fieldName(path), error: `${fieldName(path)} nests deeper than ${MAX_JSON_DEPTH} levels` };
      return v;
    }
    if (typeof v === "string") {
      const name = fieldName(path);
      const leaf =
        name
          .split(".")
          .filter((s) => !/^\d+$/.test(s))
          .pop() ?? name;
      if (!v.isWellFormed()) {
        problem = { field: name, error: `${name} contains characters that are not valid text` };
        return v;
      }
      const rule = multiLine.includes(leaf) ? CONTROL_ANY : CONTROL_SINGLE_LINE;
      if (rule.test(v)) {
        problem = {
          field: name,
          error: multiLine.includes(leaf)
            ? `${name} contains control characters`
            : `${name} must be a single line of text without control characters`,
        };
        return v;
      }
      return v.normalize("NFC");
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, i], depth + 1));
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) {
        if (!k.isWellFormed() || CONTROL_SINGLE_LINE.test(k)) {
          problem = { field: "body", error: "a field name contains characters that are not valid text" };
          return v;
        }
        out[k] = walk(item, [...path, k], depth + 1);
      }
      return out;
    }
    return v;
  };
  const cleaned = walk(value, [], 0);
  return problem ? { ok: false, ...(problem as { field: string; error: string }) } : { ok: true, value: cleaned };
}

function describeAccepted(accepts: readonly BodyKind[]): string {
  return accepts.map((k) => (k === "json" ? "application/json" : "form data (urlencoded or multipart)")).join(" or ");
}

export async function readBody(request: Request, rules: BodyRules): Promise<BodyResult> {
  const declared = kindOf(request.headers.get("content-type"));
  const kind: BodyKind | null = declared === "multipart" ? "form" : declared;
  if (!kind || !rules.accepts.includes(kind)) {
    return { ok: false, status: 415, error: `Send the body as ${describeAccepted(rules.accepts)}.` };
  }
  if (Number(request.headers.get("content-length") ?? 0) > rules.maxBytes) {
    return { ok: false, status: 413, error: TOO_LARGE_MESSAGE };
  }
  const bytes = await readCapped(request, rules.maxBytes);
  if (bytes === null) return { ok: false, status: 413, error: TOO_LARGE_MESSAGE };

  let raw: unknown;
  if (declared === "multipart") {
    try {
      // The platform's parser, on bytes already capped: no file or part can exceed the limit.
      const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": request.headers.get("content-type")! } }).formData();
      raw = formDataToObject(form, rules.arrayFields);
    } catch {
      return { ok: false, status: 400, error: "The form data could not be read." };
    }
  } else {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, status: 400, error: "The body is not valid UTF-8 text." };
    }
    if (kind === "form") {
      const form = urlEncodedToForm(text);
      if (!form) return { ok: false, status: 400, error: "The form data is not valid UTF-8 text." };
      raw = formDataToObject(form, rules.arrayFields);
    } else {
      if (text.trim() === "") return { ok: false, status: 400, error: "The body is empty: send a JSON object." };
      try {
        raw = JSON.parse(text);
      } catch {
        return { ok: false, status: 400, error: "The body is not valid JSON." };
      }
    }
  }
  const cleaned = cleanText(raw, rules.multiLineFields);
  if (!cleaned.ok) return { ok: false, status: 422, error: cleaned.error, field: cleaned.field };
  return { ok: true, kind, value: cleaned.value };
}

/** Strict: a percent-escape that is not UTF-8 is refused rather than turned into U+FFFD. */
function urlEncodedToForm(text: string): FormData | null {
  const form = new FormData();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [k, v] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      form.append(decodeURIComponent(k.replace(/\+/g, " ")), decodeURIComponent(v.replace(/\+/g, " ")));
    } catch {
      return null;
    }
  }
  return form;
}
