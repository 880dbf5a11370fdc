/**
 * Where the floating chat assistant mounts. The widget's code is not part of the first
 * page load; it attaches here when it is first opened.
 */
export function ChatSlot() {
  return <div id="chat-widget-root" data-chat-slot="" />;
}
