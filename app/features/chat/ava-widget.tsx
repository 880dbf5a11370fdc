/**
 * Ava's conversation inside her panel (the frame is chat-slot.tsx). Loaded on the first open (never at page load), so pages don't carry it. It takes
 * over from the frame's shell: a message the visitor sent there is sent here, once, and half-typed text stays in the input.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { avaChat } from "#content/chat.ts";
import { shouldSendLead } from "#app/domain/chat-lead-rules.ts";
import { GREETING_DELAY_MS, replyDelayMs } from "#app/domain/chat-timing.ts";
import { ChatPane } from "./chat-pane.tsx";
import { useChatConversation } from "./use-chat-conversation";
import { readCardMessages } from "./card-handover";
import { shellHasMessages, takeFromShell } from "./chat-shell";

export interface AvaWidgetProps {
  open: boolean;
  /** Each new `seq` is an open request; `message` is sent for the visitor. */
  request: { seq: number; message?: string };
  /** The panel's frame. */
  panel: React.RefObject<HTMLElement | null>;
  /** Called once the conversation has taken what the shell held; the shell then goes. */
  onTakeover: () => void;
}

/** Keeps the panel inside the visible viewport on phones while the keyboard is up. */
function useVisualViewport(panel: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const vv = window.visualViewport;
    const el = panel.current;
    if (!active || !vv || !el) return;
    const update = () => {
      el.style.setProperty("--chat-vh", `${vv.height}px`);
      el.style.setProperty("--chat-top", `${vv.offsetTop}px`);
    };
    update();
    vv.addEventListener("resize", update);
    vv.addEventListener("scroll", update);
    return () => {
      vv.removeEventListener("resize", update);
      vv.removeEventListener("scroll", update);
    };
  }, [panel, active]);
}

/**
 * Whether Ava has greeted in the panel's shell by now: her greeting there is due (half a second
 * after the opening, when its CSS shows it) or the visitor already wrote below it.
 */
function greetedInShell(frame: HTMLElement | null): boolean {
  if (shellHasMessages(frame)) return true;
  const openedAt = Number(frame?.getAttribute("data-opened-at"));
  return openedAt > 0 && Date.now() - openedAt >= GREETING_DELAY_MS;
}

export default function AvaWidget({ open, request, panel, onTakeover }: AvaWidgetProps) {
  // Her first render holds what the shell shows: its greeting, once due, is in the very commit
  // that puts her conversation in the panel (and hides the shell: app.css), never one after.
  const [greetedFirst] = useState(() => greetedInShell(panel.current));
  const conversation = useChatConversation({
    assistant: "ava",
    surface: "widget",
    failureText: (kind) =>
      kind === "empty"
        ? avaChat.errors.emptyReply
        : kind === "thrown"
          ? avaChat.errors.thrown
          : kind === "stalled"
            ? avaChat.errors.stalled
            : avaChat.errors.errorReply,
    replyDelayMs: () => replyDelayMs(Math.random()),
    leadRule: shouldSendLead,
    // Opened after talking on the home card: the same conversation, shown and carried on.
    initialMessages: () => {
      const card = readCardMessages();
      return greetedFirst ? [...card, { type: "bot", content: avaChat.greeting, timestamp: new Date().toISOString() }] : card;
    },
  });
  const { messages, waiting, send, adopt, addBot } = conversation;
  const [draft, setDraft] = useState("");
  const [greeting, setGreeting] = useState<"none" | "pending" | "shown">(greetedFirst ? "shown" : "none");
  const queued = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const tookOver = useRef(false);
  const greetedEarly = useRef(greetedFirst);
  const titleId = useId();
  const greet = useCallback(() => {
    addBot(avaChat.greeting);
    setGreeting("shown");
  }, [addBot]);
  useVisualViewport(panel, open);

  // Before anything else, before the browser paints (a layout effect): take over from the shell, which is hidden as soon as this form is in the panel
  // (app.css). The message sent there goes after the greeting.
  useLayoutEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    // Rendered before the greeting was due and committed after it (React may hold a commit back):
    // she greets now, still before this frame is painted, without a second round of dots.
    if (!greetedEarly.current && greetedInShell(panel.current)) {
      greetedEarly.current = true;
      greet();
    }
    const shell = takeFromShell(panel.current);
    // The boot script already sent the first message: show its reply, then send what came after.
    const later = shell.sent;
    if (shell.asked) void adopt(shell.asked).then(() => (later ? send(later) : undefined));
    else if (later) queued.current = later;
    if (shell.draft) setDraft(shell.draft);
    onTakeover();
    if (shell.focused) requestAnimationFrame(() => input.current?.focus());
  }, [panel, greet, adopt, send, onTakeover]);

  // First open with no messages: Ava greets after half a second (closing meanwhile doesn't cancel it).
  const greetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!open || greeting !== "none" || messages.length > 0 || greetedEarly.current) return;
    setGreeting("pending");
    // Counted from the panel's opening (stamped by the boot script), which may have been
    // before this code arrived: the shell's dots and greeting keep the same beat.
    const openedAt = Number(panel.current?.getAttribute("data-opened-at")) || Date.now();
    greetTimer.current = setTimeout(greet, Math.max(0, GREETING_DELAY_MS - (Date.now() - openedAt)));
  }, [open, greeting, messages.length, greet, panel]);
  useEffect(() => () => clearTimeout(greetTimer.current), []);
  /** A message sent while Ava's greeting is still due: she greets first, at once, so the greeting never lands below it. */
  const greetNow = () => {
    if (greeting !== "pending") return;
    clearTimeout(greetTimer.current);
    greet();
  };

  // A button that opens the chat with a message: it is sent once Ava has greeted.
  useEffect(() => {
    if (request.message) queued.current = request.message;
  }, [request.seq, request.message]);
  useEffect(() => {
    if (greeting === "pending" || !queued.current || waiting) return;
    const message = queued.current;
    queued.current = null;
    void send(message);
  }, [greeting, request.seq, waiting, send]);

  // Focus moves into the panel on open and back to whatever opened it on close.
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && !panel.current?.contains(active)) opener.current = active;
      else {
        // Focus already moved into the frame when it opened: go back to what opened it.
        const first = (panel.current as (HTMLElement & { ccOpener?: Element | null }) | null)?.ccOpener;
        if (first instanceof HTMLElement && !panel.current?.contains(first)) opener.current = first;
      }
      input.current?.focus();
    } else if (opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);
  // The input is disabled while Ava answers; give focus back when she has.
  useEffect(() => {
    if (open && !waiting && greeting !== "pending") input.current?.focus();
  }, [open, waiting, greeting]);

  return (
    <ChatPane
      look="panel"
      name="Ava"
      copy={avaChat}
      conversation={conversation}
      draft={[draft, setDraft]}
      inputRef={input}
      inputId={`${titleId}-input`}
      typing={waiting || greeting === "pending"}
      beforeSend={greetNow}
      sendNeedsText
    />
  );
}
