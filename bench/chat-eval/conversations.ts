/**
 * Scripted multi-turn conversations for the evaluation: Ava's built from visitor personas
 * in three styles (details last, details first, everything at once with a correction), and
 * Tina's (a product question, the demo, a booking; or questions and a sign-up). The facts
 * a reply must contain are read from content/, like the engine's.
 */
import { addOns, aiReceptionist, bundle, policies, site } from "../../content/site.ts";
import { demoBusiness } from "../../content/chat.ts";

export interface ScriptTurn {
  say: string;
  /** Text the reply must contain. */
  expect?: string[];
  /** A reply that may say it doesn't know (none of the scripts' questions should). */
  mayNotKnow?: boolean;
}

export interface ExpectedLead {
  name: string;
  email?: string;
  phone?: string;
  business?: string;
  services?: string[];
}

export interface Script {
  id: string;
  assistant: "ava" | "tina";
  turns: ScriptTurn[];
  /** The lead the conversation must leave, or null for none. */
  lead: ExpectedLead | null;
  /** Tina: replies from this turn on must be in the receptionist's role. */
  roleFrom?: number;
}

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const price = (id: string) => usd(addOns.find((a) => a.id === id)!.price);

interface Persona {
  first: string;
  last: string;
  opener: string;
  business: string;
  area: string;
  services: string[];
  phoneTyped: string;
  phone: string;
  email: string;
}

const P = (
  first: string,
  last: string,
  opener: string,
  business: string,
  area: string,
  services: string[],
  phoneTyped: string,
  phone: string,
  domain: string,
): Persona => ({
  first,
  last,
  opener,
  business,
  area,
  services,
  phoneTyped,
  phone,
  email: `${first.toLowerCase()}@${domain}`,
});

