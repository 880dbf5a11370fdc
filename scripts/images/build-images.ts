/**
 * Builds the portfolio images: every project's cover, gallery and video art is composed as
 * SVG (art-svg.ts) and encoded with sharp to AVIF and WebP at 480, 800 and 1200 px wide in
 * public/img/work/, plus an animated WebP loop for each video and the site's social card
 * public/img/og-default.png. The studio imagery of content/studio.ts is built with the portfolio, and
 * so is the blog's own picture of each article (kinds/article-card.ts, ids `article-<slug>`).
 *
 * A photograph the agency drops in content/photos/ (named by slug or image id, see photos.ts)
 * replaces the generated image and is cropped and encoded the same way.
 *
 * Run: node scripts/images/build-images.ts [--force] [--projects <module>] [--out <dir>] [--photos <dir>]
 *
 * Work is cached: each image is keyed by a hash of its art and of the renderer's source and
 * encoder settings, stored in public/img/work/.manifest.json, so an unchanged image is
 * skipped. Files in the output folder that no project uses any more are removed.
 *
 * Last, each image's content version (a short hash of the bytes of all its files) is written to
 * IMAGE_VERSIONS_FILE in the output folder; pages put it in every image URL (`?v=`), so a
 * changed picture, drawn or photographed, gets new URLs (content/image-ids.ts).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { artSchema, type Art } from "#content/schemas/collections.ts";
import {
  ANIMATION_WIDTH,
  IMAGE_BASE,
  IMAGE_WIDTHS,
  imageEntries,
  imageFile,
  imageFiles,
  type ImageEntry,
  type ImageSourceProject,
} from "#content/image-ids.ts";
import { IMAGE_VERSIONS_FILE, type ImageVersions } from "#content/image-versions.ts";
import { articleArt, articles } from "#content/articles.ts";
import { artFrames, artToSvg, BASE_HEIGHT, BASE_WIDTH, ogCardSvg } from "./art-svg.ts";
import { articleCardSvg } from "./kinds/article-card.ts";
import { clientMarkSvg } from "./client-marks.ts";
import { studioImagery } from "#content/studio.ts";
import { PHOTO_DIR, photoFor } from "./photos.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const defaultProjects = path.join(ROOT, "content/portfolio/index.ts");

/** Encoder settings; part of the cache key, so changing them re-encodes everything. */
const ENCODE = {
  // Quality 55 with 4:2:0 chroma: about 16% fewer bytes than 60 at 4:4:4, no difference a
  // visitor sees in this flat art (compared side by side at 800 px); the first screen's picture
  // and the lazy ones the browser fetches early share a slow phone's connection with the page.
  avif: { quality: 55, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 80, effort: 4, smartSubsample: true },
  animated: { quality: 72, effort: 4, frames: 12 },
  og: { width: 1200, height: 630, compressionLevel: 9, palette: true, quality: 90 },
} as const;

interface ManifestEntry {
  key: string;
  files: string[];
  bytes: number;
}
interface Manifest {
  version: 1;
  entries: Record<string, ManifestEntry>;
}

interface Options {
  force: boolean;
  /** The agency's photographs that replace generated images (photos.ts). */
  photos: string;
  projects: string;
  out: string;
  og: string;
}

function parseArgs(argv: string[]): Options {
  const opt: Options = {
    force: false,
    photos: PHOTO_DIR,
    projects: defaultProjects,
    out: path.join(ROOT, "public/img/work"),
    og: path.join(ROOT, "public/img/og-default.png"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      return path.resolve(v);
    };
    if (a === "--force") opt.force = true;
    else if (a === "--projects") opt.projects = next();
    else if (a === "--photos") opt.photos = next();
    else if (a === "--out") {
      opt.out = next();
      opt.og = path.join(opt.out, "og-default.png");
    } else throw new Error(`unknown argument ${a}`);
  }
  return opt;
}

const sha = (s: string | Buffer) => createHash("sha256").update(s).digest("hex");

