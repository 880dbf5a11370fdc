import fs from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { IMAGE_VERSIONS_FILE, isSiteImage, type ImageVersions } from "./content/image-versions.ts";

// The origin prerendered pages are rendered with (PUBLIC_SITE_URL at build, the runtime
// env's default otherwise); the server rewrites them at start when it runs with another.
const publicSiteUrl = (process.env.PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/**
 * The content version of each image, written by the image build (which `npm run build` runs
 * first), compiled into the pages so that every image URL carries it. Without it (images not
 * built yet) the URLs are plain, and still work.
 */
function readBuilt(): ImageVersions | undefined {
  try {
    return JSON.parse(fs.readFileSync(`public/img/work/${IMAGE_VERSIONS_FILE}`, "utf8")) as ImageVersions;
  } catch {
    return undefined; // Not built yet.
  }
}
const built = readBuilt();
function imageVersions(site: boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(built?.assets ?? {}).filter(([key]) => isSiteImage(key) === site));
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrl),
    // The site's own images apart from the portfolio's, so a page without work loads no work table.
    __SITE_IMAGE_VERSIONS__: JSON.stringify(imageVersions(true)),
    __IMAGE_VERSIONS__: JSON.stringify(imageVersions(false)),
    // Each portfolio image's average colour, shown in its box until the picture loads.
    __IMAGE_TINTS__: JSON.stringify(built?.tints ?? {}),
  },
  build: {
    // Keep small assets as files: the CSP forbids data: scripts and inlined fonts gain nothing.
    assetsInlineLimit: 0,
  },
});
