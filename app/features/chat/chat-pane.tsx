import { ChatMessages, RetryButton } from "./chat-messages";
import { MessageField } from "./chat-shell";
import type { useChatConversation } from "./use-chat-conversation";

const looks = {
  panel: { messages: "min-h-0 flex-1 px-4 py-4", form: "flex items-center gap-2 border-t border-canopy-100 bg-white p-3" },
  dialog: { messages: "h-[min(24rem,55dvh)] rounded-xl bg-canopy-50 p-4", form: "mt-3 flex items-center gap-2" },
};

/**
 * A conversation over its message field (Ava's panel, Tina's dialog). An empty or
 * whitespace-only message is not sent, nor one typed while a reply is on its way;
 * `beforeSend` runs just before a message goes.
 */
export function ChatPane({
  look,
  name,
  copy,
  conversation,
  draft: [draft, setDraft],
  inputRef,
  inputId,
  typing = conversation.waiting,
  beforeSend,
  sendNeedsText = false,
}: {
  look: keyof typeof looks;
  name: string;
  copy: { inputLabel: string; placeholder: string; retry: string };
  conversation: Pick<ReturnType<typeof useChatConversation>, "messages" | "waiting" | "send" | "retryable" | "retry">;
  draft: [string, (text: string) => void];
  inputRef: React.Ref<HTMLInputElement>;
  inputId: string;
  typing?: boolean;
  beforeSend?: () => void;
  /** The Send button stays disabled until something is typed. */
  sendNeedsText?: boolean;
}) {
  const { messages, waiting, send, retryable, retry } = conversation;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || waiting) return;
    beforeSend?.();
    void send(draft);
    setDraft("");
  };
  return (
    <>
      <ChatMessages messages={messages} typing={typing} assistantName={name} label={`Conversation with ${name}`} className={looks[look].messages}>
        {retryable && !waiting ? <RetryButton label={copy.retry} onRetry={() => void retry()} /> : null}
      </ChatMessages>
      <form data-chat-widget="" onSubmit={submit} className={looks[look].form}>
        <MessageField
          ref={inputRef}
          id={inputId}
          copy={copy}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={waiting}
          sendDisabled={waiting || (sendNeedsText && !draft.trim())}
        />
      </form>
    </>
  );
}
