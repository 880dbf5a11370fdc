/**
 * Opens the Ava chat panel from anywhere (buttons on any page). The widget's code loads
 * on the first open, so pages carry only this tiny dispatcher.
 */
export const OPEN_CHAT_EVENT = "ava:open";

export interface OpenChatDetail {
  /** A message to send for the visitor as soon as the panel opens. */
  message?: string;
}

let widgetMounted = false;

/** The chat widget calls this when it is listening for open requests. */
export function registerChatWidget(): () => void {
  widgetMounted = true;
  return () => {
    widgetMounted = false;
  };
}

export function openChat(detail: OpenChatDetail = {}) {
  if (!widgetMounted) {
    // Until an assistant is mounted, a chat button still reaches a person: the contact page.
    window.location.assign("/contact");
    return;
  }
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}

/** Opens the dialog with Tina, the AI receptionist demo assistant (demo page only). */
export const OPEN_DEMO_CHAT_EVENT = "tina:open";
let demoChatMounted = false;

export function registerDemoChat(): () => void {
  demoChatMounted = true;
  return () => {
    demoChatMounted = false;
  };
}

export function openDemoChat() {
  if (!demoChatMounted) {
    // Until Tina is mounted, the visitor is taken to the demo request instead.
    document.getElementById("demo-form")?.scrollIntoView({ behavior: "smooth" });
    return;
  }
  window.dispatchEvent(new CustomEvent(OPEN_DEMO_CHAT_EVENT));
}
