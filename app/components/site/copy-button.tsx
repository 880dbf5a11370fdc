import type { HomeButton } from "@content/pages/home";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";

/** A button from page copy: opens the chat, or links where the copy says. */
export function CopyButton({ button, variant }: { button: HomeButton; variant: "accent" | "outline-light" | "primary" | "outline" }) {
  if (button.action === "open-chat") {
    return (
      <ChatButton variant={variant} size="lg">
        {button.label}
      </ChatButton>
    );
  }
  return (
    <ButtonLink to={button.href ?? "/"} variant={variant} size="lg">
      {button.label}
    </ButtonLink>
  );
}
