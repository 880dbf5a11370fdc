/**
 * The agency's own photographs: a file in content/photos/ named after a project's slug
 * replaces that project's generated cover (`<slug>.jpg`), and one named after any image id
 * replaces that image (`<slug>-1.jpg` the first gallery picture, `<slug>-cover.jpg` the cover).
 * JPEG, PNG, WebP and AVIF are read; the build crops them to 3:2 and encodes them like the art.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PHOTO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/photos");
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/** The photograph that replaces image `id`, if the agency has dropped one in. */
export function photoFor(id: string, dir: string = PHOTO_DIR): string | undefined {
  const names = [id];
  if (id.endsWith("-cover")) names.push(id.slice(0, -"-cover".length));
  for (const name of names) {
    for (const ext of PHOTO_EXTENSIONS) {
      const file = path.join(dir, `${name}.${ext}`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}
