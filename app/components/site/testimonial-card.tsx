import { StarRating } from "#app/components/site/star-rating.tsx";

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
      <StarRating className="justify-center" />
      <blockquote className="mt-4 font-display text-xl leading-relaxed text-ink text-pretty">“{quote}”</blockquote>
      <Attribution name={name} detail={detail} className="mt-4 text-sm" />
    </figure>
  );
}

/** Who said it: the name, then their business and area (or position). */
export function Attribution({ name, detail, className }: { name: string; detail: string; className: string }) {
  return (
    <figcaption className={className}>
      <span className="font-semibold text-canopy-800">{name}</span>
      <span className="text-muted"> · {detail}</span>
    </figcaption>
  );
}
