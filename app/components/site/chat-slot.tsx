import { lazy, Suspense, useEffect, useState } from "react";
import { MessageCircle, X } from "lucide-react";
// site, not the chat's copy: every page carries this launcher, so it stays small.
import { site } from "@content/site";
import { listenForChat, toggleChat } from "~/features/chat/open-chat";
import { useLocation } from "react-router";

const AvaWidget = lazy(() => import("~/features/chat/ava-widget"));

interface SlotState {
  loaded: boolean;
  open: boolean;
  request: { seq: number; message?: string };
}

/**
 * The floating chat launcher and where Ava's panel mounts. The launcher is plain markup
 * in every page; the panel's code is fetched on the first open, never at page load.
 */
export function ChatSlot() {
  const [state, setState] = useState<SlotState>({ loaded: false, open: false, request: { seq: 0 } });
  useEffect(
    () =>
      listenForChat((command) =>
        setState((s) => {
          if (command.action === "close") return { ...s, open: false };
          if (command.action === "toggle") return { ...s, loaded: true, open: !s.open };
          return { loaded: true, open: true, request: { seq: s.request.seq + 1, message: command.detail.message } };
        }),
      ),
    [],
  );
  // The admin is the agency's own desk: a visitor's assistant there would only take staff for leads.
  const { pathname } = useLocation();
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  return (
    <div id="chat-widget-root" data-chat-slot="">
      {state.loaded ? (
        <Suspense fallback={null}>
          <AvaWidget open={state.open} request={state.request} onClose={() => setState((s) => ({ ...s, open: false }))} />
        </Suspense>
      ) : null}
      <button
        type="button"
        onClick={toggleChat}
        aria-expanded={state.open}
        aria-haspopup="dialog"
        className={`fixed bottom-5 right-5 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-canopy-700 text-white shadow-lg ring-2 ring-white hover:bg-canopy-800 ${state.open ? "max-sm:hidden" : ""}`}
      >
        {state.open ? <X aria-hidden="true" className="h-6 w-6" /> : <MessageCircle aria-hidden="true" className="h-6 w-6" />}
        <span className="sr-only">{state.open ? "Close chat" : `Chat with ${site.assistantName}`}</span>
      </button>
    </div>
  );
}
