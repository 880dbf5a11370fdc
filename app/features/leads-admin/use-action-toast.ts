import { useEffect } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { adminMessages, isFlashKey } from "#app/schemas/admin-messages.ts";

/** Toasts each new result a fetcher brings back (a new object per response). */
export function useActionToast(result: { message?: unknown } | undefined, onResult?: (r: { ok?: unknown }) => void) {
  useEffect(() => {
    if (!result) return;
    if (isFlashKey(result.message)) toast(adminMessages[result.message]);
    onResult?.(result as { ok?: unknown });
    // Only a new result object means a new response.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
