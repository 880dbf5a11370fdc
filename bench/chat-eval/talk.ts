/**
 * Talk to the built-in engine from the terminal, one conversation, each argument a message:
 * shows the commands each message was understood as, and the reply.
 *
 *   node bench/chat-eval/talk.ts ava "hi I run a bakery in Decatur need a new site" "this is Luis"
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import type * as DialogueModule from "#app/services/chat/dialogue.server.ts";
import type * as StateModule from "#app/services/chat/state.server.ts";

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL("../..", import.meta.url)),
  logLevel: "error",
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
});
const { respond } = (await vite.ssrLoadModule("/app/services/chat/dialogue.server.ts")) as typeof DialogueModule;
const { emptyState } = (await vite.ssrLoadModule("/app/services/chat/state.server.ts")) as typeof StateModule;
const [assistant, ...messages] = process.argv.slice(2);
if (assistant !== "ava" && assistant !== "tina") throw new Error('usage: talk.ts ava|tina "message" ["message" …]');
let state = emptyState();
for (const message of messages) {
  const reply = await respond(assistant, state, message);
  state = reply.state;
  const commands = reply.commands.map((c) => (c.topic ? `${c.act}:${c.topic}` : c.act)).join(", ");
  console.log(`> ${message}\n  [${commands}${reply.asks ? `; asks ${reply.asks}` : ""}]\n  ${reply.text}\n`);
}
console.log("facts:", JSON.stringify(state.facts), state.role ? `role: ${JSON.stringify(state.role)}` : "");
await vite.close();
