import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./content/public-paths.ts";

// Every public page is rendered to HTML at build; /admin and the API stay server-rendered.
const prerender = {
  paths: () => [...publicPaths(), "/sitemap.xml", "/robots.txt"],
  concurrency: 2,
  // Each page waits for its render, not a clock: the default 10 s per request failed the
  // build on a busy two-core machine. This only ends a render that hangs. (React Router's
  // prerenderer reads it, though its config type does not list it yet.)
  timeout: 180_000,
};

export default {
  ssr: true,
  prerender,
} satisfies Config;
