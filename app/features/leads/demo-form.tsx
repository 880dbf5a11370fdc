import type { DemoPage } from "#content/pages/demo.ts";
import { demoFeatures, demoIndustries } from "#content/site.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLeadForm } from "./use-lead-form";
import { fieldBinder, LeadFormShell, type LeadFormProps } from "./lead-form-shell";

/** The free AI demo request: a plain POST without JavaScript, the API with it. */
export function DemoForm({ copy, formKey, serverErrors, serverValues }: LeadFormProps<DemoPage["form"]>) {
  const { key, errors, pending, onSubmit } = useLeadForm("demo", { formKey, toasts: copy.toasts, serverErrors });
  const field = fieldBinder(errors, serverValues);
  const chosen = new Set(Array.isArray(serverValues?.interestedFeatures) ? (serverValues.interestedFeatures as string[]) : []);
  const f = copy.fields;
  return (
    <LeadFormShell action="/free-ai-agent-demo" label="Free demo request" formKey={key} errors={errors} onSubmit={onSubmit} className="text-left">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={f.businessName.label}
          autoComplete="organization"
          placeholder={f.businessName.placeholder}
          required
          {...field("businessName")}
        />
        <TextField label={f.ownerName.label} autoComplete="name" placeholder={f.ownerName.placeholder} required {...field("ownerName")} />
        <TextField label={f.email.label} type="email" autoComplete="email" placeholder={f.email.placeholder} required {...field("email")} />
        <TextField label={f.phone.label} type="tel" autoComplete="tel" placeholder={f.phone.placeholder} required {...field("phone")} />
      </div>
      <SelectField label={f.industry.label} name="industry" required defaultValue={field("industry").defaultValue ?? ""} error={errors.industry}>
        <option value="" disabled>
          {f.industry.placeholder}
        </option>
        {demoIndustries.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={f.currentChallenges.label} rows={4} placeholder={f.currentChallenges.placeholder} {...field("currentChallenges")} />
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
    </LeadFormShell>
  );
}
