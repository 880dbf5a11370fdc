import { StarRating } from "#app/components/site/star-rating.tsx";
import { Section } from "#app/components/site/section.tsx";
import { Attribution } from "#app/components/site/testimonial-card.tsx";
import { cn } from "#app/utils/cn.ts";

const portraitTones = ["bg-peach-100 text-peach-700", "bg-canopy-100 text-canopy-800", "bg-canopy-700 text-white", "bg-peach-500 text-canopy-900"];

/** A client's words, large, with a monogram portrait and who they are. */
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
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .replace(/[^A-Z]/g, "")
    .slice(0, 2);
  const portrait = portraitTones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % portraitTones.length];
  return (
    <Section tone={tone} labelledBy={id}>
      <h2 id={id} className="sr-only">
        What a client says
      </h2>
      {/* On a phone the portrait is small, beside the stars; from md it is large, beside the words.
          From lg it stands in the content's left margin column, where the other sections set their
          headings, and the words take the same columns as their bodies: the content's full width. */}
      <figure className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-4 md:gap-x-12 lg:grid-cols-12">
        <div
          aria-hidden="true"
          className={cn(
            "flex h-14 w-14 items-center justify-center rounded-full font-display text-xl font-semibold md:row-span-3 md:h-40 md:w-40 md:text-5xl lg:col-span-4",
            portrait,
          )}
        >
          {initials}
        </div>
        <div className="md:self-end lg:col-span-8">
          <StarRating />
        </div>
        <blockquote className="col-span-2 font-display text-display-sm leading-snug text-canopy-900 text-pretty md:col-span-1 md:col-start-2 lg:col-span-8 lg:col-start-5">
          “{quote}”
        </blockquote>
        <Attribution name={name} detail={detail} className="col-span-2 md:col-span-1 md:col-start-2 md:self-start lg:col-span-8 lg:col-start-5" />
      </figure>
    </Section>
  );
}
