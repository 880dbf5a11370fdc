/**
 * `npm run backup`: one backup of the SQLite database, now, whether the site is running and
 * taking writes or stopped, into BACKUP_DIR; then only the newest BACKUP_KEEP are kept (as the
 * server's schedule does). Prints the file it wrote; a failure exits 1 with one line.
 * `--json` prints the result as one JSON line instead (for scripts and the benchmark).
 */
import { loadEnvFile } from "../server/env-file.ts";
import { ConfigError, parseEnv } from "#app/services/env.server.ts";
import { describeBackupError, pruneBackups, takeBackup } from "#app/services/backup.server.ts";

const fail = (message: string): never => {
  process.stderr.write(message + "\n");
  process.exit(1);
};

let env;
try {
  loadEnvFile();
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (env.DATABASE_URL) fail("DATABASE_URL is set: PostgreSQL is backed up with pg_dump (see Backups in the README), not with npm run backup");

try {
  const result = await takeBackup({ dataDir: env.DATA_DIR, backupDir: env.BACKUP_DIR });
  const removed = await pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
  if (process.argv.includes("--json")) {
    process.stdout.write(JSON.stringify({ ...result, at: result.at.toISOString(), removed }) + "\n");
  } else {
    const kb = (n: number) => `${Math.round(n / 1024).toLocaleString("en-US")} KiB`;
    process.stdout.write(`Backup written: ${result.file} (${kb(result.bytes)}, database ${kb(result.databaseBytes)}, ${result.ms} ms)\n`);
    if (removed.length) process.stdout.write(`Removed ${removed.length} older backup(s), keeping the newest ${env.BACKUP_KEEP} (BACKUP_KEEP)\n`);
  }
} catch (error) {
  fail(`Backup failed (${describeBackupError(error)}): ${error instanceof Error ? error.message : String(error)}`);
}
