import { useEffect, useRef, useState } from "react";
import { InlineScript } from "#app/components/site/inline-script.tsx";
import { cn } from "#app/utils/cn.ts";

export const SAMPLE_INTERVAL_MS = 3000;
export const SAMPLE_MAX_VISIBLE = 3;

/** Which messages show at a step of the cycle: the newest and at most two before it. */
export function visibleWindow(step: number, total: number): [number, number] {
  const end = (step % total) + 1;
  return [Math.max(0, end - SAMPLE_MAX_VISIBLE), end];
}

interface CyclingList extends HTMLOListElement {
  /** The inline script's timer, stopped when React takes over. */
  _sampleTimer?: ReturnType<typeof setInterval>;
  /** When the inline script last moved on, so React keeps the same beat. */
  _sampleAt?: number;
}

/**
 * Runs the cycle as soon as the page is parsed, before (and without) hydration: the page
 * hydrates on first intent, and the preview must move for a visitor who only watches.
 * Serialised into an inline script, so it refers to nothing outside itself.
 */
export function sampleConversationBoot(list: CyclingList, interval: number, max: number) {
  if (!list || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  var items = list.children;
  var total = items.length;
  var show = function (step: number) {
    var end = (step % total) + 1;
    for (var i = 0; i < total; i++) (items[i] as HTMLElement).hidden = i < end - max || i >= end;
    list.setAttribute("data-step", String(step));
    list._sampleAt = Date.now();
  };
  var step = 0;
  show(step);
  list._sampleTimer = setInterval(function () {
    step = (step + 1) % total;
    show(step);
  }, interval);
}

/**
 * The demo page's animated preview: a new message every 3 seconds, never more than 3 on
 * screen, starting over at the end. Under reduced motion it stands still. Every message is
 * in the HTML; the window of visible ones moves.
 */
export function SampleConversation({ businessName, messages }: { businessName: string; messages: { type: "user" | "ai"; text: string }[] }) {
  const listRef = useRef<CyclingList>(null);
  const [step, setStep] = useState(SAMPLE_MAX_VISIBLE - 1);

  useEffect(() => {
    const list = listRef.current;
    if (!list || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Carry on from where the inline script got to, on the same beat.
    const reached = Number(list.getAttribute("data-step"));
    const since = list._sampleAt ? Date.now() - list._sampleAt : 0;
    clearInterval(list._sampleTimer);
    setStep(Number.isInteger(reached) && list._sampleTimer ? reached : 0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => setStep((s) => (s + 1) % messages.length);
    const first = setTimeout(
      () => {
        tick();
        timer = setInterval(tick, SAMPLE_INTERVAL_MS);
      },
      Math.max(0, SAMPLE_INTERVAL_MS - since),
    );
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [messages.length]);

  const [from, to] = visibleWindow(step, messages.length);
  const bubble = (type: "user" | "ai") =>
    cn(
      "max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] shadow-sm",
      type === "ai" ? "self-start rounded-tl-sm bg-white" : "self-end rounded-tr-sm bg-canopy-700 text-white",
    );
  return (
    <div className="overflow-hidden rounded-3xl bg-white text-ink shadow-2xl ring-1 ring-black/5">
      <div className="flex items-center gap-3 bg-canopy-700 px-5 py-3 text-white">
        <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-peach-500 font-bold text-canopy-900">
          AI
        </span>
        <p className="font-semibold">{businessName} · AI receptionist</p>
      </div>
      {/*
        The window is as tall as its tallest three messages at this width, and no taller: every window
        of three is laid out, unseen, in the same cell, so the cell takes the tallest one's height
        before any script runs and keeps it as the messages move (no shift, no blank band). The
        conversation starts at the top, as a chat does, so no window has space above its first bubble.
      */}
      <div className="grid bg-canopy-50 p-5">
        {windowsOfThree(messages.length).map(([a, b]) => (
          <div key={a} aria-hidden="true" className="invisible col-start-1 row-start-1 flex flex-col gap-3">
            {messages.slice(a, b).map((m, i) => (
              <div key={i} className={bubble(m.type)}>
                {m.text}
              </div>
            ))}
          </div>
        ))}
        <ol
          ref={listRef}
          className="col-start-1 row-start-1 flex flex-col justify-start gap-3"
          aria-label="Sample conversation"
          data-testid="sample-conversation"
          data-step={step}
          suppressHydrationWarning
        >
          {messages.map((m, i) => (
            <li
              key={i}
              hidden={i < from || i >= to}
              suppressHydrationWarning
              className={cn(bubble(m.type), "motion-safe:animate-[fadeIn_300ms_ease-out]")}
            >
              <span className="sr-only">{m.type === "ai" ? "Receptionist: " : "Caller: "}</span>
              {m.text}
            </li>
          ))}
        </ol>
        <InlineScript
          code={`(${sampleConversationBoot.toString()})(document.currentScript.previousElementSibling,${SAMPLE_INTERVAL_MS},${SAMPLE_MAX_VISIBLE})`}
        />
      </div>
    </div>
  );
}

/** Every run of three messages the cycle shows, as [from, to); the shorter opening windows are parts of the first. */
export function windowsOfThree(total: number): [number, number][] {
  return Array.from({ length: Math.max(1, total - SAMPLE_MAX_VISIBLE + 1) }, (_, i) => [i, Math.min(total, i + SAMPLE_MAX_VISIBLE)]);
}
