/**
 * What a visitor's message says about them, the way small-business owners actually write:
 * contact details in any common format, a name given in passing, the kind of business,
 * the services wanted, when, for how much and where. Pure functions, so the server's
 * dialogue state, the evaluation set and the tests read messages the same way.
 */
import { site } from "#content/site.ts";
import { BUSINESS_KINDS } from "./chat-lexicon";

export interface Entities {
  email?: string;
  /** Normalised to (770) 555-0111. */
  phone?: string;
  name?: string;
  /** A business kind of the lexicon, singular ("bakery", "cleaning company"). */
  business?: string;
  services: ServiceName[];
  timeline?: string;
  budget?: string;
  area?: string;
}

/** The services a visitor can ask for, with the label a lead records. */
export const SERVICES = {
  logo: "Logo Design",
  website: "Website Design",
  branding: "Branding",
  social: "Social Media",
  seo: "SEO",
  print: "Print",
  ai: "AI Receptionist",
  app: "App Development",
  store: "Online Store",
  fixes: "Website Fixes",
} as const;
export type ServiceName = (typeof SERVICES)[keyof typeof SERVICES];

const SERVICE_PATTERNS: [ServiceName, RegExp][] = [
  [SERVICES.logo, /\b(?:logos?|logo ?design|loga|logoo|lgo|brand ?mark|wordmark|emblem)\b/i],
  [SERVICES.store, /\b(?:online (?:store|shop)|e-?commerce|ecom|shopify|sell\b[^.?!]{0,30}\bonline|web ?shop)\b/i],
  [SERVICES.website, /\b(?:web ?sites?|webiste|wesbite|websit|webste|site|webpage|web page|landing page|home ?page|web design)\b/i],
  [
    SERVICES.branding,
    /\b(?:branding|brand identity|brand kit|brand guide|rebrand(?:ing)?|new brand|brand package|brandin|full brand|personal brand|brand (?:refresh|strategy|overhaul))\b/i,
  ],
  [SERVICES.social, /\b(?:social(?: media)?|instagram|insta|ig|facebook|fb|tiktok|tik tok|linkedin)\b/i],
  [
    SERVICES.seo,
    /\b(?:seo|search engine|google ranking|rank (?:higher|on google)|shows? up on google|(?:found|find me|first page) (?:on|of) google|google (?:business )?profile|google maps)\b/i,
  ],
  [SERVICES.print, /\b(?:print|business cards?|(?<!credit |gift )cards|flyers?|letterhead|brochures?|menus?|signage|stationery)\b/i],
  [
    SERVICES.ai,
    /\b(?:ai (?:receptionist|agent|assistant|chat ?bot)s?|chat ?bots?|virtual receptionists?|answer(?:ing)? (?:my )?(?:calls|phones?)|ai (?:answer|pick up|take)|receptionists?)\b/i,
  ],
  [SERVICES.app, /\b(?:mobile app|an app|iphone app|android app|ios app|app (?:for|idea|development)|apps?)\b/i],
  [
    SERVICES.fixes,
    /\b(?:fix(?:es|ed|ing)?|broken|not working|doesn'?t work|does not work|isn'?t working|not loading|bugs?|slow|is down|update my (?:site|website)|repair (?:my|the|our) (?:site|website))\b/i,
  ],
];

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
/** US numbers: 7705550111, (770) 555-0111, 770.555.0111, 770-555-0111, +1 770 555 0111. */
const PHONE = /(?<![\d$])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/;

/** "dana at sugarmaple dot com": an address spelled out so that no form would take it. */
const DOT = String.raw`\s*(?:\bdot\b|\[dot\]|\(dot\))\s*`;
const DOT_OR_POINT = String.raw`\s*(?:\bdot\b|\[dot\]|\(dot\)|\.)\s*`;
const SPELLED_EMAIL = new RegExp(
  String.raw`\b([a-z0-9][a-z0-9._%+-]*(?:${DOT}[a-z0-9][a-z0-9._%+-]*)*)\s*(?:\bat\b|\[at\]|\(at\))\s*([a-z0-9-]+(?:${DOT_OR_POINT}[a-z0-9-]+)*?)${DOT_OR_POINT}(com|net|org|co|us|io|biz|info|edu|me)\b`,
  "i",
);

