/**
 * `npm run restore FILE`: puts a backup made by `npm run backup` (or the server's schedule)
 * in place of the database in DATA_DIR, for a stopped site. The file is checked first
 * (decompresses, PRAGMA integrity_check, this site's tables, migrations this version knows);
 * the database it replaces is kept beside it as site.db.replaced-<time>. A refusal exits 1
 * with one line and changes nothing.
 */
import { loadEnvFile } from "../server/env-file.ts";
import { ConfigError, parseEnv } from "#app/services/env.server.ts";
import { RestoreRefused, restoreBackup } from "#app/services/backup-restore.server.ts";
import { migrations } from "../db/migrations/index.ts";

const fail = (message: string): never => {
  process.stderr.write(message + "\n");
  process.exit(1);
};

const file = process.argv[2];
if (!file || file.startsWith("-")) {
  process.stderr.write("Usage: npm run restore FILE   (a site-….db.gz from BACKUP_DIR; stop the site first)\n");
  process.exit(2);
}

let env;
try {
  loadEnvFile();
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (env.DATABASE_URL) fail("DATABASE_URL is set: PostgreSQL is restored with pg_restore (see Backups in the README), not with npm run restore");

try {
  const result = await restoreBackup({ file, dataDir: env.DATA_DIR, knownMigrations: Object.keys(migrations) });
  process.stdout.write(`Restored ${file} into ${result.restored}: ${result.leads.toLocaleString("en-US")} leads, integrity check ok\n`);
  process.stdout.write(result.replacedBy ? `The database it replaced is kept as ${result.replacedBy}\n` : "There was no database to replace\n");
  if (result.pendingMigrations.length) {
    process.stdout.write(`The backup is from an older version: ${result.pendingMigrations.join(", ")} will run when the site starts\n`);
  }
  process.stdout.write("Start the site now.\n");
} catch (error) {
  if (error instanceof RestoreRefused) fail(`Restore refused: ${error.message}`);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
