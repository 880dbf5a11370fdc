/**
 * Opens the Ava chat panel from anywhere (buttons on any page). The widget's code loads
 * on the first open, so pages carry only this tiny dispatcher.
 */
export const OPEN_CHAT_EVENT = "ava:open";

export interface OpenChatDetail {
  /** A message to send for the visitor as soon as the panel opens. */
  message?: string;
}

export function openChat(detail: OpenChatDetail = {}) {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