/** Hash of everything that decides the pixels: renderer sources, encoder settings, sharp. */
async function rendererHash(): Promise<string> {
  const kinds = path.join(HERE, "kinds");
  const files = [
    path.join(HERE, "art-svg.ts"),
    ...(await readdir(kinds))
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => path.join(kinds, f)),
  ];
  const h = createHash("sha256");
  for (const f of files) h.update(path.basename(f)).update(await readFile(f));
  h.update(JSON.stringify(ENCODE)).update(JSON.stringify(sharp.versions));
  return h.digest("hex");
}

async function loadProjects(file: string): Promise<ImageSourceProject[]> {
  if (!existsSync(file)) throw new Error(`no portfolio module at ${path.relative(ROOT, file) || file}`);
  const mod = (await import(pathToFileURL(file).href)) as { portfolioProjects?: ImageSourceProject[] };
  if (!Array.isArray(mod.portfolioProjects)) throw new Error(`${file} does not export portfolioProjects`);
  return mod.portfolioProjects;
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const m = JSON.parse(await readFile(file, "utf8")) as Manifest;
    if (m.version === 1 && m.entries) return m;
  } catch {
    // Missing or unreadable: start fresh.
  }
  return { version: 1, entries: {} };
}

async function allExist(dir: string, files: string[]): Promise<boolean> {
  for (const f of files) if (!existsSync(path.join(dir, f))) return false;
  return true;
}

async function sizeOf(dir: string, files: string[]): Promise<number> {
  let n = 0;
  for (const f of files) n += (await stat(path.join(dir, f))).size;
  return n;
}

/**
 * Writes through a temporary name and renames, so a reader (or a second build running at
 * the same time) never sees a half-written file.
 */
