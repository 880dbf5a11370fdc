import type { FieldErrors } from "./form-basics";

/** What a public form's own page gets back from a post without JavaScript: done, or the errors and what was typed. */
export type NoScriptFormResult = { ok: true } | { ok: false; fieldErrors: FieldErrors; values: Record<string, unknown> };
