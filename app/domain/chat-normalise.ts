/**
 * How people type in a chat box, rewritten to the words the intent classifier was trained
 * on: texting shorthand ("u", "ur", "yall", "wanna"), stretched letters ("heyyy",
 * "sooo"), and the few Spanish words a bilingual visitor mixes in ("hola", "gracias",
 * "cuanto cuesta"). Applied to the training corpus and to every message alike, so the
 * classifier learns the meaning once, whatever the spelling. Pure and browser-safe.
 */

/** Whole words (or short phrases) and what they stand for. Lower case. */
const SHORTHAND: readonly (readonly [string, string])[] = [
  // Spanish greetings, thanks and price questions
  ["buenas tardes", "good afternoon"],
  ["buenos dias", "good morning"],
  ["buenas", "hello"],
  ["hola", "hello"],
  ["gracias", "thanks"],
  ["muchas gracias", "thanks"],
  ["por favor", "please"],
  ["cuanto cuesta", "how much is"],
  ["cuanto cobran", "how much do you charge"],
  ["cuanto", "how much"],
  ["precio", "price"],
  ["adios", "bye"],
  ["necesito", "i need"],
  ["tengo", "i have"],
  ["mi negocio", "my business"],
  ["pagina web", "website"],
  ["sitio web", "website"],
  // texting shorthand
  ["tysm", "thank you so much"],
  ["tyvm", "thank you very much"],
  ["thnx", "thanks"],
  ["thanx", "thanks"],
  ["thks", "thanks"],
  ["thku", "thank you"],
  ["pls", "please"],
  ["plz", "please"],
  ["ppl", "people"],
  ["bc", "because"],
  ["cuz", "because"],
  ["rn", "right now"],
  ["asap", "as soon as possible"],
  ["idk", "i don't know"],
  ["imo", "i think"],
  ["btw", "by the way"],
  ["w/", "with"],
  ["w/o", "without"],
  ["u", "you"],
  ["ya", "you"],
  ["yall", "you"],
  ["y'all", "you"],
  ["you all", "you"],
  ["you guys", "you"],
  ["ur", "your"],
  ["r", "are"],
  ["n", "and"],
  ["k", "ok"],
  ["kk", "ok"],
  ["okay", "ok"],
  ["wanna", "want to"],
  ["gonna", "going to"],
  ["alot", "a lot"],
  ["gotta", "have to"],
  ["lemme", "let me"],
  ["gimme", "give me"],
  ["wat", "what"],
  ["wats", "what is"],
  ["whats", "what is"],
  ["what's", "what is"],
  ["hows", "how is"],
  ["how's", "how is"],
  ["im", "i am"],
  ["i'm", "i am"],
  ["ive", "i have"],
  ["i've", "i have"],
  ["id", "i would"],
  ["i'd", "i would"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["cant", "can't"],
  ["wont", "won't"],
  ["isnt", "isn't"],
  ["thats", "that is"],
  ["that's", "that is"],
  ["theres", "there is"],
  ["there's", "there is"],
  ["helo", "hello"],
  ["hellow", "hello"],
  ["heya", "hey"],
  ["sup", "hey"],
  ["wassup", "hey"],
  ["whats up", "hey"],
  ["whats good", "hey"],
  ["what is good", "hey"],
  ["what is up", "hey"],
  ["howdy", "hello"],
  ["yo", "hey"],
  ["bet", "ok"],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const SORTED = [...SHORTHAND].sort((a, b) => b[0].length - a[0].length);
const PATTERN = new RegExp(`(?<![\\w'@.])(?:${SORTED.map(([from]) => escape(from)).join("|")})(?![\\w'@]|[./-]\\w)`, "g");
const BY_WORD = new Map(SHORTHAND);

/** Lower-cased text with shorthand written out and stretched letters squeezed ("heyyy" → "hey"). */
export function normaliseChatText(text: string): string {
  const lowered = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // Three or more of a letter is emphasis, never spelling: keep one ("sooo" → "so", "hellooo" → "hello").
    .replace(/([a-z])\1{2,}/g, "$1");
  return lowered.replace(PATTERN, (m) => BY_WORD.get(m) ?? m);
}