export function extractEmail(text: string): string | undefined {
  const written = EMAIL.exec(text)?.[0].replace(/\.$/, "");
  if (written) return written;
  const spelled = SPELLED_EMAIL.exec(text);
  if (!spelled) return undefined;
  const domain = spelled[2]!.replace(new RegExp(DOT_OR_POINT, "gi"), ".");
  const local = spelled[1]!.replace(new RegExp(DOT, "gi"), ".");
  const email = `${local}@${domain}.${spelled[3]}`.toLowerCase();
  return EMAIL.test(email) ? email : undefined;
}

export function extractPhone(text: string): string | undefined {
  const typed = text.replace(new RegExp(EMAIL.source, "gi"), " ");
  const m = PHONE.exec(typed) ?? PHONE.exec(digitsSpelled(typed));
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : undefined;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
/** "404 five five five 0123", "four oh four 555 0123": digits written as words, where they run with other digits. */
function digitsSpelled(text: string): string {
  return text.replace(
    /\b(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|\d+)[\s.-]+){2,}(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|\d+)\b/gi,
    (run) =>
      run
        .split(/[\s.-]+/)
        .map((w) => DIGIT_WORDS[w.toLowerCase()] ?? w)
        .join(""),
  );
}

/** Words that follow "I'm" without being a name. */
const NOT_NAMES = new Set(
  `a an the and or but so just really very not also still looking interested trying wondering thinking hoping
  planning needing wanting starting opening launching building running in on at from with about for of to ready
  new here there good great fine ok okay sure yes yeah yep no nope hi hello hey thanks thank please sorry curious
  calling reaching writing asking getting located based open closed busy done glad happy excited
  owner the owner ceo founder manager married single it this that what who how why when where which
  logo website site web branding brand business company shop store bakery salon restaurant cafe need want have
  has had would like love is are was were be been my your our their his her me we they you i
  contractor plumber realtor dentist lawyer photographer coach trainer baker barber stylist designer consultant
  atlanta decatur marietta buckhead midtown smyrna alpharetta
  super pretty kinda kind sort totally stuck lost confused tired frustrated overwhelmed unsure small local broke
  booked swamped slammed behind late early free available back home out away well bad alright over all
  btw lol lmao haha fyi tbh thx ty idk omg ngl fr
  urgent important quick easy awesome amazing cool nice perfect crazy expensive cheap ridiculous
  both either neither asap nvm nevermind bye byee next month months week weeks year years day days tomorrow today
  tonight soon later too much whats ur hours hosted wix wordpress squarespace shopify godaddy weebly email phone text
  number call nothing none idk dunno maybe nah k kk bet sounds thats that's its it's actually tryna finna gonna
  through thru yall y'all u you yesterday afternoon morning evening night weekend sign up me
  called named im i'm name names bundle package starter growth premium trial demo leaning
  ballpark tho though roughly estimate guess rough ballparks range rather prefer skip pass
  price prices pricey pricing cost costs quote hosting booking bookings support seo domain timeline revisions refund
  discount portfolio examples reviews payment payments monthly menu menus cards print
  changes change revision revisions help someone somebody more extra details info it them
  dumb stupid annoying useless whatever terrible awful trash garbage lame weird confusing wild ridiculous pointless slow`.split(/\s+/),
);

const capitalise = (w: string) => (w === w.toUpperCase() && w.length > 1 ? w[0] + w.slice(1).toLowerCase() : w[0]!.toUpperCase() + w.slice(1));

function cleanName(raw: string): string | undefined {
  const words = raw.trim().split(/\s+/).filter(Boolean).slice(0, 3);
  const kept: string[] = [];
  for (const w of words) {
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(w) || (NOT_NAMES.has(w.toLowerCase()) && !(TITLES.has(w.toLowerCase()) && !kept.length))) break;
    kept.push(capitalise(w));
  }
  // A title alone ("Dr") is not a name.
  if (kept.length === 1 && TITLES.has(kept[0]!.toLowerCase())) return undefined;
  if (!kept.length || kept.join(" ").length < 2) return undefined;
  return kept.join(" ");
}

