/**
 * The idempotency key a form carries. Prerendered pages hold this placeholder, which the
 * server replaces with a fresh key per response; pages rendered per request get one here.
 */
export const FORM_KEY_PLACEHOLDER = "cc-form-key-placeholder";

export function newFormKey(): string {
  return crypto.randomUUID();
}
