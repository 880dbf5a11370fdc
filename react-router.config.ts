import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./content/public-paths.ts";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build; /admin and the API stay server-rendered.
  prerender: {
    paths: () => [...publicPaths(), "/sitemap.xml", "/robots.txt"],
    concurrency: 2,
    // Each page waits for its render, not a clock: the default 10 s per request failed the
    // build on a busy two-core machine. This only ends a render that hangs.
    timeout: 180_000,
  },
} satisfies Config;
