import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { publicPaths } from "#content/public-paths.ts";
import { bundle } from "#content/site.ts";
import { root } from "../support/server-process";

const OTHER_PRICE = 2750;

/**
 * Figures that are not the bundle's price but happen to equal it today: a rebrand's price
 * range, the Growth brand package's starting price, a portfolio client's subscriber count.
 * Each is its own fact in content/ and must not follow the bundle.
 */
const otherFacts = [/\$2,500-\$15,000/g, /\bfrom \$2,500/gi, /2,500 subscribers/g];

/** What visitors ask Ava about the price; each answer must quote the bundle's price. */
const priceQuestions = [
  "How much does a website cost?",
  "How much does it cost?",
  "how much is the bundle with the website and logos",
  "What does the Launch-Ready Bundle cost?",
];

describe("the bundle price is typed once", () => {
  let vite: ViteDevServer;
  let handler: (request: Request) => Promise<Response>;
  let askAva: (message: string) => Promise<{ text: string }>;

  beforeAll(async () => {
    expect(bundle.price).toBe(2500);
    const { createServer } = await import("vite");
    vite = await createServer({
      configFile: path.join(root, "vite.config.ts"),
      root,
      logLevel: "error",
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      plugins: [
        {
          // The one-line change an editor would make, applied as the site is compiled.
          name: "another-bundle-price",
          enforce: "pre",
          transform(code, id) {
            if (!id.endsWith("/content/site.ts")) return null;
            const changed = code.replace(/(\n {2}price: )2500,/, `$1${OTHER_PRICE},`);
            if (changed === code) throw new Error("content/site.ts no longer has the bundle's `price: 2500,` line");
            return changed;
          },
        },
      ],
    });
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    handler = (request) => handle(request, new RouterContextProvider());
    // The chat's built-in engine from the same compiled content, so it sees the changed line too.
    const chat = (await vite.ssrLoadModule("/app/services/chat/dialogue.server.ts")) as typeof import("#app/services/chat/dialogue.server.ts");
    const state = (await vite.ssrLoadModule("/app/services/chat/state.server.ts")) as typeof import("#app/services/chat/state.server.ts");
    askAva = (message) => chat.respond("ava", state.emptyState(), message);
  });
  afterAll(async () => {
    await vite?.close();
  });

  it("renders every public page with the new price and none with the old one", async () => {
    const stale: string[] = [];
    let mentions = 0;
    for (const p of publicPaths()) {
      const res = await handler(new Request(`http://localhost${p}`));
      expect(res.status, p).toBe(200);
      let html = await res.text();
      mentions += html.split("$2,750").length - 1;
      for (const fact of otherFacts) html = html.replace(fact, "");
      for (const m of html.matchAll(/.{0,60}(\$2,500|\b2500\b).{0,60}/g)) stale.push(`${p}: …${m[0]}…`);
    }
    expect(stale).toEqual([]);
    // The home page's pricing, the landing pages' price lines and the booking all show it.
    expect(mentions).toBeGreaterThan(20);
  });

  it("has Ava quote the new price and never the old one", async () => {
    for (const question of priceQuestions) {
      const answer = await askAva(question);
      expect(answer.text, question).toContain("$2,750");
      expect(answer.text, question).not.toMatch(/\$2,500|\b2500\b/);
    }
  });
});
