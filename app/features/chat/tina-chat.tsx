/**
 * Tina's dialog on the free AI receptionist demo page. Loaded on the first "Test It Out". She answers about the AI receptionist offer and plays a
 * receptionist on request; her conversations become leads only when the visitor leaves an email or a phone number.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { tinaChat } from "#content/chat.ts";
import { site } from "#content/site.ts";
import { ChatPane } from "./chat-pane.tsx";
import { useChatConversation } from "./use-chat-conversation";
import { shellHasMessages, takeFromShell } from "./chat-shell";
import { TINA_DIALOG_ID } from "./tina-slot";

/** Her conversation, inside the dialog's frame (tina-slot.tsx); takes over from its shell. */
export default function TinaChat({ open, onTakeover }: { open: boolean; onTakeover: () => void }) {
  // Her first render holds what the shell shows (its greeting, from the opening on), so the commit
  // that puts her conversation in the dialog, and hides the shell (app.css), has it too.
  const [greetedFirst] = useState(() => open || shellHasMessages(document.getElementById(TINA_DIALOG_ID)));
  const conversation = useChatConversation({
    assistant: "tina",
    surface: "demo",
    failureText: (kind) => (kind === "empty" ? tinaChat.errors.noResponse : kind === "stalled" ? tinaChat.errors.stalled : tinaChat.errors.failed),
    leadRule: ({ hadContact, fields }) => hadContact && Boolean(fields.email || fields.phone),
    initialMessages: () => (greetedFirst ? [{ type: "bot", content: tinaChat.greeting, timestamp: new Date().toISOString() }] : []),
  });
  const { messages, waiting, send, adopt, addBot } = conversation;
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const tookOver = useRef(false);
  const greetedEarly = useRef(greetedFirst);

  // A message sent in the shell goes once, after her greeting (which the shell showed too). Before
  // the browser paints (a layout effect), as the shell is hidden from this commit on.
  useLayoutEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const shell = takeFromShell(document.getElementById(TINA_DIALOG_ID));
    if (!greetedEarly.current && (shell.asked || shell.sent)) {
      greetedEarly.current = true;
      addBot(tinaChat.greeting);
    }
    // The boot script already sent the first message: show its reply, then send what came after.
    const later = shell.sent;
    if (shell.asked) void adopt(shell.asked).then(() => (later ? send(later) : undefined));
    else if (later) void send(later);
    if (shell.draft) setDraft(shell.draft);
    onTakeover();
  }, [addBot, adopt, send, onTakeover]);

  useEffect(() => {
    if (open && messages.length === 0 && !greetedEarly.current) addBot(tinaChat.greeting);
  }, [open, messages.length, addBot]);
  useEffect(() => {
    if (open && !waiting) input.current?.focus();
  }, [open, waiting]);

  return (
    <ChatPane
      look="dialog"
      name={site.demoAssistantName}
      copy={tinaChat}
      conversation={conversation}
      draft={[draft, setDraft]}
      inputRef={input}
      inputId={`${id}-input`}
    />
  );
}
