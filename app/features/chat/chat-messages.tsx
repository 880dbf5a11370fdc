import { useEffect, useRef } from "react";
import { cn } from "#app/utils/cn.ts";
import { TypingDots } from "./chat-shell";

export interface ShownMessage {
  id: string;
  type: "user" | "bot";
  content: string;
}

/** Three dots while the assistant writes; screen readers hear who is typing. */
export function TypingIndicator({ name }: { name: string }) {
  return <TypingDots name={name} data-typing="" />;
}

/** The conversation as a log: new messages are announced to screen readers as they are added, and the view follows the newest one. */
export function ChatMessages({
  messages,
  typing,
  assistantName,
  label,
  className,
  children,
}: {
  messages: readonly ShownMessage[];
  typing: boolean;
  assistantName: string;
  label: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, typing]);
  return (
    // Focusable, so keyboard users can scroll back through a long conversation.
    <div role="log" aria-live="polite" aria-label={label} tabIndex={0} className={cn("space-y-3 overflow-y-auto", className)}>
      <div className="space-y-3">
        {messages.map((m) => (
          <p
            key={m.id}
            data-message={m.type}
            className={cn(
              "max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed shadow-sm",
              m.type === "bot" ? "rounded-tl-sm bg-white text-ink" : "ml-auto rounded-tr-sm bg-canopy-700 text-white",
            )}
          >
            <span className="sr-only">{m.type === "bot" ? `${assistantName}: ` : "You: "}</span>
            {m.content}
          </p>
        ))}
      </div>
      {typing ? <TypingIndicator name={assistantName} /> : null}
      {children}
      <div ref={end} />
    </div>
  );
}

/** Sends the visitor's last message again after its reply failed; the message itself stays where it is. */
export function RetryButton({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <button
      type="button"
      data-chat-retry=""
      onClick={onRetry}
      className="rounded-full border border-canopy-300 bg-white px-4 py-2 text-sm font-semibold text-canopy-800 hover:bg-canopy-50"
    >
      {label}
    </button>
  );
}
