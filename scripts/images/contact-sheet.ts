/**
 * A contact sheet of every portfolio cover (and the studio's own imagery), each captioned with
 * its project's title, to review the portfolio at a glance: does each picture show what its
 * title says, and do any two look alike? A cover replaced by a photograph (content/photos/)
 * shows that photograph.
 *
 * Run: node scripts/images/contact-sheet.ts [out.png|out.jpg]   (default: docs/screens/covers.jpg)
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { coverId } from "#content/image-ids.ts";
import { artToSvg, BASE_HEIGHT, BASE_WIDTH, compositionOf } from "./art-svg.ts";
import { textEl } from "./kinds/lib.ts";
import { photoFor } from "./photos.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.resolve(process.argv[2] ?? path.join(ROOT, "docs/screens/covers.jpg"));

const TILE_W = 400;
const TILE_H = Math.round((TILE_W * BASE_HEIGHT) / BASE_WIDTH);
const CAPTION = 44;
const COLS = 6;
const GAP = 12;

async function tile(slug: string, title: string, scene: string, svg: () => string): Promise<OverlayOptions[]> {
  const photo = photoFor(coverId(slug));
  const img = photo
    ? await sharp(photo).resize(TILE_W, TILE_H, { fit: "cover" }).png().toBuffer()
    : await sharp(Buffer.from(svg())).resize(TILE_W, TILE_H).png().toBuffer();
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${CAPTION}"><rect width="100%" height="100%" fill="#ffffff"/>` +
      textEl(6, 18, title, { size: 13, font: "sansBold", fill: "#111111", maxWidth: TILE_W - 12 }) +
      textEl(6, 36, photo ? "photograph" : scene, { size: 12, fill: "#555555" }) +
      `</svg>`,
  );
  return [
    { input: img, top: 0, left: 0 },
    { input: caption, top: TILE_H, left: 0 },
  ];
}

const items = portfolioProjects.map((p) => ({
  slug: p.slug,
  title: p.title,
  scene: compositionOf(p.image),
  svg: () => artToSvg(p.image, TILE_W, TILE_H),
}));
const rows = Math.ceil(items.length / COLS);
const width = COLS * TILE_W + (COLS + 1) * GAP;
const height = rows * (TILE_H + CAPTION) + (rows + 1) * GAP;
const composites: OverlayOptions[] = [];
for (const [i, it] of items.entries()) {
  const left = GAP + (i % COLS) * (TILE_W + GAP);
  const top = GAP + Math.floor(i / COLS) * (TILE_H + CAPTION + GAP);
  const parts = await tile(it.slug, it.title, it.scene, it.svg);
  const t = await sharp({ create: { width: TILE_W, height: TILE_H + CAPTION, channels: 3, background: "#ffffff" } })
    .composite(parts)
    .png()
    .toBuffer();
  composites.push({ input: t, left, top });
}
if (!existsSync(path.dirname(out))) await mkdir(path.dirname(out), { recursive: true });
const sheet = sharp({ create: { width, height, channels: 3, background: "#e8e6e1" } }).composite(composites);
await (out.endsWith(".png") ? sheet.png() : sheet.jpeg({ quality: 70, mozjpeg: true })).toFile(out);
const scenes = new Set(items.map((i) => i.scene));
console.log(`contact sheet: ${items.length} covers, ${scenes.size} compositions named, ${path.relative(ROOT, out)}`);