const personas: Persona[] = [
  P(
    "Dana",
    "Wells",
    "Hi, I run a bakery in Decatur and need a new website",
    "bakery",
    "Decatur",
    ["Website Design"],
    "(770) 555-0111",
    "(770) 555-0111",
    "sugarmaple.com",
  ),
  P(
    "Luis",
    "Ortiz",
    "i own an auto repair shop in smyrna, need a logo and a site",
    "auto repair shop",
    "Smyrna",
    ["Logo Design", "Website Design"],
    "7705550122",
    "(770) 555-0122",
    "luisauto.com",
  ),
  P(
    "Keisha",
    "Moore",
    "we have a small cleaning company in marietta and need branding",
    "cleaning company",
    "Marietta",
    ["Branding"],
    "404.555.0133",
    "(404) 555-0133",
    "sparklehome.co",
  ),
  P(
    "Marcus",
    "Bell",
    "my hvac company needs a website that gets calls",
    "hvac company",
    "Atlanta",
    ["Website Design"],
    "+1 678 555 0144",
    "(678) 555-0144",
    "bellhvac.com",
  ),
  P(
    "Priya",
    "Shah",
    "I'm opening a med spa in buckhead and need a logo",
    "spa",
    "Buckhead",
    ["Logo Design"],
    "404-555-0155",
    "(404) 555-0155",
    "glowspa.com",
  ),
  P(
    "Andre",
    "Wallace",
    "we do pressure washing in alpharetta, need a site and logo",
    "pressure washing company",
    "Alpharetta",
    ["Website Design", "Logo Design"],
    "(678)555-0166",
    "(678) 555-0166",
    "clearline.net",
  ),
  P(
    "Tasha",
    "Reed",
    "just opened a nail salon in east point and want a website",
    "nail salon",
    "East Point",
    ["Website Design"],
    "470 555 0177",
    "(470) 555-0177",
    "tashanails.com",
  ),
  P(
    "Jay",
    "Carter",
    "i got a barbershop in college park need a logo and business cards",
    "barbershop",
    "College Park",
    ["Logo Design", "Print"],
    "4045550188",
    "(404) 555-0188",
    "fadeplug.com",
  ),
  P(
    "Maria",
    "Lopez",
    "we make candles and want to sell them online",
    "candle business",
    "Atlanta",
    ["Online Store"],
    "770-555-0199",
    "(770) 555-0199",
    "kindredcandles.co",
  ),
  P(
    "Tom",
    "Brooks",
    "my landscaping company in roswell needs a website",
    "landscaping company",
    "Roswell",
    ["Website Design"],
    "678.555.0210",
    "(678) 555-0210",
    "brookslawn.net",
  ),
  P(
    "Grace",
    "Kim",
    "I run a tutoring business in sandy springs and need a new logo",
    "tutoring business",
    "Sandy Springs",
    ["Logo Design"],
    "(404) 555-0221",
    "(404) 555-0221",
    "brightpath.org",
  ),
  P(
    "Diego",
    "Ruiz",
    "we opened a taqueria in midtown and need social media help",
    "restaurant",
    "Midtown",
    ["Social Media"],
    "404 555 0232",
    "(404) 555-0232",
    "tacosdiego.com",
  ),
  P(
    "Mei",
    "Chen",
    "i have a photography business and need a website and seo",
    "photography studio",
    "Decatur",
    ["Website Design", "SEO"],
    "7705550243",
    "(770) 555-0243",
    "meichenphoto.com",
  ),
  P(
    "Jamal",
    "Okafor",
    "our law firm in buckhead wants a professional website",
    "law firm",
    "Buckhead",
    ["Website Design"],
    "(404)555-0254",
    "(404) 555-0254",
    "okaforlaw.com",
  ),
  P(
    "Sofia",
    "Levy",
    "I own a boutique in smyrna and need branding and a site",
    "boutique",
    "Smyrna",
    ["Branding", "Website Design"],
    "678-555-0265",
    "(678) 555-0265",
    "sofialevy.shop",
  ),
  P(
    "Renee",
    "Thomas",
    "we run a daycare in marietta and need a logo and flyers",
    "daycare",
    "Marietta",
    ["Logo Design", "Print"],
    "770.555.0276",
    "(770) 555-0276",
    "littlesprouts.org",
  ),
  P(
    "Chris",
    "Nguyen",
    "my plumbing company needs to show up on google",
    "plumbing company",
    "Alpharetta",
    ["SEO"],
    "+1 (470) 555-0287",
    "(470) 555-0287",
    "nguyenplumbing.com",
  ),
  P(
    "Aisha",
    "Johnson",
    "im a realtor in decatur and want a website",
    "real estate agency",
    "Decatur",
    ["Website Design"],
    "4045550298",
    "(404) 555-0298",
    "aishahomes.com",
  ),
  P(
    "Ben",
    "Foster",
    "I run a gym in midtown, need a full brand and website",
    "gym",
    "Midtown",
    ["Branding", "Website Design"],
    "(678) 555-0309",
    "(678) 555-0309",
    "fosterfit.com",
  ),
  P(
    "Nina",
    "Patel",
    "i have a food truck and our instagram looks bad",
    "food truck",
    "Atlanta",
    ["Social Media"],
    "404-555-0310",
    "(404) 555-0310",
    "ninaseats.com",
  ),
];

/** Questions visitors ask mid-conversation, with the fact the answer must contain. */
const questions: [string, string][] = [
  ["how much for a logo and website", usd(bundle.price)],
  ["how long does a website take", policies.timelines.website],
  ["do you do business cards too", price("print-bundle")],
  ["can i get a refund if i change my mind", `${policies.refundWindowHours} hours`],
  ["do yall do seo", `${price("monthly-seo")}/month`],
  ["whats included in the bundle", "Brand guide"],
  ["when can you start", policies.projectStart],
  ["what about hosting after the first year", price("lifetime-hosting")],
  ["how many revisions do i get", `${policies.revisionRounds} rounds`],
  ["can i talk to a human", site.phone],
];

