import { MessageCircle } from "lucide-react";
import { openChat } from "~/features/chat/open-chat";

/**
 * The hero's chat card with Ava. The guided conversation mounts inside this frame; until
 * it does, the card opens the chat panel.
 */
export function HeroChatCard() {
  return (
    <div
      id="hero-chat-card"
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
      <div className="space-y-3 bg-canopy-50 px-5 py-6" data-chat-card-body="">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm">
          Hi! I'm Ava. I can tell you what a new logo or website costs, how long it takes, and help you get started.
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm">Choose an option to get started</p>
        <div className="flex flex-wrap gap-2 pt-1">
          {["Just looking around", "Not sure yet", "I need a website", "I need a logo", "I want branding help"].map((label) => (
            <button
              key={label}
              type="button"
              onClick={() => openChat({ message: label })}
              className="rounded-full border border-canopy-200 bg-white px-3 py-1.5 text-sm font-medium text-canopy-800 hover:border-canopy-600"
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="border-t border-canopy-100 px-5 py-4">
        <button
          type="button"
          onClick={() => openChat()}
          className="flex w-full items-center justify-center gap-2 rounded-xl bg-canopy-700 px-4 py-3 font-semibold text-white hover:bg-canopy-800"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" /> Chat with Ava
        </button>
      </div>
    </div>
  );
}
