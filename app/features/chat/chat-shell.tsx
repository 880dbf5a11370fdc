import { Send } from "lucide-react";
import { avaChat } from "@content/chat";
import { MAX_MESSAGE_CHARS } from "~/domain/chat-limits";
import { TypingIndicator } from "./chat-messages";

/**
 * What Ava's panel shows before her code is there: the typing dots, her greeting after half a
 * second (CSS, app.css), and an input that already takes a message. The page's boot script
 * (utils/hydration-boot.ts) keeps a message sent here in [data-chat-shell-queue] and the
 * panel, once loaded, sends it (ava-widget.tsx). Without JavaScript the form leads to the
 * contact page.
 */
export function ChatShell({ inputId }: { inputId: string }) {
  return (
    <>
      <div role="log" aria-live="polite" aria-label="Conversation with Ava" tabIndex={0} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        <div data-chat-shell-typing="">
          <TypingIndicator name="Ava" />
        </div>
        <p data-chat-shell-greeting="" className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-[0.95rem] leading-relaxed text-ink shadow-sm">
          <span className="sr-only">Ava: </span>
          {avaChat.greeting}
        </p>
        {/* The boot script adds the visitor's message here; React leaves this element's content alone. */}
        <div data-chat-shell-queue="" className="space-y-3" dangerouslySetInnerHTML={{ __html: "" }} />
        <noscript>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-ink shadow-sm">
            The chat needs JavaScript. You can <a href="/contact" className="font-semibold text-canopy-700 underline">send us a message</a> on our contact page instead.
          </p>
        </noscript>
      </div>
      <form data-chat-shell-form="" action="/contact" className="flex items-center gap-2 border-t border-canopy-100 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          {avaChat.inputLabel}
        </label>
        <input
          id={inputId}
          data-chat-shell-input=""
          type="text"
          name="message"
          maxLength={MAX_MESSAGE_CHARS}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={avaChat.placeholder}
          className="min-w-0 flex-1 rounded-xl border border-canopy-200 px-4 py-3 text-base text-ink placeholder:text-muted disabled:bg-canopy-50"
        />
        <button
          type="submit"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-canopy-700 text-white hover:bg-canopy-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Send message</span>
        </button>
      </form>
    </>
  );
}
