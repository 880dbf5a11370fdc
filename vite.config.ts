import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The origin prerendered pages are rendered with (PUBLIC_SITE_URL at build, the runtime
// env's default otherwise); the server rewrites them at start when it runs with another.
const publicSiteUrl = (process.env.PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrl),
  },
  build: {
    // Keep small assets as files: the CSP forbids data: scripts and inlined fonts gain nothing.
    assetsInlineLimit: 0,
  },
});
