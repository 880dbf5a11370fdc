import type { DemoPage } from "#content/pages/demo.ts";
import type { NoScriptFormResult } from "#app/schemas/form-result.ts";
import { Section } from "#app/components/site/section.tsx";
import { DemoForm } from "#app/features/leads/demo-form.tsx";
import { SubmittedNotice } from "#app/features/leads/submitted-notice.tsx";

/** The demo request form (#demo-form), or its confirmation after a post without JavaScript. */
export function DemoRequest({ copy, formKey, result }: { copy: DemoPage["form"]; formKey: string; result?: NoScriptFormResult }) {
  return (
    <Section tone="white" labelledBy="demo-form-heading" id="demo-form">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="demo-form-heading" className="font-display text-3xl font-bold text-canopy-800">
          {copy.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{copy.body}</p>
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-canopy-100 sm:p-8">
          {result?.ok ? (
            <SubmittedNotice toast={copy.toasts.success} className="text-left" />
          ) : (
            <DemoForm copy={copy} formKey={formKey} serverErrors={result?.fieldErrors} serverValues={result?.values} />
          )}
        </div>
      </div>
    </Section>
  );
}
