/**
 * Portfolio images generated at build time (scripts/images/build-images.ts): a <picture>
 * with AVIF and WebP at 480/800/1200 px, and a looping animated WebP for project videos.
 */
import { ANIMATION_WIDTH, IMAGE_HEIGHT, IMAGE_WIDTH, POSTER_WEBP_WIDTHS, imageTint, imageUrl, srcSet } from "#content/image-ids.ts";
import { cn } from "#app/utils/cn.ts";

export { imageIds } from "#content/image-ids.ts";

interface WorkImageProps {
  /** Image id from `imageIds(project)`, e.g. "peach-pine-cover". */
  id: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** For the largest image above the fold: load at once, with high priority. */
  eager?: boolean;
  className?: string;
}

export function WorkImage({ id, alt, sizes, eager = false, className }: WorkImageProps) {
  // Until the picture arrives (lazily, further down a page), its box shows the picture's own average colour, not a blank.
  const tint = imageTint(id);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, "webp")} sizes={sizes} />
      <img
        src={imageUrl(id, 800, "webp")}
        alt={alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "auto" : "async"}
        fetchPriority={eager ? "high" : undefined}
        className={cn("h-auto w-full", className)}
        style={tint ? { backgroundColor: tint } : undefined}
      />
    </picture>
  );
}

interface WorkVideoProps {
  /** Video id from `imageIds(project).videos`, e.g. "peach-pine-video-1". */
  id: string;
  title: string;
  caption: string;
  /** Describes the finished frame, for screen readers. Defaults to the title. */
  alt?: string;
  sizes?: string;
  className?: string;
}

/**
 * A short silent loop (animated WebP) with its caption. Visitors who ask for reduced motion
 * get the still poster instead.
 */
export function WorkVideo({ id, title, caption, alt, sizes = "(min-width: 1024px) 800px, 100vw", className }: WorkVideoProps) {
  return (
    <figure className={cn("space-y-3", className)}>
      <picture>
        <source media="(prefers-reduced-motion: reduce)" type="image/avif" srcSet={srcSet(id, "avif")} sizes={sizes} />
        <source media="(prefers-reduced-motion: reduce)" type="image/webp" srcSet={srcSet(id, "webp", POSTER_WEBP_WIDTHS)} sizes={sizes} />
        <img
          src={imageUrl(id, ANIMATION_WIDTH, "webp")}
          alt={alt ?? title}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-lg"
        />
      </picture>
      <figcaption className="text-sm">
        <span className="font-semibold text-canopy-800">{title}</span>
        <span className="text-muted"> — {caption}</span>
      </figcaption>
    </figure>
  );
}
