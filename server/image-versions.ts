/**
 * The content versions the image build wrote beside the images (content/image-versions.ts), read once
 * at start: which URL path is at which version, so the server can tell a current versioned URL
 * (cached for a year) from an old or unversioned one (revalidated).
 */
import fs from "node:fs";
import path from "node:path";
import { IMAGE_BASE } from "#content/image-ids.ts";
import { IMAGE_VERSIONS_FILE, type ImageVersions } from "#content/image-versions.ts";

/** The current version of the file at a URL path, or undefined for a file the image build did not version. */
export function imageVersionsIn(clientDir: string): (urlPath: string) => string | undefined {
  let urls: Record<string, string> = {};
  try {
    const file = path.join(clientDir, IMAGE_BASE, IMAGE_VERSIONS_FILE);
    urls = (JSON.parse(fs.readFileSync(file, "utf8")) as ImageVersions).urls ?? {};
  } catch {
    // A build without images: every file keeps the plain public-file cache.
  }
  return (urlPath) => (Object.hasOwn(urls, urlPath) ? urls[urlPath] : undefined);
}
