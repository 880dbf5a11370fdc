import type { DemoPage } from "@content/pages/demo";
import { demoFeatures, demoIndustries } from "@content/site";
import { HONEYPOT_FIELD, type FieldErrors } from "~/schemas/form-basics";
import { Honeypot, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { useLeadForm } from "./use-lead-form";

/** The free AI demo request: a plain POST without JavaScript, the API with it. */
export function DemoForm({
  copy,
  formKey,
  serverErrors,
  serverValues,
}: {
  copy: DemoPage["form"];
  formKey: string;
  serverErrors?: FieldErrors;
  serverValues?: Record<string, unknown>;
}) {
  const { key, errors, pending, onSubmit } = useLeadForm("demo", { formKey, toasts: copy.toasts, serverErrors });
  const v = (name: string) => (typeof serverValues?.[name] === "string" ? (serverValues[name] as string) : undefined);
  const chosen = new Set(Array.isArray(serverValues?.interestedFeatures) ? (serverValues.interestedFeatures as string[]) : []);
  const f = copy.fields;
  return (
    <form
      method="post"
      action="/free-ai-agent-demo"
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5 text-left"
      aria-label="Free demo request"
    >
      <input type="hidden" name="idempotencyKey" value={key} />
      <Honeypot name={HONEYPOT_FIELD} />
      {errors.form || errors.idempotencyKey ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form ?? errors.idempotencyKey}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={f.businessName.label}
          name="businessName"
          autoComplete="organization"
          placeholder={f.businessName.placeholder}
          required
          defaultValue={v("businessName")}
          error={errors.businessName}
        />
        <TextField
          label={f.ownerName.label}
          name="ownerName"
          autoComplete="name"
          placeholder={f.ownerName.placeholder}
          required
          defaultValue={v("ownerName")}
          error={errors.ownerName}
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
        <TextField
          label={f.phone.label}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={f.phone.placeholder}
          required
          defaultValue={v("phone")}
          error={errors.phone}
        />
      </div>
      <SelectField label={f.industry.label} name="industry" required defaultValue={v("industry") ?? ""} error={errors.industry}>
        <option value="" disabled>
          {f.industry.placeholder}
        </option>
        {demoIndustries.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={f.currentChallenges.label}
        name="currentChallenges"
        rows={4}
        placeholder={f.currentChallenges.placeholder}
        defaultValue={v("currentChallenges")}
        error={errors.currentChallenges}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{f.interestedFeatures.label}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {demoFeatures.map((feature) => (
            <label key={feature} className="cursor-pointer">
              <input type="checkbox" name="interestedFeatures" value={feature} defaultChecked={chosen.has(feature)} className="peer sr-only" />
              <span className="inline-block rounded-full border-2 border-canopy-200 bg-white px-3.5 py-1.5 text-sm font-medium text-canopy-800 peer-checked:border-canopy-700 peer-checked:bg-canopy-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-peach-500">
                {feature}
              </span>
            </label>
          ))}
        </div>
        {errors.interestedFeatures ? <p className="mt-1 text-sm font-medium text-red-700">{errors.interestedFeatures}</p> : null}
      </fieldset>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </form>
  );
}
