import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import { adminMessages, type FlashKey } from "./messages";

/** Shows a message as a toast, and in the page when JavaScript is off. */
export function useAdminToast(key: FlashKey | null | undefined, id: string | number | null | undefined) {
  useEffect(() => {
    if (!key || id == null) return;
    toast(adminMessages[key]);
    // The id, not the key, says whether this is a new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

export function NoScriptMessage({ flash }: { flash: FlashKey | null | undefined }) {
  if (!flash) return null;
  const m = adminMessages[flash];
  return (
    <noscript>
      <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
        <p
          role={m.tone === "error" ? "alert" : "status"}
          className={
            m.tone === "error"
              ? "rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
              : "rounded-lg bg-white p-3 text-sm font-medium text-canopy-800 ring-1 ring-canopy-200"
          }
        >
          <strong>{m.title}</strong> - {m.description}
        </p>
      </div>
    </noscript>
  );
}

export function FlashMessage({ flash, flashId }: { flash: FlashKey | null; flashId: string | null }) {
  useAdminToast(flash, flashId);
  return <NoScriptMessage flash={flash} />;
}
