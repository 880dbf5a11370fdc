import type { ContactPage } from "@content/pages/contact";
import { HONEYPOT_FIELD, type FieldErrors } from "~/schemas/form-basics";
import { Honeypot, TextAreaField, TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { useLeadForm } from "./use-lead-form";

/**
 * The contact form. Without JavaScript it is a plain POST to /contact; with it, the
 * submission goes to the API with retries, and the visitor sees a toast.
 */
export function ContactForm({
  copy,
  formKey,
  serverErrors,
  serverValues,
}: {
  copy: ContactPage["form"];
  formKey: string;
  serverErrors?: FieldErrors;
  serverValues?: Record<string, unknown>;
}) {
  const { key, errors, pending, onSubmit } = useLeadForm("contact", { formKey, toasts: copy.toasts, serverErrors });
  const v = (name: string) => (typeof serverValues?.[name] === "string" ? (serverValues[name] as string) : undefined);
  const f = copy.fields;

  return (
    <form method="post" action="/contact" onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="Contact form">
      <input type="hidden" name="idempotencyKey" value={key} />
      <Honeypot name={HONEYPOT_FIELD} />
      {errors.form || errors.idempotencyKey ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form ?? errors.idempotencyKey}
        </p>
      ) : null}
      <TextField
        label={f.name.label}
        name="name"
        autoComplete="name"
        placeholder={f.name.placeholder}
        required
        defaultValue={v("name")}
        error={errors.name}
      />
      <TextField
        label={f.email.label}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={f.email.placeholder}
        required
        defaultValue={v("email")}
        error={errors.email}
      />
      <TextField label={f.services.label} name="services" placeholder={f.services.placeholder} defaultValue={v("services")} error={errors.services} />
      <TextAreaField
        label={f.details.label}
        name="message"
        rows={5}
        placeholder={f.details.placeholder}
        defaultValue={v("message")}
        error={errors.message}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </form>
  );
}
