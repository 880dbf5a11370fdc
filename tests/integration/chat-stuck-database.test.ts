import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process";
import { readUiStream } from "../support/fake-openai";
import { createPgDatabase } from "../support/databases";

/**
 * A reply's stream must end even when the database never answers. A real lock makes it so:
 * another session holds the conversations table in ACCESS EXCLUSIVE mode (as a migration or a
 * stuck transaction would), so every read and write of it waits with no end. Before the chat
 * service bounded its read of the conversation, this reply never ended and the browser's
 * typing indicator stayed for ever.
 */
describe("chat reply while the conversations table is locked (PostgreSQL)", () => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const created = await createPgDatabase();
    url = created.url;
    drop = created.drop;
    server = await startServer({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  const say = (conversationId: string, message: string) =>
    fetch(`${server.url}/api/chat/ava`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ conversationId, message, history: [] }),
      // Only ends a test that would otherwise hang; the reply's own bounds are far below it.
      signal: AbortSignal.timeout(60_000),
    });

  it("still answers and ends the stream, says in the log why, and does not overwrite the conversation", async () => {
    const id = crypto.randomUUID();
    // The conversation exists first, with a detail the stand-in state would not know.
    expect((await readUiStream(await say(id, "hi I run a bakery in Decatur need a new site"))).text).toContain("bakery");

    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table chat_conversations in access exclusive mode");
      const started = Date.now();
      const res = await say(id, "How much does a website cost?");
      expect(res.status).toBe(200);
      const { text, chunks } = await readUiStream(res);
      expect(text).toContain("$2,500");
      expect(chunks.at(-1)?.type).toBe("finish");
      // Bounded by the read wait and the save wait, not by the lock.
      expect(Date.now() - started).toBeLessThan(30_000);
      await expect.poll(() => server.logs().some((l) => String(l.msg).startsWith("chat conversation could not be loaded"))).toBe(true);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }

    // With the lock gone the conversation carries on from what it had learned.
    const after = await readUiStream(await say(id, "what would you suggest for us"));
    expect(after.chunks.at(-1)?.type).toBe("finish");
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const { rows } = await check.query("select state, transcript from chat_conversations where id = $1", [`ava:${id}`]);
      expect(JSON.parse(rows[0].state).facts.business).toBe("bakery");
      const transcript = JSON.parse(rows[0].transcript) as { content: string }[];
      expect(transcript[0]?.content).toBe("hi I run a bakery in Decatur need a new site");
    } finally {
      await check.end();
    }
  });
});
