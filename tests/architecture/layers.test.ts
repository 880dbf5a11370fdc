import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import directions STYLE draws: routes → features → components → (schemas, domain,
 * utils) → content; services (*.server.ts) beside features, imported only by routes, server/
 * and other services. A crossing fails here with the file and the import that crossed.
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * Known crossings, each with its reason. Remove an entry when its crossing is gone; an entry
 * that no longer matches anything fails the test, so the list cannot go stale.
 */
const allowed: { from: string; to: RegExp; why: string }[] = [
  // Server-side glue read only by loaders, actions and server/: the request context names the
  // services' type. Moving it under services/ means editing every route module at once.
  { from: "app/utils/request-context.ts", to: /^app\/services\/app-services\.server\.ts$/, why: "server context glue" },
  { from: "app/utils/services.ts", to: /^app\/services\/app-services\.server\.ts$/, why: "server context glue" },
];

function filesUnder(dir: string, { tests = false } = {}): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "+types" ? [] : filesUnder(rel, { tests });
    return /\.(ts|tsx)$/.test(e.name) && (tests || !/\.test\.tsx?$/.test(e.name)) && !e.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** The module specifiers a file names (static, re-export, side-effect or dynamic imports). */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gms),
    ...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]!);
}

/** Every module a file imports (static, re-export or dynamic), as a path from the project root. */
function importsOf(file: string): string[] {
  return specifiersOf(file).flatMap((spec) => {
    let target: string;
    if (spec.startsWith("#app/")) target = `app/${spec.slice(5)}`;
    else if (spec.startsWith("#content/")) target = `content/${spec.slice(9)}`;
    else if (spec.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    else return [];
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
      if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return [candidate];
    }
    return [target];
  });
}

// content/ is its own top-level folder; anything else named "content" inside app/ is app code.
const layerOf = (file: string) => (file.startsWith("content/") ? "content" : file.startsWith("app/") ? (file.split("/")[1] ?? "") : "outside");
const isServer = (file: string) => /\.server\.tsx?$/.test(file);

/** What a file may not import, by the layer it is in. */
function crossing(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!to.startsWith("app/") && !to.startsWith("content/")) return null;
  // The content and its schemas stand alone: the app reads content, never the other way.
  if (a === "content" && to.startsWith("app/")) return "content/ imports from app/";
  // A route's generated types are part of the route itself.
  if (to.includes("/+types/")) return null;
  if (a === "routes" && b === "routes") return "a route module imports another route module";
  if (a === "services") {
    return ["features", "components", "routes"].includes(b) ? `a service imports from ${b}/` : null;
  }
  if (isServer(to) && a !== "routes" && !isServer(from) && from !== "app/entry.server.tsx") {
    return "a browser module imports a .server module";
  }
  const allowedBy: Record<string, string[]> = {
    features: ["features", "components", "schemas", "domain", "utils", "content"],
    components: ["components", "schemas", "domain", "utils", "content"],
    schemas: ["schemas", "domain", "utils", "content"],
    domain: ["domain", "content"],
    utils: ["utils", "content"],
    content: ["content"],
  };
  const may = allowedBy[a];
  if (may && !may.includes(b)) return `${a}/ imports from ${b}/`;
  if (from.startsWith("app/components/ui/") && !to.startsWith("app/components/ui/") && b !== "utils") {
    return "a UI primitive imports beyond utils";
  }
  return null;
}

describe("layers", () => {
  const files = [...filesUnder("app"), ...filesUnder("content")];

  it("has no import that crosses a layer", () => {
    const used = new Set<number>();
    const found: string[] = [];
    for (const from of files) {
      for (const to of importsOf(from)) {
        const why = crossing(from, to);
        if (!why) continue;
        const ok = allowed.findIndex((x) => x.from === from && x.to.test(to));
        if (ok >= 0) used.add(ok);
        else found.push(`${from} → ${to}: ${why}`);
      }
    }
    expect(found).toEqual([]);
    expect(allowed.filter((_, i) => !used.has(i)).map((x) => `${x.from} (${x.why}) crosses no more: remove it`)).toEqual([]);
  });

  it("keeps content/ free of app/: no content module or content test imports from app/", () => {
    const found = filesUnder("content", { tests: true }).flatMap((from) =>
      importsOf(from)
        .filter((to) => to.startsWith("app/"))
        .map((to) => `${from} → ${to}`),
    );
    expect(found).toEqual([]);
  });

  it("names every module of app/ and content/ by its alias from outside its folder (ADR 019)", () => {
    const found: string[] = [];
    for (const dir of ["app", "content", "server", "scripts", "tests", "bench"]) {
      for (const from of filesUnder(dir, { tests: true })) {
        for (const spec of specifiersOf(from)) {
          if (!spec.startsWith("../")) continue;
          const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
          if (to.startsWith("app/") || to.startsWith("content/")) found.push(`${from}: "${spec}" → use #${to.replace(/^(app|content)\//, "$1/")}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("catches a crossing (the check itself works)", () => {
    expect(crossing("content/pages/home.ts", "app/components/site/copy-button.tsx")).toMatch(/content\/ imports from app/);
    expect(crossing("content/landing/index.ts", "app/content/schemas.ts")).toMatch(/content\/ imports from app/);
    expect(crossing("app/features/booking/booking-flow.tsx", "app/services/leads.server.ts")).toMatch(/\.server/);
    expect(crossing("app/services/leads.server.ts", "app/features/leads-admin/messages.ts")).toMatch(/service imports from features/);
    expect(crossing("app/components/site/section.tsx", "app/features/chat/chat-slot.tsx")).toMatch(/components\/ imports from features/);
    expect(crossing("app/domain/pricing.ts", "app/utils/format.ts")).toMatch(/domain\/ imports from utils/);
    expect(crossing("app/routes/marketing/home.tsx", "app/services/db.server.ts")).toBeNull();
  });
});
