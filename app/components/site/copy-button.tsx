import type { HomeButton } from "#content/pages/home.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** A button from page copy: opens the chat, or links where the copy says. */
export function CopyButton({ button, variant }: { button: HomeButton; variant: CopyButtonVariant }) {
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

type CopyButtonVariant = "accent" | "outline-light" | "primary" | "outline";

/** A row of buttons from page copy; the first takes the first variant, the rest the second. */
export function CopyButtons({ buttons, variants }: { buttons: readonly HomeButton[]; variants: [CopyButtonVariant, CopyButtonVariant] }) {
  return buttons.map((b, i) => <CopyButton key={b.label} button={b} variant={variants[i === 0 ? 0 : 1]} />);
}
