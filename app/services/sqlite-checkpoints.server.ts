/**
 * SQLite's WAL checkpoints, off the event loop. Left to SQLite, the commit that fills the
 * write-ahead log past its limit copies it into the database file and syncs it, there and then,
 * in the process's one thread: about 10 ms in which no request is answered, every second or two
 * under load (a lead, a visit batch, a page). Here a worker thread with its own connection runs a
 * PASSIVE checkpoint a few times a second instead; it takes no lock a writer needs, so nothing
 * waits on it. Should the worker fail, SQLite's own checkpoints are turned back on.
 */
import { createRequire } from "node:module";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { Database as SqliteDatabase } from "better-sqlite3";

/** How often the worker checkpoints (ms). */
export const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own limit (pages), used again if the worker fails. */
const AUTO_CHECKPOINT_PAGES = 1000;

// Plain CommonJS, evaluated in the worker: the server is one bundle, so the worker cannot be a file of it.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("synchronous = FULL");
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.every);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  /** The last checkpoint error, if any (the database's own errors surface on its writes). */
  lastError(): string | null;
  close(): Promise<void>;
}

/**
 * Starts the worker. `onError` hears each new cause once (a checkpoint that keeps failing the same
 * way is not reported four times a second), and the worker's failure, after which SQLite checkpoints itself.
 */
export function startCheckpoints(file: string, database: SqliteDatabase, onError?: (cause: string) => void): Checkpoints {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, every: CHECKPOINT_EVERY_MS } });
  database.pragma("wal_autocheckpoint = 0");
  let closing = false;
  let lastError: string | null = null;
  const report = (cause: string | null) => {
    if (cause && cause !== lastError) onError?.(cause);
    lastError = cause;
  };
  let fellBack = false;
  // The worker's error is followed by its exit: one failure, reported once.
  const fallBack = (why: unknown) => {
    if (fellBack) return;
    fellBack = true;
    report(`checkpoints fell back to SQLite's own: ${String((why as Error)?.message ?? why)}`);
    if (database.open) database.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on("message", (message: { error?: string }) => report(message.error ?? null));
  worker.on("error", fallBack);
  let gone = false;
  worker.on("exit", (code) => {
    gone = true;
    if (!closing) fallBack(`checkpoint worker exited (${code})`);
  });
  // After the listeners (a message listener holds the process open again): a server, a test or a
  // script that never closes its database still exits.
  worker.unref();
  return {
    lastError: () => lastError,
    async close() {
      if (closing || gone) return;
      closing = true;
      const exited = once(worker, "exit");
      // Held open again until the worker has closed its connection (else a process with nothing
      // else to do would end here, with the close unfinished).
      worker.ref();
      worker.postMessage("close");
      await exited;
    },
  };
}
