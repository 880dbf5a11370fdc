import { afterEach, describe, expect, it } from "vitest";
import { absoluteUrl, seo } from "./seo";

const saved = process.env.PUBLIC_SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_SITE_URL;
  else process.env.PUBLIC_SITE_URL = saved;
});

describe("site URL on the server", () => {
  it("follows PUBLIC_SITE_URL as the process runs now, not the value the build was given", () => {
    process.env.PUBLIC_SITE_URL = "https://example.test/";
    expect(absoluteUrl("/about")).toBe("https://example.test/about");
    const tags = seo({ title: "About", description: "d", path: "/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.test/about" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://example.test/img/og-default.png" });
  });

  it("falls back to the build's origin when PUBLIC_SITE_URL is unset", () => {
    delete process.env.PUBLIC_SITE_URL;
    expect(absoluteUrl("/")).toBe("http://localhost:3000/");
  });
});
