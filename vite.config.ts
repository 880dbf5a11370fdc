import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// Canonical URLs and Open Graph links are baked into prerendered pages, so the public
// origin is fixed at build time (PUBLIC_SITE_URL), with the same default as the runtime env.
const publicSiteUrl = (process.env.PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrl),
  },
  build: {
    // Keep small assets as files: the CSP forbids data: scripts and inlined fonts gain nothing.
    assetsInlineLimit: 0,
  },
});
