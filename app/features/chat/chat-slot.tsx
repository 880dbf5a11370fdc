import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { MessageCircle, X } from "lucide-react";
import { avaChat } from "#content/chat.ts";
import { site } from "#content/site.ts";
import { REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS } from "#app/domain/chat-timing.ts";
import { CHAT_PANEL_ID } from "#app/components/site/chat-button.tsx";
import { usePopoverOpen } from "#app/components/ui/popover-open.ts";
import { ChatShell } from "./chat-shell";

const AvaWidget = lazy(() => import("./ava-widget"));

interface SlotState {
  loaded: boolean;
  open: boolean;
  request: { seq: number; message?: string };
}

/**
 * The floating chat launcher and Ava's panel. The panel's frame is a native popover in every page's HTML, so the launcher and every "Chat with Ava"
 * button open it on the first tap, before any code runs; its conversation (ava-widget.tsx) loads on the first open and takes over from the shell,
 * keeping what the visitor typed.
 */
export function ChatSlot() {
  const [state, setState] = useState<SlotState>({ loaded: false, open: false, request: { seq: 0 } });
  const [shellDone, setShellDone] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  // Opened by a tap before hydration: carry on from there.
  const sync = useCallback(
    (open: boolean) => setState((s) => (s.open === open && (s.loaded || !open) ? s : { ...s, loaded: s.loaded || open, open })),
    [],
  );
  usePopoverOpen(panel, sync);
  const close = useCallback(() => {
    const el = panel.current;
    if (el?.matches(":popover-open")) el.hidePopover();
  }, []);
  const onTakeover = useCallback(() => setShellDone(true), []);

  return (
    <div id="chat-widget-root" data-chat-slot="">
      {/* A non-modal dialog: Escape closes it, as it does a native one. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        ref={panel}
        id={CHAT_PANEL_ID}
        popover="manual"
        data-chat-shell=""
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.stopPropagation();
            close();
          }
        }}
        className="fixed z-50 m-0 hidden flex-col overflow-hidden border-0 bg-canopy-50 p-0 text-ink shadow-2xl ring-1 ring-black/10 open:flex max-sm:inset-x-0 max-sm:top-[var(--chat-top,0px)] max-sm:h-[var(--chat-vh,100dvh)] max-sm:w-full max-sm:max-w-none sm:inset-auto sm:bottom-24 sm:right-5 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:rounded-2xl"
      >
        <header className="flex items-center gap-3 bg-canopy-700 px-4 py-3 text-white">
          <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-peach-500 font-bold text-canopy-900">
            A
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-semibold">
              {avaChat.title}
            </h2>
            <p className="text-sm text-canopy-100">{avaChat.subtitle}</p>
          </div>
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            className="rounded-md p-2 hover:bg-white/10"
            aria-label="Close chat"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </header>
        {state.loaded ? (
          <Suspense fallback={null}>
            <AvaWidget open={state.open} request={state.request} panel={panel} onTakeover={onTakeover} />
          </Suspense>
        ) : null}
        {shellDone ? null : (
          <ChatShell
            assistant="ava"
            replyDelay={[REPLY_DELAY_MIN_MS, REPLY_DELAY_MAX_MS]}
            inputId={`${titleId}-shell-input`}
            copy={{ assistantName: site.assistantName, greeting: avaChat.greeting, inputLabel: avaChat.inputLabel, placeholder: avaChat.placeholder }}
            typingFirst
            logClassName="flex-1 space-y-3 overflow-y-auto px-4 py-4"
          />
        )}
      </section>
      {/* Label and icon follow the panel's state in CSS (app.css), so they are right before hydration too. */}
      {/* On the home page it stands aside while the hero's chat card is on screen (app.css). */}
      <button
        type="button"
        data-chat-launcher=""
        popoverTarget={CHAT_PANEL_ID}
        aria-expanded={state.open}
        aria-haspopup="dialog"
        // On a phone it sits in the header bar, beside the menu button, so it never covers the
        // page; from 640 px wide it floats in the corner, where the page's margins leave room.
        className="fixed top-2.5 right-[4.25rem] z-40 inline-flex h-11 w-11 items-center justify-center rounded-full bg-canopy-700 text-white hover:bg-canopy-800 sm:top-auto sm:right-5 sm:bottom-5 sm:h-14 sm:w-14 sm:shadow-lg sm:ring-2 sm:ring-white"
      >
        <X data-chat-when="open" aria-hidden="true" className="h-6 w-6" />
        <MessageCircle data-chat-when="closed" aria-hidden="true" className="h-6 w-6" />
        <span data-chat-when="open" className="sr-only">
          Close chat
        </span>
        <span data-chat-when="closed" className="sr-only">
          Chat with {site.assistantName}
        </span>
      </button>
    </div>
  );
}
