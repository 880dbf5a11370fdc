import { Send } from "lucide-react";
import { MAX_MESSAGE_CHARS } from "#app/domain/chat-limits.ts";

/** The message field and Send button under a conversation (Ava's panel, Tina's dialog): one look, one set of limits. */
export function ChatInputBar({
  inputRef,
  id,
  label,
  placeholder,
  draft,
  setDraft,
  waiting,
  canSend,
  onSubmit,
  className,
}: {
  inputRef: React.Ref<HTMLInputElement>;
  id: string;
  label: string;
  placeholder: string;
  draft: string;
  setDraft: (text: string) => void;
  waiting: boolean;
  canSend: boolean;
  onSubmit: (event: React.FormEvent) => void;
  className: string;
}) {
  return (
    <form data-chat-widget="" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        disabled={waiting}
        maxLength={MAX_MESSAGE_CHARS}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-xl border border-canopy-200 px-4 py-3 text-base text-ink placeholder:text-muted disabled:bg-canopy-50"
      />
      <button
        type="submit"
        disabled={!canSend}
        className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-canopy-700 text-white hover:bg-canopy-800 disabled:opacity-60"
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Send message</span>
      </button>
    </form>
  );
}
