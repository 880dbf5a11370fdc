import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";

/** The way back from a story to its list ("Back to Portfolio", "All Articles"). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm font-semibold text-canopy-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {label}
    </Link>
  );
}
