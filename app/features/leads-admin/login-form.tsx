import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { LockKeyhole } from "lucide-react";
import { TextField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { adminMessages } from "#app/schemas/admin-messages.ts";
import { NoScriptMessage } from "./flash-message";

export type LoginOutcome = { login: "denied"; attempt: string } | { login: "rate_limited"; retryAfter: number };

/**
 * The password gate. A plain form POST to /admin, so it works without JavaScript; with it,
 * a wrong password shows the spec's toast and clears the field.
 */
export function LoginForm({ outcome }: { outcome?: LoginOutcome }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = outcome?.login === "denied" ? outcome.attempt : null;

  useEffect(() => {
    if (!attempt) return;
    toast(adminMessages.denied);
    const input = formRef.current?.elements.namedItem("password");
    if (input instanceof HTMLInputElement) {
      input.value = "";
      input.focus();
    }
  }, [attempt]);

  const minutes = outcome?.login === "rate_limited" ? Math.max(1, Math.ceil(outcome.retryAfter / 60)) : 0;

  return (
    <section className="mx-auto max-w-md px-6 py-20" aria-labelledby="admin-login-heading">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-canopy-100">
        <div className="flex items-center gap-3">
          <LockKeyhole aria-hidden="true" className="h-6 w-6 text-canopy-700" />
          <h1 id="admin-login-heading" className="font-display text-3xl font-bold text-canopy-800">
            Admin Dashboard
          </h1>
        </div>
        <p className="mt-3 text-muted">Enter the admin password to manage leads.</p>
        {outcome?.login === "denied" ? <NoScriptMessage flash="denied" /> : null}
        {outcome?.login === "rate_limited" ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            Too many sign-in attempts. Please wait {minutes} {minutes === 1 ? "minute" : "minutes"} and try again.
          </p>
        ) : null}
        <Form method="post" ref={formRef} className="mt-6 space-y-5" aria-label="Admin sign-in">
          <input type="hidden" name="intent" value="login" />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? "Checking..." : "Access Dashboard"}
          </Button>
        </Form>
      </div>
    </section>
  );
}
