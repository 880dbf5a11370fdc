import type { HomeButton } from "#content/pages/home.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The three ranks of the site's buttons (components/ui/button.tsx). */
export type ButtonRank = "primary" | "secondary" | "link";

const linkLooks = {
  primary: { light: "primary", dark: "primary" },
  secondary: { light: "outline", dark: "outline-light" },
  link: { light: "link", dark: "link-light" },
} as const;

/** A button from page copy, at its rank: opens the chat, or links where the copy says. */
export function CopyButton({ button, rank, onDark = false }: { button: HomeButton; rank: ButtonRank; onDark?: boolean }) {
  if (button.action === "open-chat") {
    return (
      <ChatButton rank={rank} onDark={onDark}>
        {button.label}
      </ChatButton>
    );
  }
  return (
    <ButtonLink to={button.href ?? "/"} variant={linkLooks[rank][onDark ? "dark" : "light"]} size="lg">
      {button.label}
    </ButtonLink>
  );
}

/**
 * A row of buttons from page copy, styled by rank: the first is the section's one primary button,
 * the second a secondary (outlined) one, any more are text links. `onDark` for the green bands;
 * `linksOnly` where something else in the section is its primary action (Ava's card in the home
 * page's hero); `thenLinks` where the others are all text links, so a band of three reads as one
 * button and two ways on, not three looks side by side (the Services hero).
 */
export function CopyButtons({
  buttons,
  onDark = false,
  linksOnly = false,
  thenLinks = false,
}: {
  buttons: readonly HomeButton[];
  onDark?: boolean;
  linksOnly?: boolean;
  thenLinks?: boolean;
}) {
  const first = linksOnly ? undefined : buttons[0];
  const second = linksOnly || thenLinks ? undefined : buttons[1];
  const rest = linksOnly ? buttons : buttons.slice(thenLinks ? 1 : 2);
  // The links wrap together, under the buttons when the row is narrow: never one link alone on a line of its own.
  return (
    <>
      {first ? <CopyButton button={first} rank="primary" onDark={onDark} /> : null}
      {second ? <CopyButton button={second} rank="secondary" onDark={onDark} /> : null}
      {rest.length ? (
        <LinkGroup>
          {rest.map((b) => (
            <CopyButton key={b.label} button={b} rank="link" onDark={onDark} />
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
