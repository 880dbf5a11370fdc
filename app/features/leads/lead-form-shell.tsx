import { HONEYPOT_FIELD, type FieldErrors } from "#app/schemas/form-basics.ts";
import { Honeypot } from "#app/components/ui/field.tsx";
import { cn } from "#app/utils/cn.ts";

/** What a lead form gets from its page: its words, the form's key, and what the server said of a post without JavaScript. */
export interface LeadFormProps<Copy> {
  copy: Copy;
  formKey: string;
  serverErrors?: FieldErrors;
  serverValues?: Record<string, unknown>;
}

/**
 * What every public lead form carries around its fields: a plain POST to its own page (so it
 * works without JavaScript), the form's key, the honeypot and the form-wide error.
 */
export function LeadFormShell({
  action,
  label,
  formKey,
  errors,
  onSubmit,
  className,
  children,
}: {
  action: string;
  label: string;
  formKey: string;
  errors: FieldErrors;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const formError = errors.form ?? errors.idempotencyKey;
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      data-lead-form
      className={cn("relative space-y-5", className)}
      aria-label={label}
    >
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <Honeypot name={HONEYPOT_FIELD} />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      {children}
    </form>
  );
}

/** A field's name with what the visitor typed (sent back after a post without JavaScript) and its error. */
export function fieldBinder(errors: FieldErrors, serverValues?: Record<string, unknown>) {
  return (name: string) => ({
    name,
    defaultValue: typeof serverValues?.[name] === "string" ? (serverValues[name] as string) : undefined,
    error: errors[name],
  });
}
