import fs from "node:fs";
import path from "node:path";

/**
 * Reads `.env` from the folder the server starts in, as `.env.example` invites. A variable
 * already set in the environment (the process manager's, a container's) keeps its value, so
 * the file only fills in what the deployment left unset. Returns the file read, if any.
 */
export function loadEnvFile(dir: string = process.cwd()): string | null {
  const file = path.join(dir, ".env");
  if (!fs.existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
