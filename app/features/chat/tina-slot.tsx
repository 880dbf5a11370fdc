import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { tinaChat } from "#content/chat.ts";
import { site } from "#content/site.ts";
import { Button, type buttonVariants } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import type { VariantProps } from "class-variance-authority";
import { ChatShell } from "./chat-shell";

const TinaChat = lazy(() => import("./tina-chat"));

export const TINA_DIALOG_ID = "tina-chat-dialog";

/** "Test It Out": opens Tina's dialog natively, so the first tap answers before the code loads. */
export function TestItOutButton({ children, ...variants }: { children: React.ReactNode } & VariantProps<typeof buttonVariants>) {
  return (
    <Button {...variants} {...{ commandfor: TINA_DIALOG_ID, command: "show-modal" }}>
      {children}
    </Button>
  );
}

/**
 * Tina's dialog on the demo page. Its frame, her greeting and the input are in the page's
 * HTML; her conversation's code loads on the first open and takes over from that shell.
 */
export function TinaSlot() {
  // Opened by a tap before hydration: the dialog must stay open through the first render
  // (the markup does not depend on it, so hydration is unaffected).
  const [state, setState] = useState(() => ({
    loaded: false,
    open: typeof document !== "undefined" && Boolean((document.getElementById(TINA_DIALOG_ID) as HTMLDialogElement | null)?.open),
  }));
  const [shellDone, setShellDone] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = document.getElementById(TINA_DIALOG_ID) as HTMLDialogElement | null;
    const sync = (open: boolean) => setState((s) => (s.open === open && (s.loaded || !open) ? s : { loaded: s.loaded || open, open }));
    if (dialog?.open) sync(true);
    const onToggle = (e: Event) => sync((e as ToggleEvent).newState === "open");
    dialog?.addEventListener("toggle", onToggle);
    return () => dialog?.removeEventListener("toggle", onToggle);
  }, []);
  const onTakeover = useCallback(() => setShellDone(true), []);

  return (
    <Modal id={TINA_DIALOG_ID} open={state.open} onClose={() => setState((s) => ({ ...s, open: false }))} title={tinaChat.title}>
      <p className="-mt-2 mb-3 text-sm text-muted">{tinaChat.subtitle}</p>
      {state.loaded ? (
        <Suspense fallback={null}>
          <TinaChat open={state.open} onTakeover={onTakeover} />
        </Suspense>
      ) : null}
      {shellDone ? null : (
        <ChatShell
          assistant="tina"
          inputId={`${id}-shell-input`}
          copy={{
            assistantName: site.demoAssistantName,
            greeting: tinaChat.greeting,
            inputLabel: tinaChat.inputLabel,
            placeholder: tinaChat.placeholder,
          }}
          typingFirst={false}
          logClassName="h-[min(24rem,55dvh)] space-y-3 overflow-y-auto rounded-xl bg-canopy-50 p-4"
        />
      )}
    </Modal>
  );
}
