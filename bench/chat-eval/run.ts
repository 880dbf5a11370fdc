/**
 * The chat evaluation, on the dated files of bench/chat-eval/data/ (labelled as LABELS.md says,
 * written by people who never read the engine, and never trained on):
 * - messages: commands (act and topic, in order) and acts alone, exactly right per message;
 *   entity F1 over the details given;
 * - stories: whole conversations through the dialogue manager: each turn answers what was
 *   asked (its commands understood, the figures it must mention said), no slot asked twice,
 *   the lead holds the final details (or there is none when none was given);
 * - invented figures in any reply, reply latency (p95) and the classifiers' training time.
 * The newest file of each kind is the headline; every older one is reported too.
 * Writes bench/results/chat-eval.md (and .json).
 *
 *   npm run bench:chat-eval            every data file
 *   npm run bench:chat-eval -- FILE…   only these (paths under bench/chat-eval/data/)
 *
 * CHAT_EVAL_DATA=dir reads another folder; CHAT_EVAL_MISSES=n lists n misses of the newest files;
 * CHAT_EVAL_DUMP=file.json writes every miss of every file (to compare two runs of the engine).
 */
import fs from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import type * as UnderstandModule from "#app/services/chat/understand.server.ts";
import type * as DialogueModule from "#app/services/chat/dialogue.server.ts";
import type * as StateModule from "#app/services/chat/state.server.ts";
import type * as ContextModule from "#app/services/chat/context.server.ts";
import type * as GuardModule from "#app/services/chat/figures.server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = process.env.CHAT_EVAL_DATA ?? path.join(import.meta.dirname, "data");
const vite = await createServer({ configFile: false, root, logLevel: "error", server: { middlewareMode: true, hmr: false }, appType: "custom" });
const load = <T>(p: string) => vite.ssrLoadModule(p) as Promise<T>;

const understandModule = await load<typeof UnderstandModule>("/app/services/chat/understand.server.ts");
const t0 = performance.now();
for (const a of ["ava", "tina", "tina-role"] as const) await understandModule.classifierFor(a);
const trainingMs = performance.now() - t0;
const { respond } = await load<typeof DialogueModule>("/app/services/chat/dialogue.server.ts");
const { emptyState, leadReady } = await load<typeof StateModule>("/app/services/chat/state.server.ts");
const { readMessage } = await load<typeof ContextModule>("/app/services/chat/context.server.ts");
const { inventedFigures } = await load<typeof GuardModule>("/app/services/chat/figures.server.ts");

type Assistant = "ava" | "tina" | "tina-role";
interface Message {
  assistant: Assistant;
  after?: string;
  text: string;
  commands: string[];
  entities: Record<string, string | number>;
}
interface StoryTurn {
  user: string;
  commands?: string[];
  entities?: Record<string, string | number>;
  mention?: string[];
}
interface Story {
  id: string;
  assistant: Assistant;
  persona?: string;
  turns: StoryTurn[];
  lead: { name?: string; email?: string; phone?: string } | null;
}

const requested = process.argv.slice(2).map((f) => path.basename(f));
const files = fs
  .readdirSync(dataDir)
  .filter((f) => (requested.length ? requested.includes(f) : true))
  .sort();

const digits = (v: string) => v.replace(/\D/g, "").slice(-10);
const ENTITY_KEYS = ["name", "email", "phone", "business", "need", "budget", "area", "problem", "time", "address", "timeline"];
function norm(key: string, value: unknown): string {
  const v = String(value).trim().toLowerCase();
  if (key === "phone") return digits(v);
  if (key === "budget") return String(Number(v.replace(/[^\d.]/g, "")));
  if (key === "need")
    return v
      .split(",")
      .map((s) => s.trim())
      .sort()
      .join(",");
  return v.replace(/[.,!?]+$/, "");
}
/** Words too general to tell two businesses or problems apart. */
const GENERIC = new Set([
  "shop",
  "store",
  "company",
  "business",
  "firm",
  "office",
  "studio",
  "practice",
  "clinic",
  "service",
  "services",
  "the",
  "and",
  "my",
  "our",
]);
const contentWords = (v: string) => v.split(" ").filter((w) => w.length > 2 && !GENERIC.has(w));
/**
 * Free-text details (a business kind, a problem, a time) match when one holds the other or they
 * share a telling word ("tattoo shop" and "tattoo studio"); an address by its house number.
 */
