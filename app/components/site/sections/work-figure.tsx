import { Link } from "react-router";
import type { WorkCard } from "#content/work.ts";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";

/** One project shown as evidence: its cover, the client and what changed, linking to the story. */
export function WorkFigure({
  work,
  sizes,
  eager = false,
  inverted = false,
  className,
  captionClassName,
}: {
  work: WorkCard;
  sizes: string;
  /** Above the fold: loaded at once, at high priority. */
  eager?: boolean;
  /** On the dark green bands. */
  inverted?: boolean;
  className?: string;
  /** To hide the caption where the words beside the figure name the project instead. */
  captionClassName?: string;
}) {
  return (
    <figure className={cn("group", className)}>
      <Link to={`/portfolio/${work.slug}`} className="block overflow-hidden rounded-2xl ring-1 ring-black/10">
        <WorkImage
          id={work.image}
          alt={work.alt}
          sizes={sizes}
          eager={eager}
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <span className="sr-only">{work.title}</span>
      </Link>
      <figcaption className={cn("mt-3 text-sm", inverted ? "text-canopy-100" : "text-muted", captionClassName)}>
        <span className={cn("font-semibold", inverted ? "text-white" : "text-canopy-800")}>{work.client}</span>
        {" · "}
        {work.category}, {work.location}
      </figcaption>
    </figure>
  );
}
