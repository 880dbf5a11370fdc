import { useEffect, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { avaChat, heroCard } from "#content/chat.ts";
import type { CardInput, CardState, CardStep } from "#app/domain/chat-card-flow.ts";
import { CARD_GREETING_MS, CARD_PROMPT_MS, REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS, replyDelayMs } from "#app/domain/chat-timing.ts";
import type { ChatTranscriptMessage } from "#app/domain/chat-lead-rules.ts";
import { cn } from "#app/utils/cn.ts";
import { InlineScript } from "#app/components/site/inline-script.tsx";
import { CHAT_PANEL_ID } from "#app/components/site/chat-button.tsx";
import { saveCardMessages } from "./card-handover";
import { MessageField, TypingDots } from "./chat-shell";

const CARD_ID = "hero-chat-card";

/**
 * Runs as the page is parsed, before and without hydration: picks one of the four greetings by setting an attribute the stylesheet reads (app.css).
 * The timing itself (greeting after 1 s, prompt and options after 1.5 s) is CSS animation delays on the prerendered markup, so it holds with or
 * without any script; without one the first greeting shows. React never renders this attribute, so hydration leaves it alone.
 */
const revealScript = `(function(){var c=document.getElementById("${CARD_ID}");if(c&&!c.hasAttribute("data-greeting"))c.setAttribute("data-greeting",String(Math.floor(Math.random()*${heroCard.greetings.length})))})();`;

/** The reveal's delays, handed to the stylesheet so the spec's timing lives in one place. */
const revealTiming = { "--card-greeting-delay": `${CARD_GREETING_MS}ms`, "--card-prompt-delay": `${CARD_PROMPT_MS}ms` } as React.CSSProperties;

interface CardMessage extends ChatTranscriptMessage {
  id: string;
}

const bubble = "max-w-[85%] rounded-2xl px-4 py-3 shadow-sm";
const optionClass =
  "rounded-full border border-canopy-200 bg-white px-3 py-1.5 text-sm font-medium text-canopy-800 hover:border-canopy-600 disabled:opacity-60";

/**
 * The option rows by step (the same as cardOptions in the flow). The flow itself and the
 * chat client load on the first answer, so the page carries only the card's markup logic.
 */
const OPTIONS: Partial<Record<CardStep, readonly string[]>> = {
  start: heroCard.startOptions,
  website: heroCard.websiteOptions,
  scope: heroCard.scopeOptions,
  timeline: heroCard.timelineOptions,
};

let seq = 0;
const nextId = () => `c${++seq}`;

/** What the boot script noted for a first option it answered before this code was there. */
interface EarlyAnswer {
  option: string;
  /** When its answer was (or will be) on screen, epoch ms. */
  until: number;
}

/**
 * The home hero's chat card with Ava: the guided flow of app/domain/chat-card-flow.ts. Its first lines appear without JavaScript's framework; once
 * hydrated it carries on from whatever the reveal script has shown. A first option tapped before this code is there is answered by the boot script
 * (utils/hydration-boot.ts) from `firstReplies` (the flow's answers to each first option, worked out by the route's loader) after Ava's typing time;
 * the card then takes that turn over without showing or pacing it again.
 */
export function HeroChatCard({ firstReplies = {} }: { firstReplies?: Readonly<Record<string, readonly string[]>> }) {
  const [state, setState] = useState<CardState>({ step: "start", fields: { services: [] } });
  const [messages, setMessages] = useState<CardMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  // Uncontrolled: what a visitor typed before this code arrived is still in the field when it
  // does (a controlled field would be reset to an empty draft), and a send held meanwhile reads it.
  const field = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const shownAt = useRef(new Date().toISOString());
  const conversationId = useRef<string | null>(null);
  const busy = useRef(false);
  // A turn is being answered: the next input waits its turn rather than being dropped (an
  // option held while the code loaded, a message sent in the same moment).
  const [answering, setAnswering] = useState(false);
  const queued = useRef<CardInput[]>([]);

  // Arrived by client-side navigation: the inline script did not run, so pick the greeting
  // here (the CSS delays count from the card's first render either way).
  useEffect(() => {
    const el = card.current;
    if (!el || el.hasAttribute("data-greeting")) return;
    el.setAttribute("data-greeting", String(Math.floor(Math.random() * heroCard.greetings.length)));
  }, []);

  /** The greeting and prompt the script showed, as the first two messages of the conversation. */
  const opening = (): ChatTranscriptMessage[] => {
    const index = Number(card.current?.getAttribute("data-greeting") ?? 0);
    const greeting = heroCard.greetings[index] ?? heroCard.greetings[0];
    return [
      { type: "bot", content: greeting, timestamp: shownAt.current },
      { type: "bot", content: heroCard.prompt, timestamp: shownAt.current },
    ];
  };

  // The panel carries the card's conversation on (card-handover.ts): keep it as it grows.
  useEffect(() => {
    // opening() reads the card's attribute, fixed once the greeting shows.
    if (messages.length) saveCardMessages([...opening(), ...messages]);
  }, [messages]);

  const handle = async (given: CardInput) => {
    let input = given;
    // An option of a step the card has left is a double tap (or the boot script's replay of a tap the card has already taken over): not an answer.
    if (input.kind === "option" && !(OPTIONS[state.step] ?? []).includes(input.option)) return;
    const text = input.kind === "option" ? input.option : input.text.trim();
    if (!text) return;
    if (busy.current) {
      queued.current.push(input);
      return;
    }
    // An option tapped before the code arrived, not taken over yet (the boot script replays it
    // just after hydration): a message typed in between comes after it, as the visitor saw it.
    const pending = (card.current as (HTMLDivElement & { ccEarly?: EarlyAnswer }) | null)?.ccEarly;
    if (input.kind === "text" && pending) {
      queued.current.push(input);
      input = { kind: "option", option: pending.option };
    }
    busy.current = true;
    setAnswering(true);
    try {
      await answer(input, input.kind === "option" ? input.option : text);
    } finally {
      busy.current = false;
      setAnswering(false);
    }
  };

  // The turn answered (its state and messages rendered): the next queued input, with them.
  // An option of a step the card has since left (a double tap) is not an answer: dropped.
  useEffect(() => {
    if (answering || busy.current) return;
    let next = queued.current.shift();
    while (next?.kind === "option" && !(OPTIONS[state.step] ?? []).includes(next.option)) next = queued.current.shift();
    if (next) void handle(next);
  });

  const answer = async (input: CardInput, text: string) => {
    const el = card.current as (HTMLDivElement & { ccEarly?: EarlyAnswer }) | null;
    const early = input.kind === "option" && el?.ccEarly?.option === input.option ? el.ccEarly : undefined;
    if (el) delete el.ccEarly;
    const user: CardMessage = { id: nextId(), type: "user", content: text, timestamp: new Date().toISOString() };
    let modules;
    try {
      modules = await Promise.all([import("#app/domain/chat-card-flow.ts"), import("./chat-client")]);
    } catch {
      // The site was updated or the network dropped: say so rather than swallow the answer.
      setMessages((m) => [...m, user, { id: nextId(), type: "bot", content: avaChat.errors.thrown, timestamp: new Date().toISOString() }]);
      return;
    }
    const [{ advanceCard }, client] = modules;
    const before = [...opening(), ...messages];
    const all = [...before, user];
    const turn = advanceCard(state, input, all.length);
    const say = (lines: string[]) =>
      setMessages((m) => [...m, ...lines.map((content) => ({ id: nextId(), type: "bot" as const, content, timestamp: new Date().toISOString() }))]);
    if (early && !turn.askAva && !turn.sendLead) {
      // Already on screen, or about to be, from the boot script: shown by the card in one go,
      // when the boot's copy would have shown (its copy goes in the same render).
      await new Promise((r) => setTimeout(r, Math.max(0, early.until - Date.now())));
      el?.removeAttribute("data-early");
      setState(turn.state);
      setMessages((m) => [
        ...m,
        user,
        ...turn.replies.map((content) => ({ id: nextId(), type: "bot" as const, content, timestamp: new Date().toISOString() })),
      ]);
      return;
    }
    setMessages((m) => [...m, user]);
    setWaiting(true);
    setState(turn.state);
    const started = Date.now();
    const delay = replyDelayMs(Math.random());
    const paced = () => new Promise((r) => setTimeout(r, Math.max(0, delay - (Date.now() - started))));
    // The same conversation as Ava's panel, so a visitor moving from the card to the panel is one conversation.
    conversationId.current ??= client.avaConversationId();
    try {
      if (turn.sendLead) {
        const saved = await client.sendChatLead({
          assistant: "ava",
          conversationId: conversationId.current,
          surface: "home-card",
          fields: turn.state.fields,
          transcript: all.map(({ type, content, timestamp }) => ({ type, content, timestamp })),
        });
        await paced();
        // A failed save leaves the step as it was, so sending the details again retries.
        if (!saved.ok) setState(state);
        say([saved.ok ? saved.text : avaChat.errors.errorReply]);
        return;
      }
      if (turn.askAva) {
        const outcome = await client.askAssistant({ assistant: "ava", conversationId: conversationId.current, message: text, messages: before });
        await paced();
        const answer =
          outcome.kind === "text"
            ? outcome.text
            : outcome.kind === "empty"
              ? avaChat.errors.emptyReply
              : outcome.kind === "thrown"
                ? avaChat.errors.thrown
                : outcome.kind === "stalled"
                  ? avaChat.errors.stalled
                  : outcome.kind === "error"
                    ? (outcome.message ?? avaChat.errors.errorReply)
                    : null;
        say([...(answer ? [answer] : []), ...turn.replies]);
        return;
      }
      await paced();
      say(turn.replies);
    } catch {
      say([avaChat.errors.thrown]);
    } finally {
      setWaiting(false);
    }
  };

  const options = OPTIONS[state.step] ?? [];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = field.current;
    if (!input || !input.value.trim() || waiting) return;
    void handle({ kind: "text", text: input.value });
    input.value = "";
  };

  return (
    <>
      <div
        ref={card}
        id={CARD_ID}
        suppressHydrationWarning
        data-reply-delay={`${REPLY_DELAY_MIN_MS} ${REPLY_DELAY_MAX_MS}`}
        style={revealTiming}
        className="w-full max-w-md overflow-hidden rounded-3xl bg-white text-ink shadow-2xl ring-1 ring-black/5"
      >
        <div className="flex items-center gap-3 bg-canopy-700 px-5 py-4 text-white">
          <span className="relative inline-flex h-10 w-10 items-center justify-center rounded-full bg-peach-500 font-bold text-canopy-900">
            A
            <span className="absolute bottom-0 right-0 h-3 w-3 rounded-full bg-emerald-300 ring-2 ring-canopy-700" />
          </span>
          <div>
            <p className="font-semibold">Ava</p>
            <p className="text-sm text-canopy-100">Canopy Creative assistant · replies instantly</p>
          </div>
        </div>
        <div
          role="log"
          aria-live="polite"
          aria-label="Conversation with Ava"
          tabIndex={0}
          className="max-h-[28rem] space-y-3 overflow-y-auto bg-canopy-50 px-5 py-6"
          data-chat-card-body=""
        >
          {messages.length === 0 ? (
            // The boot script shows a copy of these while it answers an early option.
            <div hidden data-card-wait="">
              <TypingDots name="Ava" />
            </div>
          ) : null}
          <div className="space-y-3">
            {heroCard.greetings.map((greeting, i) => (
              <p key={greeting} data-card-greeting={i} className={cn(bubble, "rounded-tl-sm bg-white")}>
                {greeting}
              </p>
            ))}
            <p data-card-reveal="prompt" className={cn(bubble, "rounded-tl-sm bg-white")}>
              {heroCard.prompt}
            </p>
            {messages.map((m) => (
              <p
                key={m.id}
                data-message={m.type}
                className={cn(bubble, m.type === "bot" ? "rounded-tl-sm bg-white" : "ml-auto rounded-tr-sm bg-canopy-700 text-white")}
              >
                <span className="sr-only">{m.type === "bot" ? "Ava: " : "You: "}</span>
                {m.content}
              </p>
            ))}
          </div>
          {/* An option tapped before this code was there is shown here by the boot script
              (utils/hydration-boot.ts) until the card shows it itself, in the same render. */}
          {messages.length === 0 ? <div data-card-early="" className="space-y-3 empty:hidden" dangerouslySetInnerHTML={{ __html: "" }} /> : null}
          {waiting ? <TypingDots name="Ava" data-typing="" /> : null}
          {options.length ? (
            <div
              data-card-reveal={state.step === "start" ? "options" : undefined}
              className="flex flex-wrap gap-2 pt-1"
              aria-label="Choose an option"
              role="group"
            >
              {options.map((label) => (
                <button
                  key={label}
                  type="button"
                  data-card-option=""
                  data-card-replies={state.step === "start" && firstReplies[label] ? JSON.stringify(firstReplies[label]) : undefined}
                  disabled={waiting}
                  onClick={() => void handle({ kind: "option", option: label })}
                  className={optionClass}
                >
                  {label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <form onSubmit={submit} className="flex items-center gap-2 border-t border-canopy-100 px-5 py-3">
          <MessageField
            id="hero-chat-input"
            copy={{ inputLabel: avaChat.inputLabel, placeholder: "Or type your answer..." }}
            ref={field}
            disabled={waiting}
            sendDisabled={waiting}
            compact
          />
        </form>
        <div className="border-t border-canopy-100 px-5 py-3">
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="show"
            className="flex w-full items-center justify-center gap-2 rounded-md border-2 border-transparent bg-peach-500 px-5 py-3 font-semibold text-canopy-900 hover:bg-peach-400"
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" /> Chat with Ava
          </button>
        </div>
      </div>
      <InlineScript code={revealScript} />
    </>
  );
}
