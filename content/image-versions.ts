/**
 * Content versions of the built images (scripts/images/build-images.ts writes them beside the
 * images; vite.config.ts compiles them in). Every image URL a page emits carries its version as
 * `?v=…`, and the server caches a URL at its current version for a year, as immutable, and
 * revalidates one without (an old link) or with an old one. So after a deploy a browser never
 * shows old and new art side by side, and pictures that did not change stay cached.
 *
 * Two tables, so a page that shows no work does not load the work's: the site's own images (the
 * social card, the favicon) here, the portfolio's in content/image-ids.ts.
 */

/** Written by the image build in its output folder (a dot file, so never served by name). */
export const IMAGE_VERSIONS_FILE = ".versions.json";

export interface ImageVersions {
  version: 1;
  /** What pages need: an image id (all its widths and formats) or a file's URL path → its version. */
  assets: Record<string, string>;
  /** What the server checks: every versioned file's URL path → the version its URLs carry. */
  urls: Record<string, string>;
  /** Each portfolio image's average colour ("#rrggbb"): the colour its box shows until the picture has loaded. */
  tints?: Record<string, string>;
}

/** The site's social card. */
export const OG_IMAGE_PATH = "/img/og-default.png";
export const FAVICON_PATH = "/favicon.svg";
/** The entries of `assets` that belong in the site's table rather than the portfolio's. */
export const isSiteImage = (key: string) => key === OG_IMAGE_PATH || key === FAVICON_PATH;

/** `url` with `key`'s version (by default the URL's own) as `?v=`; unchanged when none is known. */
export function versioned(url: string, versions: Readonly<Record<string, string>>, key: string = url): string {
  const v = versions[key];
  return v ? `${url}?v=${v}` : url;
}

declare const __SITE_IMAGE_VERSIONS__: Record<string, string> | undefined;
/** Empty where the build's versions are not compiled in (plain Node scripts, unit tests): URLs are then plain. */
const siteVersions: Readonly<Record<string, string>> = typeof __SITE_IMAGE_VERSIONS__ === "undefined" ? {} : __SITE_IMAGE_VERSIONS__;

/** The social card's or the favicon's URL, at its current version. */
export const siteImageUrl = (path: typeof OG_IMAGE_PATH | typeof FAVICON_PATH, versions = siteVersions) => versioned(path, versions);
