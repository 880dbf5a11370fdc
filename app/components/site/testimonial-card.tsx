import { Star } from "lucide-react";

export function TestimonialCard({
  quote,
  name,
  detail,
}: {
  quote: string;
  name: string;
  /** Business type and area, or position. */
  detail: string;
}) {
  return (
    <figure className="mx-auto max-w-3xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-canopy-100">
      <div className="flex justify-center gap-1 text-peach-500" role="img" aria-label="Rated 5 out of 5 stars">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className="h-5 w-5 fill-current" />
        ))}
      </div>
      <blockquote className="mt-4 font-display text-xl leading-relaxed text-ink text-pretty">“{quote}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-canopy-800">{name}</span>
        <span className="text-muted"> · {detail}</span>
      </figcaption>
    </figure>
  );
}
