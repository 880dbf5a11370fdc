import type { ContactPage } from "#content/pages/contact.ts";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLeadForm } from "./use-lead-form";
import { fieldBinder, LeadFormShell, type LeadFormProps } from "./lead-form-shell";

/**
 * The contact form. Without JavaScript it is a plain POST to /contact; with it, the
 * submission goes to the API with retries, and the visitor sees a toast.
 */
export function ContactForm({ copy, formKey, serverErrors, serverValues }: LeadFormProps<ContactPage["form"]>) {
  const { key, errors, pending, onSubmit } = useLeadForm("contact", { formKey, toasts: copy.toasts, serverErrors });
  const field = fieldBinder(errors, serverValues);
  const f = copy.fields;

  return (
    <LeadFormShell action="/contact" label="Contact form" formKey={key} errors={errors} onSubmit={onSubmit}>
      <TextField label={f.name.label} autoComplete="name" placeholder={f.name.placeholder} required {...field("name")} />
      <TextField label={f.email.label} type="email" autoComplete="email" placeholder={f.email.placeholder} required {...field("email")} />
      <TextField label={f.services.label} placeholder={f.services.placeholder} {...field("services")} />
      <TextAreaField label={f.details.label} rows={5} placeholder={f.details.placeholder} {...field("message")} />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </LeadFormShell>
  );
}
