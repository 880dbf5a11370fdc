import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./content/public-paths.ts";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build; /admin and the API stay server-rendered.
  prerender: {
    paths: () => [...publicPaths(), "/sitemap.xml", "/robots.txt"],
    concurrency: 2,
  },
} satisfies Config;
