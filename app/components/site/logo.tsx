import { site } from "#content/site.ts";

/**
 * The wordmark: the studio's one mark (a peach leaf with a cream vein on a canopy-green disc, as
 * the studio's own pictures draw it) and its name. On a dark ground a thin cream ring keeps the disc's edge.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <circle cx="16" cy="16" r="16" fill="#1b4f33" />
        {inverted ? <circle cx="16" cy="16" r="15.25" fill="none" stroke="#fbf7ef" strokeWidth="1.5" /> : null}
        <path d="M16 6c-5 3-8 7-8 11a8 8 0 0016 0c0-4-3-8-8-11z" fill="#f59e62" />
        <path d="M16 10v16" stroke="#fbf7ef" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className={`font-display text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-canopy-800"}`}>{site.name}</span>
    </span>
  );
}
