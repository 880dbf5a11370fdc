/**
 * Opens the Ava chat panel from anywhere (buttons on any page) and Tina's dialog on the
 * demo page. Pages carry only this tiny dispatcher; the assistants' code loads on the
 * first open. A request made before the listener is there waits for it.
 */
export interface OpenChatDetail {
  /** A message to send for the visitor as soon as the panel opens. */
  message?: string;
}

export type ChatCommand = { action: "open"; detail: OpenChatDetail } | { action: "toggle" } | { action: "close" };

type Listener = (command: ChatCommand) => void;

function channel() {
  let listener: Listener | null = null;
  let pending: ChatCommand | null = null;
  return {
    send(command: ChatCommand) {
      if (listener) listener(command);
      else pending = command;
    },
    listen(next: Listener): () => void {
      listener = next;
      if (pending) {
        const command = pending;
        pending = null;
        next(command);
      }
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}

const ava = channel();
const tina = channel();

export function openChat(detail: OpenChatDetail = {}) {
  ava.send({ action: "open", detail });
}

export function toggleChat() {
  ava.send({ action: "toggle" });
}

export function closeChat() {
  ava.send({ action: "close" });
}

/** The chat slot in the layout listens here; only one listener at a time. */
export const listenForChat = ava.listen;

/** Opens the dialog with Tina, the AI receptionist demo assistant (demo page only). */
export function openDemoChat() {
  tina.send({ action: "open", detail: {} });
}

export const listenForDemoChat = tina.listen;
