/**
 * Entity extraction figures: the time extractEntities takes per message (median and p95 over
 * rounds of a mixed set of owner and caller messages, after a warm-up), and the time to load
 * the module with its lookup maps.
 *
 *   node bench/chat-entities.ts [-- --rounds 2000]
 */
import { performance } from "node:perf_hooks";

const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const ROUNDS = at >= 0 ? Number(args[at + 1]) : 2000;

const loadStart = performance.now();
const { extractEntities } = await import("#app/services/chat/entities.server.ts");
const loadMs = performance.now() - loadStart;

const MESSAGES = [
  "how much is a logo",
  "hey its marcus i got a barbershop in kennesaw need a site asap number is 678 555 0101",
  "Hi! Im Keisha. We're a small dental office in Tucker, looking for a new website in about 6 weeks. $3,000 max. keisha@brightsmiles.com",
  "my name is dana by the way, dana wells",
  "jo@gmial.com sorry jo@gmail.com",
  "hi my name is tasha wells i own a nail salon in stone mountain and i need a logo and a website by christmas my budget is like two grand",
  "my water heater is leaking can someone come tomorrow morning, 221 Maple Ave SE, Smyrna",
  "ok. Jasmine",
];

for (let i = 0; i < 200; i++) for (const m of MESSAGES) extractEntities(m);
const perMessage: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const start = performance.now();
  for (const m of MESSAGES) extractEntities(m);
  perMessage.push((performance.now() - start) / MESSAGES.length);
}
perMessage.sort((a, b) => a - b);
const q = (p: number) => perMessage[Math.min(perMessage.length - 1, Math.floor(p * perMessage.length))]!;
console.log(`module load with lookup maps: ${loadMs.toFixed(1)} ms`);
console.log(
  `extractEntities per message over ${ROUNDS} rounds of ${MESSAGES.length}: median ${(q(0.5) * 1000).toFixed(0)} µs, p95 ${(q(0.95) * 1000).toFixed(0)} µs`,
);
