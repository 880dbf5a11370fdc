import { MessageCircle } from "lucide-react";
import { Button, type buttonVariants } from "#app/components/ui/button.tsx";
import type { VariantProps } from "class-variance-authority";

/** Ava's panel (rendered once per page by the chat feature's slot). */
export const CHAT_PANEL_ID = "ava-chat-panel";

/**
 * A call to action that opens the Ava chat panel: a native popover button, so it opens the
 * panel on the first tap, before the page's code has loaded.
 */
export function ChatButton({ children, ...variants }: { children: React.ReactNode } & VariantProps<typeof buttonVariants> & { className?: string }) {
  return (
    <Button {...variants} popoverTarget={CHAT_PANEL_ID} popoverTargetAction="show">
      <MessageCircle aria-hidden="true" className="h-5 w-5" />
      {children}
    </Button>
  );
}
