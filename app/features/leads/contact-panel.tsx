import { Mail, Phone } from "lucide-react";
import type { ContactPage } from "#content/pages/contact.ts";
import type { NoScriptFormResult } from "#app/schemas/form-result.ts";
import { ContactForm } from "./contact-form";
import { SubmittedNotice } from "./submitted-notice";
import { telHref } from "#app/utils/format.ts";

/** The contact form's card: the form (or its confirmation after a post without JavaScript), then the email and phone. */
export function ContactPanel({
  copy,
  formKey,
  result,
  email,
  phone,
  responsePromise,
}: {
  copy: ContactPage["form"];
  formKey: string;
  result?: NoScriptFormResult;
  email: string;
  phone: string;
  responsePromise: string;
}) {
  return (
    <section aria-labelledby="contact-form-heading" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-canopy-100 lg:col-span-3">
      <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-canopy-800">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      <div id="contact-form" className="mt-6">
        {result?.ok ? (
          <SubmittedNotice toast={copy.toasts.success} className="rounded-2xl bg-canopy-50 p-6" />
        ) : (
          <ContactForm copy={copy} formKey={formKey} serverErrors={result?.fieldErrors} serverValues={result?.values} />
        )}
      </div>
      <div className="mt-8 space-y-3 border-t border-canopy-100 pt-6">
        <p className="flex items-center gap-3">
          <Mail aria-hidden="true" className="h-5 w-5 text-canopy-700" />
          <a href={`mailto:${email}`} className="font-semibold text-canopy-700 underline underline-offset-4">
            {email}
          </a>
        </p>
        <p className="flex items-center gap-3">
          <Phone aria-hidden="true" className="h-5 w-5 text-canopy-700" />
          <a href={telHref(phone)} className="font-semibold text-canopy-700 underline underline-offset-4">
            {phone}
          </a>
        </p>
      </div>
      <p className="mt-6 text-sm text-muted">{responsePromise}</p>
    </section>
  );
}