function same(key: string, expected: string, got: string): boolean {
  if (expected === got) return true;
  if (key === "address") return expected.split(" ")[0] === got.split(" ")[0];
  if (["business", "problem", "time", "timeline"].includes(key)) {
    if (got.length > 2 && (expected.includes(got) || got.includes(expected))) return true;
    const e = contentWords(expected);
    return contentWords(got).some((w) => e.includes(w));
  }
  return false;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");
const latencies: number[] = [];
/** Words in each reply of the conversations (a phone line holds about ten). */
const replyWords: number[] = [];
const invented: { file: string; reply: string; figures: string[] }[] = [];

interface MessageResult {
  file: string;
  total: number;
  commands: number;
  acts: number;
  tp: number;
  fp: number;
  fn: number;
  failures: { text: string; after?: string; expected: string[]; got: string[] }[];
  entityMisses: { text: string; key: string; expected: string; got?: string }[];
  byAssistant: Record<string, { total: number; commands: number }>;
}

async function evalMessages(file: string): Promise<MessageResult> {
  const lines = fs
    .readFileSync(path.join(dataDir, file), "utf8")
    .split("\n")
    .filter((l) => l.trim());
  const r: MessageResult = { file, total: 0, commands: 0, acts: 0, tp: 0, fp: 0, fn: 0, failures: [], entityMisses: [], byAssistant: {} };
  for (const line of lines) {
    const m = JSON.parse(line) as Message;
    const started = performance.now();
    // The message as the dialogue manager reads it: understood by the assistant in charge (Tina playing
    // the receptionist hands back to Tina when the owner speaks), then read against the question just asked.
    const asked = emptyState();
    if (m.assistant === "tina-role") {
      asked.roleplay = true;
      asked.role = m.after ? { asked: { [m.after]: 1 }, pending: m.after as never } : { asked: {} };
    } else if (m.after) {
      asked.pending = m.after as never;
      asked.asked = { [m.after]: 1 };
    }
    const u = await readMessage(m.assistant === "ava" ? "ava" : "tina", asked, m.text);
    latencies.push(performance.now() - started);
    const got = u.commands.map((c) => (c.topic ? `${c.act}:${c.topic}` : c.act));
    const expected = m.commands;
    const ok = got.length === expected.length && got.every((g, i) => g === expected[i]);
    const actsOk = got.length === expected.length && got.every((g, i) => g.split(":")[0] === expected[i]!.split(":")[0]);
    r.total++;
    const a = (r.byAssistant[m.assistant] ??= { total: 0, commands: 0 });
    a.total++;
    if (ok) {
      r.commands++;
      a.commands++;
    } else r.failures.push({ text: m.text, after: m.after, expected, got });
    if (actsOk) r.acts++;
    const predicted = u.entities as unknown as Record<string, unknown>;
    for (const key of ENTITY_KEYS) {
      const e = (m.entities ?? {})[key];
      const g = key === "need" ? ((predicted.need as string[]).length ? (predicted.need as string[]).join(",") : undefined) : predicted[key];
      if (e === undefined && (g === undefined || g === "")) continue;
      if (e !== undefined && g !== undefined && same(key, norm(key, e), norm(key, g))) r.tp++;
      else {
        if (e !== undefined) {
          r.fn++;
          r.entityMisses.push({ text: m.text, key, expected: String(e), got: g === undefined ? undefined : String(g) });
        }
        if (g !== undefined) {
          r.fp++;
          if (e === undefined) r.entityMisses.push({ text: m.text, key, expected: "(nothing)", got: String(g) });
        }
      }
    }
  }
  return r;
}

interface StoryResult {
  file: string;
  total: number;
  passed: number;
  turns: number;
  turnsOk: number;
  leadsExpected: number;
  leadsRight: number;
  staleLeads: number;
  failures: { id: string; why: string[]; transcript: string[] }[];
}

async function evalStories(file: string): Promise<StoryResult> {
  const stories = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Story[];
  const r: StoryResult = { file, total: 0, passed: 0, turns: 0, turnsOk: 0, leadsExpected: 0, leadsRight: 0, staleLeads: 0, failures: [] };
  for (const story of stories) {
    r.total++;
    const assistant = story.assistant === "ava" ? "ava" : "tina";
    let state = emptyState();
    const why: string[] = [];
    const transcript: string[] = [];
    const asked = new Map<string, number>();
    let demoStarted = false;
    for (const [i, turn] of story.turns.entries()) {
      // A Tina role-play story starts by asking for the demo, as a visitor would.
      if (story.assistant === "tina-role" && !demoStarted && i === 0) {
        const intro = await respond("tina", state, "show me a demo");
        state = intro.state;
        demoStarted = true;
      }
      const started = performance.now();
      const reply = await respond(assistant, state, turn.user);
      latencies.push(performance.now() - started);
      replyWords.push(reply.text.split(/\s+/).filter(Boolean).length);
      const known = state.facts;
      state = reply.state;
      transcript.push(`> ${turn.user}`, `< ${reply.text}`, `  [${reply.commands.map((c) => (c.topic ? `${c.act}:${c.topic}` : c.act)).join(", ")}]`);
      r.turns++;
      const turnWhy: string[] = [];
      const got = reply.commands.map((c) => ({ act: c.act as string, topic: c.topic }));
      for (const e of turn.commands ?? []) {
        const [act, topic] = e.split(":");
        if (act === "give") continue;
        if (!got.some((g) => g.act === act && (topic === undefined || g.topic === topic)))
          turnWhy.push(`turn ${i + 1}: "${e}" not answered (understood ${got.map((g) => (g.topic ? `${g.act}:${g.topic}` : g.act)).join(", ")})`);
      }
      for (const word of turn.mention ?? [])
        if (!reply.text.toLowerCase().includes(word.toLowerCase())) turnWhy.push(`turn ${i + 1}: reply does not mention "${word}"`);
      if (reply.asks) {
        const n = (asked.get(reply.asks) ?? 0) + 1;
        asked.set(reply.asks, n);
        const already = (known as unknown as Record<string, unknown>)[reply.asks];
        if (n > 1 || (already !== undefined && already !== "" && !(Array.isArray(already) && !already.length)))
          turnWhy.push(`turn ${i + 1}: asked for ${reply.asks} again`);
      }
      const figures = inventedFigures(reply.text);
      if (figures.length) {
        invented.push({ file, reply: reply.text, figures });
        turnWhy.push(`turn ${i + 1}: invented ${figures.join(", ")}`);
      }
      if (!turnWhy.length) r.turnsOk++;
      why.push(...turnWhy);
    }
    const f = state.facts;
    // The engine's own rule: Ava's lead needs a name (or a call back asked for) and a way to reach them; Tina's an email or a phone.
    const hasLead = leadReady(f, assistant);
    if (story.lead && (story.lead.email || story.lead.phone) && (assistant === "tina" || story.lead.name)) {
      r.leadsExpected++;
      const wrong: string[] = [];
      if (!hasLead) wrong.push("no lead");
      if (story.lead.email && f.email?.toLowerCase() !== story.lead.email.toLowerCase()) wrong.push(`email ${f.email} ≠ ${story.lead.email}`);
      if (story.lead.phone && digits(f.phone ?? "") !== digits(story.lead.phone)) wrong.push(`phone ${f.phone} ≠ ${story.lead.phone}`);
      if (story.lead.name && f.name?.toLowerCase() !== story.lead.name.toLowerCase()) wrong.push(`name ${f.name} ≠ ${story.lead.name}`);
      if (wrong.length) {
        why.push(`lead: ${wrong.join("; ")}`);
        if (hasLead) r.staleLeads++;
      } else r.leadsRight++;
    } else if (story.lead === null && hasLead && story.assistant === "tina-role") why.push("a role-play caller became a lead");
    if (why.length) r.failures.push({ id: story.id, why, transcript });
    else r.passed++;
  }
  return r;
}

const messageResults: MessageResult[] = [];
const storyResults: StoryResult[] = [];
for (const file of files) {
  if (file.startsWith("messages-") && file.endsWith(".jsonl")) messageResults.push(await evalMessages(file));
  else if (file.startsWith("stories-") && file.endsWith(".json")) storyResults.push(await evalStories(file));
}
await vite.close();

latencies.sort((a, b) => a - b);
const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
replyWords.sort((a, b) => a - b);
const wordsAt = (q: number) => replyWords[Math.floor(replyWords.length * q)] ?? 0;
const out: string[] = [
  "# Chat evaluation (built-in engine)",
  "",
  `Run with \`npm run bench:chat-eval\` on ${new Date().toISOString().slice(0, 10)}. Classifiers trained in ${trainingMs.toFixed(0)} ms; reply p95 ${p95.toFixed(1)} ms over ${latencies.length} replies; invented figures: ${invented.length}. Conversation replies: median ${wordsAt(0.5)} words, 90th percentile ${wordsAt(0.9)}, longest ${replyWords.at(-1) ?? 0}.`,
  "",
  "## Messages",
  "",
  "| file | messages | commands exact | acts exact | entity F1 | ava | tina | tina-role |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
];
for (const m of messageResults) {
  const precision = m.tp / Math.max(1, m.tp + m.fp);
  const recall = m.tp / Math.max(1, m.tp + m.fn);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const by = (a: string) => (m.byAssistant[a] ? pct(m.byAssistant[a].commands, m.byAssistant[a].total) : "-");
  out.push(
    `| ${m.file} | ${m.total} | ${pct(m.commands, m.total)} | ${pct(m.acts, m.total)} | ${f1.toFixed(3)} | ${by("ava")} | ${by("tina")} | ${by("tina-role")} |`,
  );
}
out.push(
  "",
  "## Conversations",
  "",
  "| file | stories | passed | turns answered | leads right | leads with a corrected-away value |",
  "| --- | --- | --- | --- | --- | --- |",
);
for (const s of storyResults)
  out.push(
    `| ${s.file} | ${s.total} | ${pct(s.passed, s.total)} | ${pct(s.turnsOk, s.turns)} | ${s.leadsRight}/${s.leadsExpected} | ${s.staleLeads} |`,
  );
out.push("", "## Misses (newest files)", "");
for (const m of messageResults.slice(-2)) {
  out.push(`### ${m.file}: commands`, "");
  for (const f of m.failures.slice(0, Number(process.env.CHAT_EVAL_MISSES ?? 80)))
    out.push(`- ${f.after ? `[after ${f.after}] ` : ""}"${f.text}": expected ${f.expected.join(", ")}; got ${f.got.join(", ")}`);
  out.push("", `### ${m.file}: entities`, "");
  for (const f of m.entityMisses.slice(0, Number(process.env.CHAT_EVAL_MISSES ?? 60)))
    out.push(`- "${f.text}": ${f.key} expected "${f.expected}", got ${f.got === undefined ? "nothing" : `"${f.got}"`}`);
  out.push("");
}
for (const s of storyResults.slice(-2)) {
  out.push(`### ${s.file}: conversations`, "");
  for (const f of s.failures.slice(0, 40)) out.push(`- **${f.id}**: ${f.why.join("; ")}`, "", "```", ...f.transcript, "```", "");
}
if (invented.length) out.push("## Invented figures", "", ...invented.map((i) => `- ${i.file}: ${i.figures.join(", ")} in "${i.reply}"`));
const report = out.join("\n") + "\n";
// Every miss of every file, for diagnosis (CHAT_EVAL_DUMP=path.json); the report lists the newest only.
if (process.env.CHAT_EVAL_DUMP)
  fs.writeFileSync(process.env.CHAT_EVAL_DUMP, JSON.stringify({ messages: messageResults, stories: storyResults }, null, 1));
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/chat-eval.md"), report);
fs.writeFileSync(
  path.join(root, "bench/results/chat-eval.json"),
  JSON.stringify(
    {
      trainingMs,
      p95,
      invented: invented.length,
      messages: messageResults.map(({ failures: _f, entityMisses: _e, ...m }) => m),
      stories: storyResults.map(({ failures: _f, ...s }) => s),
    },
    null,
    2,
  ),
);
console.log(report.split("## Misses")[0]);
