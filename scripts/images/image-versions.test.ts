import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { clientMarkUrl, imageFiles, imageUrl, srcSet } from "#content/image-ids.ts";
import { IMAGE_VERSIONS_FILE, OG_IMAGE_PATH, siteImageUrl, type ImageVersions } from "#content/image-versions.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "build-images.ts");
const dir = mkdtempSync(path.join(os.tmpdir(), "image-versions-"));
const out = path.join(dir, "out");
const photos = path.join(dir, "photos");
mkdirSync(photos);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const [a, b, c] = portfolioProjects;
/** Two small projects (a cover each), as a module the image build reads with --projects. */
async function build(second = b!.image): Promise<ImageVersions> {
  const projects = [
    { slug: "first-client", image: a!.image, gallery: [] },
    { slug: "second-client", image: second, gallery: [] },
  ];
  const module = path.join(dir, "projects.mjs");
  writeFileSync(module, `export const portfolioProjects = ${JSON.stringify(projects)};\n`);
  await run(process.execPath, [script, "--projects", module, "--out", out, "--photos", photos], { cwd: path.join(import.meta.dirname, "../..") });
  return JSON.parse(readFileSync(path.join(out, IMAGE_VERSIONS_FILE), "utf8")) as ImageVersions;
}

describe("image content versions", () => {
  it("gives a changed picture new URLs and keeps an unchanged one's, drawn or photographed", async () => {
    const first = await build();
    const v1 = first.assets["first-client-cover"]!;
    const v2 = first.assets["second-client-cover"]!;
    expect(v1).toMatch(/^[0-9a-f]{10}$/);
    // Every file of an image answers at its image's version; the social card and the marks have their own.
    for (const f of imageFiles("first-client-cover")) expect(first.urls[`/img/work/${f}`]).toBe(v1);
    expect(first.assets["/img/work/og-default.png"]).toMatch(/^[0-9a-f]{10}$/);
    expect(first.assets["/img/work/marks/second-client.svg"]).toMatch(/^[0-9a-f]{10}$/);

    // The second project's art changes: its URLs change, the first's stay (still cached in browsers).
    const second = await build(c!.image);
    expect(second.assets["first-client-cover"]).toBe(v1);
    expect(second.assets["second-client-cover"]).not.toBe(v2);
    expect(imageUrl("second-client-cover", 800, "avif", second.assets)).not.toBe(imageUrl("second-client-cover", 800, "avif", first.assets));

    // The agency drops in a photograph named by slug (content/photos/README.md): it replaces the cover, under new URLs.
    await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#7a5c3e" } })
      .png()
      .toFile(path.join(photos, "first-client.png"));
    const third = await build(c!.image);
    expect(third.assets["first-client-cover"]).not.toBe(v1);
    expect(third.assets["second-client-cover"]).toBe(second.assets["second-client-cover"]);
    // Each picture's box shows its average colour until it loads: the photograph's brown, and a drawn cover's own colour.
    expect(third.tints?.["first-client-cover"]).toMatch(/^#7[89a-c]5[a-f]3[c-f0-9]$/);
    expect(third.tints?.["second-client-cover"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(third.tints?.["second-client-cover"]).not.toBe(third.tints?.["first-client-cover"]);
  });

  it("puts the version in every URL of a picture's srcset and in a single file's URL", () => {
    const versions = { "kudzu-cover": "0123456789", "/img/work/marks/kudzu.svg": "5555555555", "/img/og-default.png": "abcdef0123" };
    expect(imageUrl("kudzu-cover", 800, "webp", versions)).toBe("/img/work/kudzu-cover-800.webp?v=0123456789");
    expect(srcSet("kudzu-cover", "avif", [480, 1200], versions)).toBe(
      "/img/work/kudzu-cover-480.avif?v=0123456789 480w, /img/work/kudzu-cover-1200.avif?v=0123456789 1200w",
    );
    expect(siteImageUrl(OG_IMAGE_PATH, versions)).toBe("/img/og-default.png?v=abcdef0123");
    expect(clientMarkUrl("kudzu", versions)).toBe("/img/work/marks/kudzu.svg?v=5555555555");
    // Not built yet (a plain script, a unit test): the plain URL, which the server still answers.
    expect(imageUrl("unknown-cover", 480, "webp", versions)).toBe("/img/work/unknown-cover-480.webp");
  });
});
