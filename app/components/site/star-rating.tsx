import { Star } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

/** Five filled stars, read by screen readers as one rating. */
export function StarRating({ size = "md", className }: { size?: "sm" | "md"; className?: string }) {
  return (
    <div className={cn("flex text-peach-500", size === "sm" ? "gap-0.5" : "gap-1", className)} role="img" aria-label="Rated 5 out of 5 stars">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("fill-current", size === "sm" ? "h-4 w-4" : "h-5 w-5")} />
      ))}
    </div>
  );
}