function avaScripts(): Script[] {
  const scripts: Script[] = [];
  personas.forEach((p, i) => {
    const [q1, f1] = questions[i % questions.length]!;
    const [q2, f2] = questions[(i + 3) % questions.length]!;
    const lead = { name: `${p.first} ${p.last}`, email: p.email, phone: p.phone, business: p.business, services: p.services };
    // Details last, each on its own, answered when asked.
    scripts.push({
      id: `ava-${i + 1}-a`,
      assistant: "ava",
      turns: [{ say: p.opener }, { say: q1, expect: [f1] }, { say: `I'm ${p.first} ${p.last}` }, { say: p.phoneTyped }, { say: p.email }],
      lead,
    });
    // A question first, a bare name, then email and phone in one message, then a correction.
    const corrected = `${p.first.toLowerCase()}.${p.last.toLowerCase()}@${p.email.split("@")[1]}`;
    scripts.push({
      id: `ava-${i + 1}-b`,
      assistant: "ava",
      turns: [
        { say: q2, expect: [f2] },
        { say: "i'd like a quote" },
        { say: p.first.toLowerCase() },
        { say: `${p.email} and ${p.phoneTyped}` },
        { say: p.opener },
        { say: `actually my email is ${corrected}` },
      ],
      lead: { ...lead, name: p.first, email: corrected },
    });
    // Everything in the first message, then a question.
    scripts.push({
      id: `ava-${i + 1}-c`,
      assistant: "ava",
      turns: [{ say: `${p.opener}. this is ${p.first}, ${p.phoneTyped}` }, { say: q1, expect: [f1] }, { say: `email is ${p.email}` }],
      lead: { ...lead, name: p.first },
    });
  });
  return scripts;
}

const productQuestions: [string, string][] = [
  ["Can it book appointments into my calendar?", "Appointment Booking"],
  ["does it answer phone calls", "24/7"],
  ["what does it cost after the trial", usd(aiReceptionist.monthlyPrice)],
  ["does it work nights and weekends", "24/7"],
  ["can i cancel anytime", "billing cycle"],
  ["how does the free trial work", aiReceptionist.setupWithin],
  ["whats included", "Backend dashboard"],
  ["does it collect leads", "transcript"],
  ["are you a real person", "AI receptionist"],
  ["how does it work", "Tell Us About Your Business"],
];

function tinaScripts(): Script[] {
  const scripts: Script[] = [];
  // The sample plumbing company of the demo page: a caller's problem, a pick among its visit windows, a name and a number.
  const problems = ["the water heater is leaking into the garage", "my kitchen sink is clogged again", "the upstairs toilet keeps running"];
  const picks: [string, string][] = demoBusiness.openSlots.map((s, i) => [
    ["8 to 10 please", "10 to noon works", "thursday afternoon is best"][i]!,
    s.label,
  ]);
  personas.slice(0, 10).forEach((p, i) => {
    const [q, fact] = productQuestions[i % productQuestions.length]!;
    const [pick, label] = picks[i % picks.length]!;
    scripts.push({
      id: `tina-${i + 1}-demo`,
      assistant: "tina",
      turns: [
        { say: q, expect: [fact] },
        { say: "ok show me a demo", expect: [demoBusiness.name] },
        i % 2 ? { say: "are you licensed", expect: ["licensed and insured"] } : { say: "what are your hours", expect: ["Monday to Friday"] },
        { say: `${problems[i % problems.length]}, can someone come out`, expect: ["Which works better"] },
        { say: pick, expect: [`${label[0]!.toUpperCase()}${label.slice(1)} it is`] },
        { say: `${p.first}, ${p.phoneTyped}`, expect: [`booked for ${label}`] },
      ],
      lead: null,
      roleFrom: 1,
    });
    const [q2, fact2] = productQuestions[(i + 4) % productQuestions.length]!;
    scripts.push({
      id: `tina-${i + 1}-signup`,
      assistant: "tina",
      turns: [{ say: q, expect: [fact] }, { say: q2, expect: [fact2] }, { say: `sounds good, I'm ${p.first} ${p.last}, reach me at ${p.email}` }],
      lead: { name: `${p.first} ${p.last}`, email: p.email },
    });
  });
  return scripts;
}

export const scripts: Script[] = [...avaScripts(), ...tinaScripts()];
