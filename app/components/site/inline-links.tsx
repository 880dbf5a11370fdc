import { Link } from "react-router";

/** A sentence from page copy: plain words, and links where the copy names a label and a path. */
export type InlinePart = string | { label: string; href: string };

/** A sentence with links in it, as quieter ways on beside a band's buttons: underlined as the band's other links are. */
export function InlineLinks({ parts, className }: { parts: readonly InlinePart[]; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link
            key={i}
            to={part.href}
            className="font-semibold text-white underline decoration-white/45 decoration-2 underline-offset-4 hover:decoration-white"
          >
            {part.label}
          </Link>
        ),
      )}
    </p>
  );
}
