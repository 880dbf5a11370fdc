import { useState } from "react";
import type { FieldErrors } from "#app/schemas/lead-forms.ts";
import { toast } from "#app/components/ui/toast.tsx";
import { newFormKey } from "#app/utils/form-key.ts";
import { attributionFields, submitLead } from "./submit-lead";

interface Toasts {
  success: { title: string; description: string };
  error: { title: string; description: string };
}

/**
 * Submission state of a public lead form: the idempotency key, field errors, pending
 * state and the toasts. Success resets the form and makes a new key; failure keeps every
 * value so the visitor can simply try again.
 */
export function useLeadForm(form: "contact" | "demo", options: { formKey: string; toasts: Toasts; serverErrors?: FieldErrors }) {
  const [key, setKey] = useState(options.formKey);
  const [errors, setErrors] = useState<FieldErrors>(options.serverErrors ?? {});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const body = new FormData(element);
    for (const [k, value] of Object.entries(attributionFields())) body.set(k, value);
    setPending(true);
    const result = await submitLead(form, body);
    setPending(false);
    if (result.ok) {
      setErrors({});
      element.reset();
      setKey(newFormKey());
      toast({ tone: "success", ...options.toasts.success });
      return;
    }
    if (result.kind === "invalid") {
      setErrors(result.fieldErrors);
      const first = Object.keys(result.fieldErrors)[0];
      const field = first ? element.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    toast({
      tone: "error",
      title: options.toasts.error.title,
      description:
        result.kind === "rate_limited"
          ? "You've sent several requests in a short time. Please wait a few minutes and try again."
          : options.toasts.error.description,
    });
  }

  return { key, errors, pending, onSubmit };
}
