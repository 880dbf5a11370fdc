/**
 * Stable ids and URLs for the generated portfolio images. The image build script writes
 * exactly these files and the <WorkImage>/<WorkVideo> components read exactly these URLs,
 * so both import this module (no React here).
 *
 * Files, in /img/work/:
 *   `${id}-${width}.avif` and `${id}-${width}.webp` for every width in IMAGE_WIDTHS;
 *   for a video, `${id}-800.webp` is the animated loop, so its still poster is the AVIF
 *   set plus `${id}-480.webp` and `${id}-1200.webp`.
 *
 * Every URL carries the image's content version (content/image-versions.ts).
 */
import type { Art } from "#content/schemas/collections.ts";
import { versioned } from "./image-versions.ts";

export const IMAGE_BASE = "/img/work";

declare const __IMAGE_VERSIONS__: Record<string, string> | undefined;
/** Empty where the build's versions are not compiled in (plain Node scripts, unit tests): URLs are then plain. */
const workVersions: Readonly<Record<string, string>> = typeof __IMAGE_VERSIONS__ === "undefined" ? {} : __IMAGE_VERSIONS__;
declare const __IMAGE_TINTS__: Record<string, string> | undefined;
/** An image's average colour ("#rrggbb"), for its box until it loads; undefined where the build's table is not compiled in. */
export const imageTint = (id: string): string | undefined => (typeof __IMAGE_TINTS__ === "undefined" ? undefined : __IMAGE_TINTS__[id]);

export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = "avif" | "webp";

/** Every image is 3:2; these are the intrinsic size attributes for <img>. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

/** Width of the animated WebP loop for a video. */
export const ANIMATION_WIDTH = 800;
/** WebP widths of a video's still poster (800 is taken by the animation). */
export const POSTER_WEBP_WIDTHS = IMAGE_WIDTHS.filter((w) => w !== ANIMATION_WIDTH);

/** The part of a portfolio project that images are made from. */
export interface ImageSourceProject {
  slug: string;
  image: Art;
  gallery: readonly Art[];
  videos?: readonly { title: string; caption: string; art: Art }[];
}

export interface ImageEntry {
  id: string;
  art: Art;
  role: "cover" | "gallery" | "video";
  /** How many of the project's earlier images share this art kind (the renderer varies the layout by it). */
  nth: number;
}

export const coverId = (slug: string) => `${slug}-cover`;
export const galleryId = (slug: string, index: number) => `${slug}-${index + 1}`;
export const videoId = (slug: string, index: number) => `${slug}-video-${index + 1}`;
/** The blog's own picture of an article (a typographic card, not a client's work). */
export const articleArtId = (slug: string) => `article-${slug}`;

/** The ids of a project's images: cover, gallery (1-3) and video loops. */
export function imageIds(project: ImageSourceProject): { cover: string; gallery: string[]; videos: string[]; all: string[] } {
  const cover = coverId(project.slug);
  const gallery = project.gallery.map((_, i) => galleryId(project.slug, i));
  const videos = (project.videos ?? []).map((_, i) => videoId(project.slug, i));
  return { cover, gallery, videos, all: [cover, ...gallery, ...videos] };
}

/** Each image of a project with the art it is drawn from, in build order. */
export function imageEntries(project: ImageSourceProject): ImageEntry[] {
  const ids = imageIds(project);
  const list: Omit<ImageEntry, "nth">[] = [
    { id: ids.cover, art: project.image, role: "cover" },
    ...project.gallery.map((art, i) => ({ id: ids.gallery[i] as string, art, role: "gallery" as const })),
    ...(project.videos ?? []).map((v, i) => ({ id: ids.videos[i] as string, art: v.art, role: "video" as const })),
  ];
  const seen = new Map<string, number>();
  return list.map((e) => {
    const nth = seen.get(e.art.kind) ?? 0;
    seen.set(e.art.kind, nth + 1);
    return { ...e, nth };
  });
}

export function imageFile(id: string, width: number, format: ImageFormat): string {
  return `${id}-${width}.${format}`;
}

export function imageUrl(id: string, width: number, format: ImageFormat, versions?: Readonly<Record<string, string>>): string {
  return versioned(`${IMAGE_BASE}/${imageFile(id, width, format)}`, versions ?? workVersions, id);
}

export function srcSet(
  id: string,
  format: ImageFormat,
  widths: readonly number[] = IMAGE_WIDTHS,
  versions?: Readonly<Record<string, string>>,
): string {
  return widths.map((w) => `${imageUrl(id, w, format, versions)} ${w}w`).join(", ");
}

/** A client's mark for the "Trusted by" strip, built with the images, at its current version. */
export const clientMarkPath = (slug: string) => `${IMAGE_BASE}/marks/${slug}.svg`;
export const clientMarkUrl = (slug: string, versions?: Readonly<Record<string, string>>) => versioned(clientMarkPath(slug), versions ?? workVersions);

/** The files the build writes for one image id, as names inside IMAGE_BASE. */
export function imageFiles(id: string): string[] {
  return IMAGE_WIDTHS.flatMap((w) => [imageFile(id, w, "avif"), imageFile(id, w, "webp")]);
}
