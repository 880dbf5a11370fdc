import { addOns } from "#content/site.ts";
import {
  currentAssetsOptions,
  hasContentOptions,
  involvementLevelOptions,
  preferredContactOptions,
  projectGoalOptions,
  servicesNeededOptions,
  timelineOptions,
  type BookingFormValues,
} from "#app/domain/booking-form.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";
import { PriceTag } from "./booking-review.tsx";

/**
 * The form's lower groups are laid out and painted only when scrolled near: the dialog then
 * opens on its first screen's work alone, which on a slow phone is most of the first tap's time
 * (docs/decisions/009-first-tap-answers-in-html.md). The labels' padding keeps focus rings
 * inside the groups' paint containment.
 */
const LATER = "[content-visibility:auto] [contain-intrinsic-size:auto_18rem]";

type Setter = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => void;

/** The add-ons in two columns from `sm`, the first across both when their count is odd: no tile alone on the last row. */
const addOnGrid = evenGrid(addOns.length, { sm: 2 });

const optionBox =
  "flex items-start gap-2 rounded-lg border border-canopy-100 p-2.5 text-sm has-[:checked]:border-canopy-600 has-[:checked]:bg-canopy-50";

/** One choice of several ticked or not; the list holds the ticked ids, in the order they were ticked. */
function CheckOption(props: {
  name: string;
  id: string;
  list: readonly string[];
  onChange: (next: string[]) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const { name, id, list, onChange } = props;
  return (
    <label className={cn(optionBox, props.className)}>
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-canopy-700"
        name={name}
        value={id}
        checked={list.includes(id)}
        onChange={(e) => onChange(e.target.checked ? [...list, id] : list.filter((v) => v !== id))}
      />
      {props.children}
    </label>
  );
}

function CheckGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { id: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className={LATER} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {legend}{" "}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <CheckOption key={o.id} name={name} id={o.id} list={value} onChange={onChange}>
            {o.label}
          </CheckOption>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

type TextKey = "businessName" | "ownerFullName" | "contactPhone" | "contactEmail";
/** The first screen's four text fields, in order. */
const contactFields: { key: TextKey; label: string; type?: string; autoComplete: string }[] = [
  { key: "businessName", label: "Business Name", autoComplete: "organization" },
  { key: "ownerFullName", label: "Your Full Name", autoComplete: "name" },
  { key: "contactPhone", label: "Phone", type: "tel", autoComplete: "tel" },
  { key: "contactEmail", label: "Email", type: "email", autoComplete: "email" },
];

type CheckKey = "servicesNeeded" | "currentAssets";
const checkGroups: { key: CheckKey; legend: string; options: readonly { id: string; label: string }[] }[] = [
  { key: "servicesNeeded", legend: "Which services do you need?", options: servicesNeededOptions },
  { key: "currentAssets", legend: "What do you already have?", options: currentAssetsOptions },
];

type ChoiceKey = "projectGoal" | "hasContent" | "timeline" | "involvementLevel" | "preferredContact";
const choices: { key: ChoiceKey; label: string; options: readonly { id: string; label: string }[] }[] = [
  { key: "projectGoal", label: "Main goal", options: projectGoalOptions },
  { key: "hasContent", label: "Is your content ready?", options: hasContentOptions },
  { key: "timeline", label: "Timeline", options: timelineOptions },
  { key: "involvementLevel", label: "How involved do you want to be?", options: involvementLevelOptions },
  { key: "preferredContact", label: "Preferred contact", options: preferredContactOptions },
];

/** The intake form's fields (spec section 3), all controlled so values survive Edit. */
export function BookingFields({
  values,
  set,
  addOnIds,
  setAddOnIds,
  errors,
}: {
  values: BookingFormValues;
  set: Setter;
  addOnIds: string[];
  setAddOnIds: (ids: string[]) => void;
  errors: Record<string, string>;
}) {
  /** A text field's name, value and typing, bound to the form's values. */
  const text = (key: TextKey | "websiteUrl" | "businessDescription" | "projectGoalOther" | "additionalInfo") => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields.map((f) => (
          <TextField key={f.key} label={f.label} type={f.type} required {...text(f.key)} error={errors[f.key]} autoComplete={f.autoComplete} />
        ))}
      </div>
      <TextField label="Current Website" required hint='Your web address, or type "none".' {...text("websiteUrl")} error={errors.websiteUrl} />
      <TextAreaField label="Tell us about your business" required rows={3} {...text("businessDescription")} error={errors.businessDescription} />
      {checkGroups.map((g) => (
        <CheckGroup
          key={g.key}
          legend={g.legend}
          options={g.options}
          name={g.key}
          value={values[g.key]}
          onChange={(v) => set(g.key, v as BookingFormValues[typeof g.key])}
          error={errors[g.key]}
        />
      ))}
      {/* The pad keeps focus rings inside the paint containment; only its sides and top are taken
          back, so the gap under the last select stays the form's own and the next label does not
          sit against it. */}
      <div className={`-mx-1 -mt-1 grid gap-4 p-1 sm:grid-cols-2 ${LATER}`}>
        {choices.map((c) => (
          <SelectField
            key={c.key}
            label={c.label}
            required
            name={c.key}
            value={values[c.key]}
            onChange={(e) => set(c.key, e.target.value as BookingFormValues[typeof c.key])}
            error={errors[c.key]}
          >
            <option value="" disabled>
              Choose one
            </option>
            {c.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {values.projectGoal === "other" ? <TextField label="Your goal (optional)" {...text("projectGoalOther")} /> : null}
      <fieldset className={LATER}>
        <legend className="text-sm font-semibold text-ink">Add-ons (optional)</legend>
        <div className={cn("mt-2 grid gap-2", addOnGrid.grid)} data-testid="add-on-grid">
          {addOns.map((a, i) => (
            <CheckOption key={a.id} name="addOnIds" id={a.id} list={addOnIds} onChange={setAddOnIds} className={cn(i === 0 && addOnGrid.first)}>
              <span>
                {a.name} <PriceTag id={a.id} price={a.price} />
              </span>
            </CheckOption>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Anything else? (optional)" rows={2} {...text("additionalInfo")} />
      {errors.agreeToTerms ? <p className="text-sm font-medium text-red-700">{errors.agreeToTerms}</p> : null}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-canopy-700"
          name="agreeToTerms"
          checked={values.agreeToTerms}
          onChange={(e) => set("agreeToTerms", e.target.checked)}
        />
        <span>
          I agree to the{" "}
          <a href="/terms-of-service" target="_blank" rel="noopener" className="font-semibold text-canopy-700 underline">
            Terms of Service
          </a>
          . Project initiation is subject to contract execution and payment processing.
        </span>
      </label>
    </div>
  );
}