async function atomically(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

/** Renders the SVG once at full size; smaller widths are resized from it. */
async function renderRaw(svg: string) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** The agency's photograph, turned upright and cropped to the art's 3:2 at full size (its centre of interest kept). */
async function photoRaw(file: string) {
  return sharp(file)
    .rotate()
    .resize(BASE_WIDTH, BASE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** One still at every width: drawn from `svg`, or the agency's photograph in its place. */
async function encodeStill(entry: Pick<ImageEntry, "id" | "role">, dir: string, svg: () => string, photo?: string): Promise<void> {
  const { data, info } = photo ? await photoRaw(photo) : await renderRaw(svg());
  for (const width of IMAGE_WIDTHS) {
    const height = Math.round((width * BASE_HEIGHT) / BASE_WIDTH);
    const img = () => {
      const s = sharp(data, { raw: info });
      return width === info.width ? s : s.resize(width, height, { kernel: "lanczos3" });
    };
    await atomically(path.join(dir, imageFile(entry.id, width, "avif")), (tmp) => img().avif(ENCODE.avif).toFile(tmp));
    // A video's 800 px WebP is its animated loop, written by encodeAnimation.
    if (!(entry.role === "video" && width === ANIMATION_WIDTH)) {
      await atomically(path.join(dir, imageFile(entry.id, width, "webp")), (tmp) => img().webp(ENCODE.webp).toFile(tmp));
    }
  }
}

/** The composition drawn progressively, as a looping animated WebP. */
async function encodeAnimation(entry: ImageEntry, dir: string): Promise<void> {
  const width = ANIMATION_WIDTH;
  const height = Math.round((width * BASE_HEIGHT) / BASE_WIDTH);
  const { svgs, delays } = artFrames(entry.art, width, height, ENCODE.animated.frames, { nth: entry.nth });
  const frames: Buffer[] = [];
  for (const svg of svgs) frames.push(await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 0 }).toBuffer());
  await atomically(path.join(dir, imageFile(entry.id, width, "webp")), (tmp) =>
    sharp(frames, { join: { animated: true } })
      .webp({ quality: ENCODE.animated.quality, effort: ENCODE.animated.effort, loop: 0, delay: delays })
      .toFile(tmp),
  );
}

/** A short hash of some files' bytes: 10 hex digits, plenty to tell one image's versions apart. */
async function versionOf(files: string[]): Promise<string> {
  const h = createHash("sha256");
  for (const f of files) h.update(await readFile(f));
  return h.digest("hex").slice(0, 10);
}

/**
 * The content version of every image pages show: per image id (one version for all its widths
 * and formats, so a page needs one entry per picture), per client mark, for the social card and
 * the favicon (public/, beside the images; only in the site's own build), by URL path.
 */
async function contentVersions(opt: Options, ids: string[], markSlugs: string[]): Promise<ImageVersions> {
  const out: ImageVersions = { version: 1, assets: {}, urls: {} };
  // URL path of a file written under the output folder, which is served at IMAGE_BASE.
  const urlOf = (file: string) => path.posix.normalize(`${IMAGE_BASE}/${path.relative(opt.out, file).split(path.sep).join("/")}`);
  for (const id of [...ids].sort()) {
    const files = imageFiles(id);
    const v = await versionOf(files.map((f) => path.join(opt.out, f)));
    out.assets[id] = v;
    for (const f of files) out.urls[`${IMAGE_BASE}/${f}`] = v;
    // The smallest file shrunk to one pixel: the picture's average colour.
    const [r, g, b] = await sharp(path.join(opt.out, imageFile(id, IMAGE_WIDTHS[0], "webp")))
      .resize(1, 1, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer();
    (out.tints ??= {})[id] = `#${[r, g, b].map((c) => c!.toString(16).padStart(2, "0")).join("")}`;
  }
  const single = [opt.og, ...markSlugs.sort().map((slug) => path.join(opt.out, "marks", `${slug}.svg`))];
  const favicon = path.join(ROOT, "public/favicon.svg");
  if (path.resolve(opt.out) === path.join(ROOT, "public/img/work") && existsSync(favicon)) single.push(favicon);
  for (const file of single) {
    const url = urlOf(file);
    out.assets[url] = out.urls[url] = await versionOf([file]);
  }
  return out;
}

async function pool<T>(items: T[], jobs: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const started = performance.now();
  const opt = parseArgs(process.argv.slice(2));
  const jobs = Math.max(1, Math.min(2, availableParallelism()));
  // One libvips thread per job: `jobs` images are encoded side by side.
  sharp.concurrency(1);
  sharp.cache(false);

  // The studio's own imagery (About page) is made like the portfolio's and lives beside it.
  const projects = [...(await loadProjects(opt.projects)), ...(opt.projects === defaultProjects ? [studioImagery] : [])];
  const entries: ImageEntry[] = [];
  const seen = new Set<string>();
  for (const p of projects) {
    for (const e of imageEntries(p)) {
      if (seen.has(e.id)) throw new Error(`duplicate image id ${e.id}`);
      seen.add(e.id);
      const parsed = artSchema.safeParse(e.art);
      if (!parsed.success) throw new Error(`art for ${e.id} is invalid: ${parsed.error.message}`);
      entries.push({ ...e, art: parsed.data as Art });
    }
  }

  await mkdir(opt.out, { recursive: true });
  await mkdir(path.dirname(opt.og), { recursive: true });
  const manifestFile = path.join(opt.out, ".manifest.json");
  const manifest = await readManifest(manifestFile);
  const renderer = await rendererHash();
  const next: Manifest = { version: 1, entries: {} };

  const todo: { entry: ImageEntry; key: string; files: string[]; photo: string | undefined }[] = [];
  for (const entry of entries) {
    // A photograph dropped in content/photos/ replaces the art; its bytes are the key.
    const photo = photoFor(entry.id, opt.photos);
    const source = photo ? `photo|${sha(await readFile(photo))}` : `${renderer}|${entry.nth}|${JSON.stringify(entry.art)}`;
    const key = sha(`${entry.role === "video" ? "video" : "still"}|${source}|${JSON.stringify(ENCODE)}`);
    const files = imageFiles(entry.id);
    const old = manifest.entries[entry.id];
    if (!opt.force && old?.key === key && (await allExist(opt.out, files))) next.entries[entry.id] = old;
    else todo.push({ entry, key, files, photo });
  }

  let done = 0;
  let photos = 0;
  await pool(todo, jobs, async ({ entry, key, files, photo }) => {
    const t = performance.now();
    await encodeStill(entry, opt.out, () => artToSvg(entry.art, BASE_WIDTH, BASE_HEIGHT, { nth: entry.nth }), photo);
    if (photo) photos++;
    // A video keeps its drawn loop; a photograph only replaces its poster.
    if (entry.role === "video") await encodeAnimation(entry, opt.out);
    const bytes = await sizeOf(opt.out, files);
    next.entries[entry.id] = { key, files, bytes };
    done++;
    console.log(
      `  [${done}/${todo.length}] ${entry.id} (${photo ? "photograph" : entry.art.kind}) ${kb(bytes)} in ${((performance.now() - t) / 1000).toFixed(1)}s`,
    );
  });

  // The blog's own pictures of its articles (typographic cards in the site's faces), beside the work.
  const cards = opt.projects === defaultProjects ? articles.map(articleArt) : [];
  let cardsBuilt = 0;
  for (const card of cards) {
    const photo = photoFor(card.id, opt.photos);
    const source = photo ? `photo|${sha(await readFile(photo))}` : `${renderer}|article|${JSON.stringify(card)}`;
    const key = sha(`still|${source}|${JSON.stringify(ENCODE)}`);
    const files = imageFiles(card.id);
    const old = manifest.entries[card.id];
    if (opt.force || old?.key !== key || !(await allExist(opt.out, files))) {
      await encodeStill({ id: card.id, role: "cover" }, opt.out, () => articleCardSvg(card, BASE_WIDTH, BASE_HEIGHT), photo);
      cardsBuilt++;
    }
    next.entries[card.id] = { key, files, bytes: await sizeOf(opt.out, files) };
  }

  // Social card.
  const ogSvg = ogCardSvg(ENCODE.og.width, ENCODE.og.height);
  const ogKey = sha(`${renderer}|og|${ogSvg}`);
  const ogName = path.relative(opt.out, opt.og);
  let ogBuilt = false;
  if (opt.force || manifest.entries["og-default"]?.key !== ogKey || !existsSync(opt.og)) {
    await atomically(opt.og, (tmp) =>
      sharp(Buffer.from(ogSvg))
        .png({ compressionLevel: ENCODE.og.compressionLevel, palette: ENCODE.og.palette, quality: ENCODE.og.quality })
        .toFile(tmp),
    );
    ogBuilt = true;
  }
  next.entries["og-default"] = { key: ogKey, files: [ogName], bytes: (await stat(opt.og)).size };

  // Each client's logo for the "Trusted by" strip (small SVGs, written every build).
  const marksDir = path.join(opt.out, "marks");
  await mkdir(marksDir, { recursive: true });
  for (const p of projects) {
    if (p === studioImagery) continue;
    await atomically(path.join(marksDir, `${p.slug}.svg`), (tmp) => writeFile(tmp, clientMarkSvg(p.image)));
  }

  // Remove images no project uses any more.
  const keep = new Set([...entries, ...cards].flatMap((e) => imageFiles(e.id)));
  let pruned = 0;
  for (const f of await readdir(opt.out)) {
    if (/^[a-z0-9-]+-(?:480|800|1200)\.(?:avif|webp)$/.test(f) && !keep.has(f)) {
      await unlink(path.join(opt.out, f));
      pruned++;
    }
  }

  const versions = await contentVersions(
    opt,
    [...entries, ...cards].map((e) => e.id),
    projects.filter((p) => p !== studioImagery).map((p) => p.slug),
  );
  await atomically(path.join(opt.out, IMAGE_VERSIONS_FILE), (tmp) => writeFile(tmp, JSON.stringify(versions, null, 2) + "\n"));

  // Stable order in the manifest so it diffs cleanly.
  const sorted: Manifest = { version: 1, entries: Object.fromEntries(Object.entries(next.entries).sort(([a], [b]) => a.localeCompare(b))) };
  await atomically(manifestFile, (tmp) => writeFile(tmp, JSON.stringify(sorted, null, 2) + "\n"));

  const imageBytes = entries.reduce((n, e) => n + (next.entries[e.id]?.bytes ?? 0), 0);
  const fileCount = entries.length * IMAGE_WIDTHS.length * 2;
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${entries.length} (${todo.length} built, ${entries.length - todo.length} cached), ${fileCount} files, ${kb(imageBytes)}` +
      `${photos ? `; ${photos} from photographs` : ""}; ${cards.length} article cards (${cardsBuilt} built); og card ${ogBuilt ? "built" : "cached"}${pruned ? `; removed ${pruned} stale files` : ""}; ${secs}s with ${jobs} jobs`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
