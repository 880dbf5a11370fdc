/**
 * The home card's conversation, kept for this tab so the panel carries it on: the panel shows it, and sends its last messages as the history of the
 * visitor's first message there, so the server (which has not seen the card's guided steps) learns what was said. Tiny and dependency-free, because
 * the card ships on the home page's first load.
 */
import type { ChatTranscriptMessage } from "#app/domain/chat-lead-rules.ts";

const KEY = "cc:ava-card-messages";
/** Enough for any card conversation; the panel sends only the last few as history. */
const KEEP = 40;

export function saveCardMessages(messages: readonly ChatTranscriptMessage[]) {
  try {
    const kept = messages.slice(-KEEP).map(({ type, content, timestamp }) => ({ type, content, timestamp }));
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: the panel starts on its own, as before.
  }
}

export function readCardMessages(): ChatTranscriptMessage[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (m): m is ChatTranscriptMessage =>
        typeof m === "object" &&
        m !== null &&
        (m.type === "user" || m.type === "bot") &&
        typeof m.content === "string" &&
        typeof m.timestamp === "string",
    );
  } catch {
    return [];
  }
}
