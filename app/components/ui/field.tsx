import { useId } from "react";
import { cn } from "#app/utils/cn.ts";

const control =
  "mt-1.5 block w-full rounded-lg border border-canopy-200 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-canopy-600 focus:outline-none focus:ring-2 focus:ring-canopy-200 aria-[invalid=true]:border-red-600";

interface FieldShell {
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
}

function Shell({ id, label, error, required, hint, children }: FieldShell & { id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlAttributes {
  input: React.InputHTMLAttributes<HTMLInputElement>;
  textarea: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
  select: React.SelectHTMLAttributes<HTMLSelectElement>;
}

/** A labelled control with its error or hint, wired to them for screen readers. */
function Field<K extends keyof ControlAttributes>({
  as,
  label,
  error,
  required,
  hint,
  className,
  ...props
}: FieldShell & ControlAttributes[K] & { as: K }) {
  const id = useId();
  const Control = as as React.ElementType;
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint}>
      <Control
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(control, className)}
        {...props}
      />
    </Shell>
  );
}

export const TextField = (props: FieldShell & ControlAttributes["input"]) => <Field as="input" {...props} />;
export const TextAreaField = (props: FieldShell & ControlAttributes["textarea"]) => <Field as="textarea" {...props} />;
export const SelectField = (props: FieldShell & ControlAttributes["select"]) => <Field as="select" {...props} />;

/** Off-screen field that people never see or reach; bots fill it in. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
