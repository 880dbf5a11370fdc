/**
 * Talk to the built-in engine from the terminal, one conversation, each argument a message:
 * shows the classifier's guess, the intent answered and the reply.
 *
 *   node bench/chat-eval/talk.ts ava "hi I run a bakery in Decatur need a new site" "this is Luis"
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import type * as NluModule from "../../app/services/chat-nlu.server.ts";
import type * as DialogueModule from "../../app/services/chat-dialogue.server.ts";
import type * as StateModule from "../../app/domain/chat-state.ts";

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL("../..", import.meta.url)),
  logLevel: "error",
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
});
const nlu = (await vite.ssrLoadModule("/app/services/chat-nlu.server.ts")) as typeof NluModule;
const { respond, unknownTopicWords } = (await vite.ssrLoadModule("/app/services/chat-dialogue.server.ts")) as typeof DialogueModule;
const { emptyState } = (await vite.ssrLoadModule("/app/domain/chat-state.ts")) as typeof StateModule;
const [assistant, ...messages] = process.argv.slice(2);
if (assistant !== "ava" && assistant !== "tina") throw new Error('usage: talk.ts ava|tina "message" ["message" …]');
let state = emptyState();
for (const message of messages) {
  const guess = await (await nlu.classifierFor(assistant)).classify(message);
  const reply = await respond(assistant, state, message);
  state = reply.state;
  const strange = unknownTopicWords(assistant, message);
  console.log(
    `> ${message}\n  [classifier ${guess.intent} ${guess.score.toFixed(2)} → answered as ${reply.intent}${strange.length ? `; words it does not know: ${strange.join(", ")}` : ""}]\n  ${reply.text}\n`,
  );
}
await vite.close();
