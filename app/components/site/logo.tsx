import { site } from "#content/site.ts";

/** The wordmark: a leaf canopy mark and the studio's name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <circle cx="16" cy="16" r="16" fill={inverted ? "#fbf7ef" : "#1b4f33"} />
        <path d="M16 6c-5 3-8 7-8 11a8 8 0 0016 0c0-4-3-8-8-11z" fill="#f59e62" />
        <path d="M16 10v16" stroke={inverted ? "#1b4f33" : "#fbf7ef"} strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className={`font-display text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-canopy-800"}`}>{site.name}</span>
    </span>
  );
}
