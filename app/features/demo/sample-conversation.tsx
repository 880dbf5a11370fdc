import { useEffect, useState } from "react";
import { cn } from "~/utils/cn";

export const SAMPLE_INTERVAL_MS = 3000;
export const SAMPLE_MAX_VISIBLE = 3;

/** Which messages show at a step of the cycle: the newest and at most two before it. */
export function visibleWindow(step: number, total: number): [number, number] {
  const end = (step % total) + 1;
  return [Math.max(0, end - SAMPLE_MAX_VISIBLE), end];
}

/**
 * The demo page's animated preview: a new message every 3 seconds, never more than 3 on
 * screen, starting over at the end. Under reduced motion it stands still.
 */
export function SampleConversation({
  businessName,
  messages,
}: {
  businessName: string;
  messages: { type: "user" | "ai"; text: string }[];
}) {
  const [step, setStep] = useState(SAMPLE_MAX_VISIBLE - 1);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setStep(0);
    const timer = setInterval(() => setStep((s) => (s + 1) % messages.length), SAMPLE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [messages.length]);
  const [from, to] = visibleWindow(step, messages.length);
  return (
    <div className="overflow-hidden rounded-3xl bg-white text-ink shadow-2xl ring-1 ring-black/5">
      <div className="flex items-center gap-3 bg-canopy-700 px-5 py-3 text-white">
        <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-peach-500 font-bold text-canopy-900">
          AI
        </span>
        <p className="font-semibold">{businessName} · AI receptionist</p>
      </div>
      <ol className="flex h-80 flex-col justify-end gap-3 bg-canopy-50 p-5" aria-label="Sample conversation" data-testid="sample-conversation">
        {messages.slice(from, to).map((m, i) => (
          <li
            key={from + i}
            className={cn(
              "max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] shadow-sm motion-safe:animate-[fadeIn_300ms_ease-out]",
              m.type === "ai" ? "self-start rounded-tl-sm bg-white" : "self-end rounded-tr-sm bg-canopy-700 text-white",
            )}
          >
            <span className="sr-only">{m.type === "ai" ? "Receptionist: " : "Caller: "}</span>
            {m.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
