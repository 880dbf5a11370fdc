import { useEffect } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { adminMessages, type FlashKey } from "#app/schemas/admin-messages.ts";
import { useHydrated } from "./use-hydrated";

/** Shows a message as a toast, and in the page when JavaScript is off. */
export function useAdminToast(key: FlashKey | null | undefined, id: string | number | null | undefined) {
  useEffect(() => {
    if (!key || id == null) return;
    toast(adminMessages[key]);
    // The id, not the key, says whether this is a new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

/**
 * The message in the page itself, for a browser without JavaScript. Once the page's script
 * runs, the toast takes over and this is removed (a noscript element would not do: browsers
 * that parse with scripting on never show it, even when script execution is then blocked).
 */
export function NoScriptMessage({ flash }: { flash: FlashKey | null | undefined }) {
  const hydrated = useHydrated();
  if (!flash || hydrated) return null;
  const m = adminMessages[flash];
  return (
    <p
      data-inline-message={flash}
      role={m.tone === "error" ? "alert" : "status"}
      className={
        m.tone === "error"
          ? "mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
          : "mt-4 rounded-lg bg-white p-3 text-sm font-medium text-canopy-800 ring-1 ring-canopy-200"
      }
    >
      <strong>{m.title}</strong> - {m.description}
    </p>
  );
}

export function FlashMessage({ flash, flashId }: { flash: FlashKey | null; flashId: string | null }) {
  useAdminToast(flash, flashId);
  if (!flash) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <NoScriptMessage flash={flash} />
    </div>
  );
}
