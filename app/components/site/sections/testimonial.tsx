import { StarRating } from "#app/components/site/star-rating.tsx";
import { Section } from "#app/components/site/section.tsx";
import { Attribution } from "#app/components/site/testimonial-card.tsx";

/**
 * A client's words set as a pull quote: no portrait (a monogram in a circle reads as a missing
 * photograph), but a large opening mark in the margin column, the words large across the body's
 * columns and who said it under a short rule. From lg the margin column holds the mark at the top
 * and the stars at the foot, so it frames the quote rather than standing empty beside it.
 */
export function Testimonial({
  id,
  quote,
  name,
  detail,
  tone = "cream",
}: {
  id: string;
  quote: string;
  name: string;
  /** Business and area, or position. */
  detail: string;
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <h2 id={id} className="sr-only">
        What a client says
      </h2>
      <figure className="grid gap-y-5 lg:grid-cols-12 lg:gap-x-12">
        <div className="flex items-end justify-between lg:col-span-4 lg:flex-col lg:items-start lg:justify-between">
          <span aria-hidden="true" className="-mb-6 block font-display text-[6rem] leading-none text-peach-500 lg:-mt-4 lg:mb-0 lg:text-[11rem]">
            “
          </span>
          <StarRating className="mb-1 lg:mb-2" />
        </div>
        <div className="lg:col-span-8">
          <blockquote className="font-display text-display-sm leading-snug text-canopy-900 text-pretty lg:text-display-md lg:leading-[1.18]">
            {quote}”
          </blockquote>
          <div className="mt-6 flex items-center gap-4">
            <span aria-hidden="true" className="h-0.5 w-10 shrink-0 bg-peach-500" />
            <Attribution name={name} detail={detail} className="text-base" />
          </div>
        </div>
      </figure>
    </Section>
  );
}
