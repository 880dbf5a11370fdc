import { MessageCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/** Ava's panel (rendered once per page by the chat feature's slot). */
export const CHAT_PANEL_ID = "ava-chat-panel";

/**
 * How a chat button looks, by its rank in its section and the surface it sits on: the section's
 * one primary button (the same peach on every surface), a secondary one outlined in the surface's
 * ink, or a text link. Pages say only the rank, so "Chat with Ava" looks the same wherever it has
 * the same rank.
 */
const looks = {
  primary: { light: "primary", dark: "primary" },
  secondary: { light: "outline", dark: "outline-light" },
  link: { light: "link", dark: "link-light" },
} as const;

export type ChatButtonRank = keyof typeof looks;

/**
 * A call to action that opens the Ava chat panel: a native popover button, so it opens the
 * panel on the first tap, before the page's code has loaded.
 */
export function ChatButton({
  children,
  rank = "primary",
  onDark = false,
  className,
}: {
  children: React.ReactNode;
  rank?: ChatButtonRank;
  /** On a green band or card rather than the cream and white pages. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <Button variant={looks[rank][onDark ? "dark" : "light"]} size="lg" className={className} popoverTarget={CHAT_PANEL_ID} popoverTargetAction="show">
      <MessageCircle aria-hidden="true" className="h-5 w-5" />
      {children}
    </Button>
  );
}
