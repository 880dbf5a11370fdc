import { useEffect, useState } from "react";
import { CheckCircle2, CircleAlert, X } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

export interface ToastMessage {
  id: number;
  title: string;
  description: string;
  tone: "success" | "error";
}

type Listener = (toasts: ToastMessage[]) => void;
let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();
let nextId = 1;

function emit() {
  for (const l of listeners) l(toasts);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/**
 * Shows a toast for 6 seconds (announced politely; errors assertively). It replaces any toast
 * still showing: each one reports the latest outcome, and an older "Access Denied" or "Failed"
 * beside a newer success would contradict it.
 */
export function toast(message: Omit<ToastMessage, "id">) {
  const id = nextId++;
  toasts = [{ ...message, id }];
  emit();
  setTimeout(() => dismissToast(id), 6000);
}

/** Successes are announced politely, errors at once: each tone has its own live region. */
const regions = [
  { tone: "success", role: "status", live: "polite" },
  { tone: "error", role: "alert", live: "assertive" },
] as const;

export function Toaster() {
  const [items, setItems] = useState<ToastMessage[]>(toasts);
  useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end">
      {regions.map(({ tone, role, live }) => (
        <div key={tone} role={role} aria-live={live} className="contents">
          {items
            .filter((t) => t.tone === tone)
            .map((t) => (
              <ToastView key={t.id} toast={t} />
            ))}
        </div>
      ))}
    </div>
  );
}

function ToastView({ toast: t }: { toast: ToastMessage }) {
  const Icon = t.tone === "success" ? CheckCircle2 : CircleAlert;
  return (
    <div
      data-toast={t.tone}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl p-4 shadow-lg ring-1",
        t.tone === "success" ? "bg-white ring-canopy-200" : "bg-white ring-red-300",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 h-5 w-5 shrink-0", t.tone === "success" ? "text-canopy-600" : "text-red-700")} />
      <div className="flex-1">
        <p className="font-semibold text-ink">{t.title}</p>
        <p className="text-sm text-muted">{t.description}</p>
      </div>
      <button type="button" onClick={() => dismissToast(t.id)} className="rounded p-1 text-muted hover:text-ink">
        <X aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
