import { useEffect, useRef } from "react";
import { cn } from "~/utils/cn";

export interface ShownMessage {
  id: string;
  type: "user" | "bot";
  content: string;
}

/** Three dots while the assistant writes; screen readers hear who is typing. */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div data-typing="" className="flex w-fit items-center gap-1 rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm">
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

/**
 * The conversation as a log: new messages are announced to screen readers as they are
 * added, and the view follows the newest one.
 */
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
