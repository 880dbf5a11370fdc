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

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({ label, error, required, hint, className, ...props }: FieldShell & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, className)}
        {...props}
      />
    </Shell>
  );
}

export function TextAreaField({ label, error, required, hint, className, ...props }: FieldShell & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, className)}
        {...props}
      />
    </Shell>
  );
}

export function SelectField({
  label,
  error,
  required,
  hint,
  className,
  children,
  ...props
}: FieldShell & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, className)}
        {...props}
      >
        {children}
      </select>
    </Shell>
  );
}

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
