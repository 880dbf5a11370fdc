import { Send } from "lucide-react";
import type { ReplyOutcome } from "./chat-client";
import type { AssistantName } from "#app/domain/chat-limits.ts";
import { MAX_MESSAGE_CHARS } from "#app/domain/chat-limits.ts";

export interface ChatShellCopy {
  assistantName: string;
  greeting: string;
  inputLabel: string;
  placeholder: string;
}

/**
 * The message field and Send button under a conversation: the same in the page's shell and in
 * the conversation that takes over from it (chat-pane.tsx), with one set of limits.
 */
export function MessageField({
  copy,
  sendDisabled,
  compact = false,
  ...input
}: {
  id: string;
  copy: { inputLabel: string; placeholder: string };
  sendDisabled?: boolean;
  /** A little lower, as on the home page's chat card. */
  compact?: boolean;
} & React.ComponentProps<"input">) {
  return (
    <>
      <label htmlFor={input.id} className="sr-only">
        {copy.inputLabel}
      </label>
      <input
        type="text"
        maxLength={MAX_MESSAGE_CHARS}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={copy.placeholder}
        className={`min-w-0 flex-1 rounded-xl border border-canopy-200 px-4 ${compact ? "py-2.5" : "py-3"} text-base text-ink placeholder:text-muted disabled:bg-canopy-50`}
        {...input}
      />
      <button
        type="submit"
        disabled={sendDisabled}
        className={`inline-flex ${compact ? "h-11 w-11" : "h-12 w-12"} shrink-0 items-center justify-center rounded-xl bg-canopy-700 text-white hover:bg-canopy-800 disabled:opacity-60`}
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Send message</span>
      </button>
    </>
  );
}

/** The assistant's typing indicator. */
export function TypingDots({ name, ...data }: { name: string } & Record<`data-${string}`, string>) {
  return (
    <div {...data} className="flex w-fit items-center gap-1 rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm">
      <span className="sr-only">{name} is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-canopy-500 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

/** What the boot script hands over for a message it sent from the shell (utils/hydration-boot.ts). */
export interface ShellAsk {
  message: string;
  conversationId: string;
  /** Settles with the reply once the assistant's typing time is over. */
  done: Promise<ReplyOutcome>;
}

/**
 * What an assistant's panel shows before its code is there: her greeting (Ava's after half a second of typing dots, in CSS: app.css) and an input
 * that already takes a message. The page's boot script (utils/hydration-boot.ts) sends the first message sent here itself and shows the reply in
 * [data-chat-shell-queue], after `replyDelay` ms of typing dots (min and max); the conversation, once loaded, takes the exchange over and sends what
 * came after it (takeFromShell). Without JavaScript the form leads to the contact page. It imports nothing of the conversation's code, which stays
 * out of the page.
 */
export function ChatShell({
  assistant,
  inputId,
  copy,
  typingFirst,
  replyDelay,
  logClassName,
}: {
  assistant: AssistantName;
  inputId: string;
  copy: ChatShellCopy;
  typingFirst: boolean;
  replyDelay?: readonly [number, number];
  logClassName: string;
}) {
  return (
    <div data-chat-shell-body="" className="flex min-h-0 flex-1 flex-col">
      <div role="log" aria-live="polite" aria-label={`Conversation with ${copy.assistantName}`} tabIndex={0} className={logClassName}>
        {typingFirst ? <TypingDots name={copy.assistantName} data-chat-shell-typing="" /> : null}
        <p
          data-chat-shell-greeting=""
          className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-[0.95rem] leading-relaxed text-ink shadow-sm"
        >
          <span className="sr-only">{copy.assistantName}: </span>
          {copy.greeting}
        </p>
        {/* The boot script adds the visitor's message here; React leaves this element's content alone. */}
        <div data-chat-shell-queue="" className="space-y-3" dangerouslySetInnerHTML={{ __html: "" }} />
        {/* The boot script shows a copy of these while a reply is on its way. */}
        <div hidden data-chat-shell-wait="">
          <TypingDots name={copy.assistantName} />
        </div>
        <noscript>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-ink shadow-sm">
            The chat needs JavaScript. You can{" "}
            <a href="/contact" className="font-semibold text-canopy-700 underline">
              send us a message
            </a>{" "}
            on our contact page instead.
          </p>
        </noscript>
      </div>
      <form
        data-chat-shell-form={assistant}
        data-reply-delay={replyDelay ? replyDelay.join(" ") : undefined}
        action="/contact"
        className="flex items-center gap-2 border-t border-canopy-100 bg-white p-3"
      >
        <MessageField id={inputId} copy={copy} data-chat-shell-input="" name="message" />
      </form>
    </div>
  );
}

/**
 * Whether the visitor has already said something in the shell inside `frame` (sent by the boot script, or shown as sent): the greeting above it is
 * then part of the conversation. Only reads; takeFromShell takes.
 */
export function shellHasMessages(frame: HTMLElement | null): boolean {
  const form = frame?.querySelector<HTMLFormElement & { ccAsk?: ShellAsk }>("[data-chat-shell-form]");
  return Boolean(form?.ccAsk || frame?.querySelector("[data-chat-queued]"));
}

/**
 * Takes what a shell inside `frame` holds: the exchange the boot script sent (`asked`), a message shown as sent but not sent yet (`sent`), both
 * removed as taken so they can never be sent twice, and text being typed.
 */
export function takeFromShell(frame: HTMLElement | null): { asked: ShellAsk | null; sent: string | null; draft: string; focused: boolean } {
  const form = frame?.querySelector<HTMLFormElement & { ccAsk?: ShellAsk }>("[data-chat-shell-form]");
  const asked = form?.ccAsk ?? null;
  if (form) delete form.ccAsk;
  const queued = frame?.querySelector("[data-chat-queued]");
  const input = frame?.querySelector<HTMLInputElement>("[data-chat-shell-input]");
  const sent = queued?.textContent?.trim() || null;
  frame?.querySelectorAll("[data-chat-queued], [data-chat-sent]").forEach((e) => e.remove());
  return { asked, sent, draft: input && !input.disabled ? input.value : "", focused: Boolean(input && input === document.activeElement) };
}