/** Introductions that can only mean a name follows. */
const NAME_INTRO =
  /(?<!\b(?:business|company|shop|brand|store|domain|user|file|biz|husband'?s?|wife'?s?|partner'?s?|boss'?s?|son'?s?|daughter'?s?|mom'?s?|dad'?s?|manager'?s?)\s+)(?:\b(?:my name is|my name's|my names|my name|name's|name is|names|call me|this is|it's|its|it is|ask for)\s+|\bname\s*:\s*|(?<=(?:^|[,;.]\s*))name\s+)([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2})/iu;
/** "I'm Dana Wells": a name only when it is capitalised (or alone), since "I'm looking" is not. */
const IM_INTRO = /\b(?:[Ii]['’]?[Mm]|[Ii] [Aa][Mm])\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u;
/** "im dana wells", "i'm dana wells, 404-555-0100": written in lower case, a first and last name that end the clause. */
const IM_INTRO_LOWER =
  /\b(?:i['’]?m|i am)\s+([\p{L}][\p{L}'’-]*\s+[\p{L}][\p{L}'’-]*)\s*(?:$|[,.!;]|\s+(?:from|at|with|and|here)\b|\s+\(?\d|\s+\S+@)/iu;
/**
 * "hey its luis, i got a food truck", "this is dana.": a lower-case introduction that opens the
 * message (after a greeting at most) and whose one word ends the clause.
 */
const OPENING_INTRO =
  /^(?:(?:hi|hey|hello|yo|wassup|wasup|sup|what'?s up|whats up|hiya|howdy|good (?:morning|afternoon|evening))\b[\s,!.]*)?(?:this is|it['’]?s|it is)\s+([\p{L}][\p{L}'’-]*)\s*(?:$|[,.!;]|\s+(?:here|from|and|btw)\b)/iu;
const IM_SINGLE =
  /(?:^|[\s,!.])(?:hi|hey|hello|yo)?[\s,!]*\b(?:i['’]?m|i am)\s+([\p{L}][\p{L}'’-]+)(?:\s*[,.!;](?!\d)|\s*$|\s+(?=(?:my|and|from|at|here|with|btw|i|we)\b|\(?\d{3}|\S+@))/iu;
const HERE_INTRO = /^(?:[Hh]i|[Hh]ey|[Hh]ello)?[\s,!]*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+here\b/u;
/** "Jay, jay@fadeplug.com, 678-555-0190": a capitalised name leading contact details. */
const LEADING_NAME = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s*[,:-]\s*(?=[^,]*(?:@|\d{3}))|\s+(?=\(?\d{3}[\s.)-]|\S+@))/u;
const SIGN_OFF = /(?:^|\s)[-–—~]\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*$/u;

/** Words that open a reply without saying anything: "ok cool", "sure thing", "yes of course". */
const REPLY_FILLER =
  /^(?:(?:sure thing|thank you|of course|sounds good|no problem|sign me up|bet|hi|hey|hello|yo|sure|ok(?:ay)?|k|kk|yes|yeah|yep|yup|cool|great|nice|perfect|awesome|alright|thanks|thx|ty|np|lol|haha)\b[\s,!.]*)+/i;

/**
 * A person's name, when the message gives one. `expected` is true when the assistant has
 * just asked for it: then a bare reply ("Dana", "dana wells", "Dana, dana@x.com") counts.
 */
export function extractName(text: string, expected = false): string | undefined {
  const name = findName(text.replace(TITLE, "$1 "), expected);
  // "next month", "asap", "like 1500", "both": an answer to another question, not a name.
  if (name && expected && (extractTimeline(text) || extractBudget(text) || businessKind(name) || extractServices(name).length)) return undefined;
  return name;
}

/** "Dr. Patel": the title's dot is not the end of a sentence. */
const TITLE = /\b(Dr|Mr|Mrs|Ms|Prof)\.\s+(?=\p{Lu})/gu;
const TITLES = new Set(["dr", "mr", "mrs", "ms", "prof", "deacon", "pastor", "rev", "reverend", "minister", "elder", "bishop", "sister", "brother"]);

function findName(text: string, expected: boolean): string | undefined {
  const intro = NAME_INTRO.exec(text);
  if (intro) {
    // "this is for my bakery", "it's a bakery": the words after must look like a name.
    const name = cleanName(intro[1]!);
    const lead = intro[0].toLowerCase();
    const soft = /\b(?:this is|it'?s|its|it is)\b/.test(lead);
    if (name && (!soft || /^\p{Lu}/u.test(intro[1]!) || expected)) return name;
  }
  const opening = OPENING_INTRO.exec(text.trim());
  if (opening) {
    const name = cleanName(opening[1]!);
    if (name && !lexiconWord(opening[1]!)) return name;
  }
  const im = IM_INTRO.exec(text);
  if (im) {
    const name = cleanName(im[1]!);
    if (name) return name;
  }
  // "im luis, landscaping business in smyrna": one word after "im", ending the clause, that is no state or trade.
  const single = IM_SINGLE.exec(text);
  if (single && !/(?:ing|ed|ly)$/i.test(single[1]!) && !lexiconWord(single[1]!) && !extractArea(single[1]!)) {
    const name = cleanName(single[1]!);
    if (name) return name;
  }
  const lower = IM_INTRO_LOWER.exec(text);
  if (lower) {
    const name = cleanName(lower[1]!);
    if (name && name.split(" ").length === 2 && !lexiconWord(lower[1]!)) return name;
  }
  const leading = LEADING_NAME.exec(text.trim());
  if (leading) {
    const name = cleanName(leading[1]!);
    if (name && !lexiconWord(leading[1]!)) return name;
  }
  const here = HERE_INTRO.exec(text.trim());
  if (here) {
    const name = cleanName(here[1]!);
    if (name) return name;
  }
  const sign = SIGN_OFF.exec(text.trim());
  if (sign) {
    const name = cleanName(sign[1]!);
    if (name) return name;
  }
  if (expected) {
    // The reply to "What's your name?": the words before any contact detail or comma, after
    // any words that only answer the question ("ok cool. Marcus", "sure thing, Dana").
    const head =
      text
        .replace(new RegExp(EMAIL.source, "gi"), " ")
        .replace(PHONE, " ")
        .split(/[,;.!\n]|\band\b/i)
        .map((piece) =>
          piece
            .replace(REPLY_FILLER, "")
            .replace(/^\s*(?:ok(?:ay)?\s+)?(?:i['’]?m|i am|my name is|my name|name is|name|names|it['’]?s|its|this is)\s+/i, "")
            .replace(/\s+(?:actually|sorry|i meant|instead|lol)\s*$/i, "")
            .trim(),
        )
        .find(Boolean) ?? "";
    const words = head.split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 3 && words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) {
      const name = cleanName(head);
      if (name && name.split(" ").length === words.length && !lexiconWord(head)) return name;
    }
    // "…but im the one to call, jenny 770-555-3321": a lone word right before the number, after a comma.
    const beside = /(?:^|[,;]\s*)([\p{L}][\p{L}'’-]+)\s+(?=\(?\d{3}[\s.)-]*\d{3}[\s.-]?\d{4})/u.exec(text);
    if (beside) {
      const name = cleanName(beside[1]!);
      if (name && !lexiconWord(beside[1]!)) return name;
    }
  }
  return undefined;
}

/** True when the text is a business kind or a service rather than a name. */
function lexiconWord(text: string): boolean {
  return Boolean(businessKind(text)) || extractServices(text).length > 0;
}

/**
 * "I run a bakery", "my salon", "for our church": the business is the visitor's own.
 * Without such a cue, "do you do video production?" names a service, not their business.
 */
const OWNERSHIP =
  /\b(?:i|we)\b[^.?!]{0,25}\b(?:run|own|have|has|got|operate|started|start|starting|opening|open|launching|launch|am|are|is|do|manage|make|sell|bake|build|cook)\b|\bi['’]?m\b|\bwe['’]re\b|\b(?:just )?(?:opened|opening|started|starting|launched|launching)\b|\b(?:company|business|shop|firm|biz|studio)\s+here\b|\b(?:my|our)\b|\bfor (?:a|an)\b|\bbusiness\s*:|^\s*(?:a |an )?\S+(?:\s+\S+)?\s*$/i;

/** The visitor's kind of business, from a lexicon of small-business kinds and the words people use for them. */
export function extractBusiness(text: string, ctx: { expected?: boolean } = {}): string | undefined {
  if (!ctx.expected && !OWNERSHIP.test(text)) return undefined;
  return businessKind(text);
}

/** The business kind a text names, whoever's it is. */
export function businessKind(text: string): string | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9&' -]+/g, " ")} `;
  let best: { kind: string; at: number; len: number } | undefined;
  for (const [kind, words] of BUSINESS_KINDS) {
    for (const w of words) {
      const at = lower.search(new RegExp(`[ ]${w}(?:s|es)?[ ]`));
      if (at >= 0 && (!best || w.length > best.len)) best = { kind, at, len: w.length };
    }
  }
  return best?.kind;
}

export function extractServices(text: string): ServiceName[] {
  const found: ServiceName[] = [];
  for (const [name, pattern] of SERVICE_PATTERNS) if (pattern.test(text)) found.push(name);
  // "a site for my store" wants a website; only "online store" words mean e-commerce.
  if (found.includes(SERVICES.store) && /\b(?:online (?:store|shop)|web ?shop)\b/i.test(text)) {
    const i = found.indexOf(SERVICES.website);
    if (i >= 0 && !/\b(?:web ?site|webpage)\b/i.test(text)) found.splice(i, 1);
  }
  // "fix my logo" is a logo job; fixes mean a site that exists and is broken.
  if (found.includes(SERVICES.fixes) && !/\b(?:site|website|page|wix|squarespace|wordpress)\b/i.test(text)) {
    found.splice(found.indexOf(SERVICES.fixes), 1);
  }
  // "an app" inside "an appointment" is not an app.
  if (found.includes(SERVICES.app) && /\bappoint/i.test(text) && !/\b(?:mobile|iphone|android|ios) app\b/i.test(text)) {
    found.splice(found.indexOf(SERVICES.app), 1);
  }
  return found;
}

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|a couple(?: of)?|a few|couple|few|\\d+(?:-\\d+)?";
/** A month's name, "may" only where it cannot be the verb (the alternatives that use this say where). */
const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const TIMELINE = new RegExp(
  [
    "\\b(?:asap|a\\.s\\.a\\.p|as soon as possible|right away|urgent(?:ly)?|immediately|rush(?: job)?|yesterday lol)\\b",
    `\\b(?:in|within|by|under|next|about|around|in about|in the next)\\s+(?:${NUMBER_WORDS}|a|an)\\s+(?:days?|weeks?|wks?|months?|mos?)\\b`,
    `\\b(?:${NUMBER_WORDS})\\s+(?:days?|weeks?|wks?|months?)\\b`,
    "\\b(?:by|before|for)\\s+(?:the\\s+)?(?:end of (?:the |this |next )?(?:month|week|year|summer|spring|quarter)|next (?:week|month|year|spring|summer|fall)|(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?|christmas|the holidays|thanksgiving|(?:our|my) (?:grand )?opening|(?:the )?grand opening|launch)\\b",
    "\\b(?:next|this) (?:week|month|spring|summer|fall|winter|year)\\b",
    // "in march", "opening march 15", "we open second location june": a month, or a date in it.
    `\\b(?:in|on|until|til|till|open(?:s|ing)?(?: in| on)?|launch(?:ing)?(?: in| on)?)\\s+${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?\\b`,
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`,
    `(?<=\\b(?:open|opens|opening|launch|launching)\\b[^.?!]{0,25})\\b${MONTH}\\b`,
    "\\b(?:no rush|not in a rush|no hurry|flexible timeline|no deadline|take your time)\\b",
  ].join("|"),
  "i",
);

export function extractTimeline(text: string): string | undefined {
  const m = TIMELINE.exec(text);
  if (!m) return undefined;
  // "paid 3 weeks ago", "its been 2 days": time gone by, not a deadline.
  if (
    /^\s*ago\b/i.test(text.slice(m.index + m[0].length)) ||
    /\b(?:been|past|last|for the last|the|after|those|these)\s*$/i.test(text.slice(0, m.index))
  )
    return undefined;
  // Said back as a deadline: "open march 15" and "june" (after "we open…") are "by March 15", "by June".
  const said = m[0].trim().replace(/^(?:opens?|opening|launch(?:ing)?)\s+(?:in\s+|on\s+)?/i, "by ");
  return (new RegExp(`^${MONTH}\\b`, "i").test(said) ? `by ${said}` : said).replace(
    new RegExp(`\\b${MONTH}\\b`, "gi"),
    (month) => month[0]!.toUpperCase() + month.slice(1).toLowerCase(),
  );
}

const BUDGET = new RegExp(
  [
    "(?:under|below|less than|up to|max(?:imum)?|around|about|roughly|like|maybe|only|have|got|spend|budget(?: is| of)?:?)?\\s*\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?k?(?:\\s?(?:-|to)\\s?\\$?\\d[\\d,]*\\s?k?)?",
    "\\b\\d+(?:\\.\\d)?\\s?k\\b(?:\\s?(?:-|to)\\s?\\d+(?:\\.\\d)?\\s?k\\b)?",
    "\\b\\d[\\d,]{2,}\\s?(?:dollars|bucks|usd)\\b",
    "\\b(?:budget|spend|afford)\\b[^.?!\\d]{0,30}\\b\\d[\\d,]{2,}\\b",
    // "i only got like 1500 to spend": the amount comes first
    "\\b\\d[\\d,]{2,}\\b(?= ?(?:dollars |bucks )?(?:to spend|to work with|to invest|budget|for (?:the|this|my) (?:project|site|website|logo)|(?:is|would be|'?s) (?:my|our|the) budget))",
    "\\b(?:tight|small|limited|low|shoestring|big|flexible) budget\\b",
    // "we only have 1500 raised for it", "got like 2000": an amount they have, not a count of something.
    "\\b(?:only have|only got|have|got)\\s+(?:like |about |around |maybe )?\\d[\\d,]{2,}\\b(?!\\s*(?:years?|yrs?|months?|weeks?|days?|hours?|employees|staff|people|members|locations|pages|clients|customers|followers|subscribers|reviews|products|items|sq|square|%))",
    // "under a grand", "about 2 grand"
    "\\b(?:under|below|less than|about|around|like|only|maybe)?\\s*(?:a|one|two|three|four|five|\\d)\\s+grand\\b",
    // "what can i get for 500", "can u do it for 1500"
    "(?<=\\b(?:get|do(?: it| this| that| all that)?|done)\\s+for\\s+)\\$?\\d[\\d,]{2,}(?:\\s?k)?\\b|(?<=\\b(?:get|do(?: it| this| that)?|done)\\s+for\\s+)\\d+(?:\\.\\d)?\\s?k\\b",
  ].join("|"),
  "i",
);

/** A bare amount, in answer to "What budget do you have in mind?": "like 1500", "2k tops". */
const BARE_BUDGET =
  /^\s*(?:like|about|around|maybe|prob(?:ably)?|um+|uh+)?\s*(\$?\s?\d[\d,]{2,}|\$?\d+(?:\.\d)?\s?k)\s*(?:ish|or so|max|tops)?\s*[.!]*\s*$/i;

export function extractBudget(text: string, expected = false): string | undefined {
  const m = BUDGET.exec(text.replace(PHONE, " "));
  if (m) return m[0].trim();
  const bare = expected ? BARE_BUDGET.exec(text) : null;
  return bare ? bare[1]!.replace(/\s/g, "") : undefined;
}

/**
 * What the visitor has or does not want, left out of what they need: "i already have a logo just
 * need a website", "business cards only, no logo change".
 */
const NOT_NEEDED =
  /\b(?:(?:i|we)\s+)?(?:already\s+)?(?:have|got|own)\s+(?:a\s+|an\s+|my\s+|our\s+)?(?:logo|web ?site|site)\b|\bno\s+(?:logo|web ?site|site)\s+(?:change|changes|update|updates|redesign|redo)\b|\b(?:don'?t|dont|do not)\s+(?:really\s+|even\s+)?need\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:new\s+|fancy\s+|another\s+)?(?:logo|web ?site|site)\b|\b(?:the|my|our)\s+(?:logo|web ?site|site)\s+is\s+(?:fine|good|ok|okay|great)\b|(?<=\b(?:just|only)\s+(?:the\s+|a\s+)?(?:web ?site|site)\b[^.?!]{0,10})\bno\s+logo\b/gi;

/** The budget in whole dollars, when it names an amount (the top of a range). */
export function budgetAmount(budget: string): number | undefined {
  const grand = /\b(a|one|two|three|four|five|\d)\s+grand\b/i.exec(budget);
  if (grand) return (Number(grand[1]) || { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }[grand[1]!.toLowerCase()]!) * 1000;
  const amounts = [...budget.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?(k)?/gi)].map((m) => Number(m[1]!.replace(/,/g, "")) * (m[2] ? 1000 : 1));
  const valid = amounts.filter((n) => Number.isFinite(n) && n > 0);
  return valid.length ? Math.max(...valid) : undefined;
}

/** Neighbourhoods and towns of metro Atlanta visitors name, beyond the areas the site lists. */
const MORE_AREAS = [
  "Roswell",
  "Kennesaw",
  "Duluth",
  "Tucker",
  "Lawrenceville",
  "Dunwoody",
  "Brookhaven",
  "Chamblee",
  "Doraville",
  "Norcross",
  "Peachtree City",
  "Peachtree Corners",
  "Stone Mountain",
  "Lithonia",
  "Conyers",
  "Snellville",
  "Woodstock",
  "Canton",
  "Cumming",
  "Johns Creek",
  "Milton",
  "Vinings",
  "Austell",
  "Douglasville",
  "Fayetteville",
  "Stockbridge",
  "McDonough",
  "Forest Park",
  "Hapeville",
  "Kirkwood",
  "Inman Park",
  "Old Fourth Ward",
  "Virginia-Highland",
  "Virginia Highland",
  "West End",
  "Grant Park",
  "Little Five Points",
  "Poncey-Highland",
  "Cabbagetown",
  "Avondale Estates",
  "Clarkston",
  "Powder Springs",
  "Acworth",
  "Suwanee",
  "Buford",
  "Gainesville",
  "Newnan",
  "Mableton",
  "Union City",
  "East Atlanta",
  "East Atlanta Village",
  "College Park",
  "East Lake",
  "Summerhill",
  "Castleberry Hill",
  "Reynoldstown",
  "Ormewood Park",
  "Sandy Springs",
];
const AREAS = [...site.areaServed, ...MORE_AREAS].sort((a, b) => b.length - a.length);
const AREA_PATTERN = new RegExp(`\\b(?:${AREAS.map((a) => a.replace(/[-\s]/g, "[-\\s]?")).join("|")})\\b`, "i");

export function extractArea(text: string): string | undefined {
  const m = AREA_PATTERN.exec(text);
  if (!m) return undefined;
  const norm = (s: string) => s.toLowerCase().replace(/[-\s]/g, "");
  return AREAS.find((a) => norm(a) === norm(m[0])) ?? m[0];
}

/** Email and web addresses, typed or spelled out ("jo at gmail dot com", "www.sweetpeach.com"). */
const ADDRESSES =
  /\S+@\S+|\b\S+\s+at\s+\S+\s+dot\s+(?:com|net|org|co|io|biz|us|info)\b|\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|co|io|biz|us|info|studio|shop)\b\S*/gi;

/** Everything a message says, in one pass. */
export function extractEntities(text: string, ctx: { nameExpected?: boolean; businessExpected?: boolean; budgetExpected?: boolean } = {}): Entities {
  // An address's words are not what the visitor said of their business: "luis@bakery.com" is an email, not a bakery.
  const said = text.replace(ADDRESSES, " ");
  const e: Entities = { services: extractServices(said.replace(NOT_NEEDED, " ")) };
  const email = extractEmail(text);
  const phone = extractPhone(text);
  const name = extractName(said, ctx.nameExpected);
  const business = extractBusiness(said, { expected: ctx.businessExpected && said.trim() !== "" });
  const timeline = extractTimeline(said);
  const budget = extractBudget(text, ctx.budgetExpected);
  const area = extractArea(said);
  if (email) e.email = email;
  if (phone) e.phone = phone;
  if (name && !(area && name.toLowerCase() === area.toLowerCase())) e.name = name;
  if (business) e.business = business;
  if (timeline) e.timeline = timeline;
  if (budget) e.budget = budget;
  if (area) e.area = area;
  return e;
}
