import type { HomeButton } from "#content/pages/home.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

type CopyButtonVariant = "accent" | "primary" | "link" | "link-light";

/** A button from page copy: opens the chat, or links where the copy says. */
export function CopyButton({ button, variant }: { button: HomeButton; variant: CopyButtonVariant }) {
  if (button.action === "open-chat") {
    return (
      <ChatButton
        rank={variant === "link" || variant === "link-light" ? "secondary" : "primary"}
        onDark={variant === "accent" || variant === "link-light"}
      >
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

/**
 * A row of buttons from page copy, styled by rank: the first is the band's one solid button,
 * the rest are links beside it. `onDark` for the green bands; `linksOnly` where something else
 * in the section is its solid action (Ava's card in the home page's hero).
 */
export function CopyButtons({
  buttons,
  onDark = false,
  linksOnly = false,
}: {
  buttons: readonly HomeButton[];
  onDark?: boolean;
  linksOnly?: boolean;
}) {
  const link = onDark ? "link-light" : "link";
  const first = linksOnly ? undefined : buttons[0];
  const rest = linksOnly ? buttons : buttons.slice(1);
  // The links wrap together, under the button when the row is narrow: never one link alone on a line of its own.
  return (
    <>
      {first ? <CopyButton button={first} variant={onDark ? "accent" : "primary"} /> : null}
      {rest.length ? (
        <LinkGroup>
          {rest.map((b) => (
            <CopyButton key={b.label} button={b} variant={link} />
          ))}
        </LinkGroup>
      ) : null}
    </>
  );
}

/** Text links beside a section's button that wrap together, never one alone on a line of its own. */
export function LinkGroup({ children }: { children: React.ReactNode }) {
  return <span className="flex flex-wrap items-center gap-x-6 gap-y-3">{children}</span>;
}
