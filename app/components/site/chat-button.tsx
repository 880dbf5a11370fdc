import { MessageCircle } from "lucide-react";
import { openChat } from "~/features/chat/open-chat";
import { Button, type buttonVariants } from "../ui/button";
import type { VariantProps } from "class-variance-authority";

/** A call to action that opens the Ava chat panel. */
export function ChatButton({
  children,
  message,
  ...variants
}: { children: React.ReactNode; message?: string } & VariantProps<typeof buttonVariants> & { className?: string }) {
  return (
    <Button {...variants} onClick={() => openChat({ message })}>
      <MessageCircle aria-hidden="true" className="h-5 w-5" />
      {children}
    </Button>
  );
}
