import { Link } from "react-router";
import { cn } from "#app/utils/cn.ts";
import { Unbroken } from "#app/components/site/section.tsx";

/** A sentence from page copy: plain words, and links where the copy names a label and a path. */
export type InlinePart = string | { label: string; href: string };

const linkLooks = {
  light: "text-canopy-800 decoration-canopy-600/40 hover:decoration-canopy-700",
  dark: "text-white decoration-white/45 hover:decoration-white",
} as const;

/** A sentence with links in it, as quieter ways on beside a section's button: underlined as the site's other text links are. */
export function InlineLinks({ parts, onDark = false, className }: { parts: readonly InlinePart[]; onDark?: boolean; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, i) =>
        typeof part === "string" ? (
          // "add-ons" never as "add- / ons".
          <Unbroken key={i} text={part} />
        ) : (
          <Link
            key={i}
            to={part.href}
            className={cn("font-semibold underline decoration-2 underline-offset-4", linkLooks[onDark ? "dark" : "light"])}
          >
            {part.label}
          </Link>
        ),
      )}
    </p>
  );
}
