import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";

/** Two or three pictures edge to edge, the first wider: a glimpse rather than a gallery. */
export function ImageRow({ images, label }: { images: readonly { id: string; alt: string }[]; label: string }) {
  return (
    <section aria-label={label} className="bg-cream pb-4">
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 sm:px-6 md:grid-cols-5">
        {images.map((img, i) => (
          <li key={img.id} className={cn("overflow-hidden rounded-2xl", i === 0 ? "md:col-span-3" : "md:col-span-2")}>
            <WorkImage
              id={img.id}
              alt={img.alt}
              sizes={i === 0 ? "(min-width: 768px) 60vw, 100vw" : "(min-width: 768px) 40vw, 100vw"}
              className="h-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
