import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind
 * inert, closes on Escape and returns focus to the opener. With an `id`, a button elsewhere
 * can open it natively (`commandfor`/`command="show-modal"`) before the page's code has
 * loaded, and its close button closes it the same way.
 */
export function Modal({
  id,
  open,
  onClose,
  title,
  children,
  labelledBy,
  footer,
}: {
  id?: string;
  open: boolean;
  onClose: () => void;
  /** Words, or words set by the caller (a name kept whole at its hyphen). */
  title: React.ReactNode;
  children: React.ReactNode;
  labelledBy?: string;
  /** The dialog's actions: kept in view at the bottom however long the content, so a small screen never cuts them off. */
  footer?: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy ?? titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(100%-1rem,44rem)] max-h-[92vh] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-canopy-900/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-canopy-100 bg-white px-6 py-4">
        <h2 id={titleId} className="font-display text-xl font-bold text-canopy-800 text-balance">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          {...(id ? { commandfor: id, command: "close" } : {})}
          className="rounded-md p-2 text-muted hover:bg-canopy-50 hover:text-ink"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
      {footer ? <div className="sticky bottom-0 z-10 border-t border-canopy-100 bg-white px-6 py-4">{footer}</div> : null}
    </dialog>
  );
}
