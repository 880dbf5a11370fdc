import { describe, expect, it } from "vitest";
import { streamText } from "ai";
import { aiReceptionist, bundle, hostingRenewalPerYear, policies, promises } from "#content/site.ts";
import { avaChat, demoBusiness } from "#content/chat.ts";
import { unknownFigures } from "#app/domain/chat-figures.ts";
import { builtinAnswer, createBuiltinModel } from "./chat-builtin.server";
import { knowledge, knownFigures } from "./chat-knowledge.server";

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

/** Questions small-business owners ask, and the facts each answer must contain. */
const avaQuestions: [string, string[]][] = [
  ["How much does a website cost?", [usd(bundle.price), "one-time", bundle.timeline]],
  ["How much does it cost?", [usd(bundle.price)]],
  ["What's your cheapest package?", [usd(bundle.price)]],
  [
    "What's included in the bundle?",
    ["Six custom logo concepts", "Brand guide", "Social media kit for up to 3 platforms", "AI-search-optimized SEO"],
  ],
  ["How much for a logo?", ["$800", policies.timelines.logo]],
  ["How long does a logo take?", [policies.timelines.logo]],
  ["How long does a website take?", [policies.timelines.website]],
  ["how long does it take", [policies.timelines.logo, policies.timelines.website, policies.timelines.branding, bundle.timeline]],
  ["What does branding cost?", ["$500", "$800", "$2,500", "$5,000"]],
  ["What does a rebrand cost?", ["$2,500-$15,000", "6-10 weeks"]],
  ["Can you redesign my existing website?", ["$1,500-$5,000", "4-6 weeks", "30-day support"]],
  ["How many revisions do I get?", ["3 rounds", "hourly"]],
  ["Can I get a refund?", ["24 hours", "no work has started"]],
  ["What happens with hosting after the first year?", [usd(hostingRenewalPerYear), "$800"]],
  ["Do you do SEO?", ["AI-search-optimized SEO", "$250/month"]],
  ["Do you build mobile apps?", ["iOS", "Android", "custom quote"]],
  ["Can you build an AI chatbot for my business?", ["custom quote", `${aiReceptionist.trialDays} days`]],
  ["Is there a free demo?", [`${aiReceptionist.trialDays} days`, usd(aiReceptionist.monthlyPrice), aiReceptionist.setupWithin]],
  ["Do you work in Buckhead?", ["$3,000-$20,000+"]],
  ["Do you serve Marietta?", ["Marietta", "Atlanta"]],
  ["Where are you located?", ["Atlanta, GA"]],
  ["What add-ons do you have?", ["Extra Page $100 each", "Print Bundle $300", "Monthly SEO $250/month", "Lifetime Hosting $800"]],
  ["How much are extra pages?", ["$100"]],
  ["Do you offer support after launch?", ["$150/month", `${usd(policies.supportFrom)}/month`, "500 business cards"]],
  ["Can you manage my Instagram?", ["$800/month", "8 posts a month"]],
  ["How much are business cards?", ["$300"]],
  ["What's the price of brand strategy?", ["$3,000-$8,000", "$500", "$1,500", "$3,500"]],
  ["Do you build online stores?", ["consultation"]],
  ["When can you start?", [policies.projectStart]],
  ["Is the consultation free?", ["Free consultation", promises.replyWithin]],
  ["Do you offer discounts?", ["10%"]],
  ["Do you keep my files?", ["2 years"]],
  ["What services do you offer?", ["Branding & Identity", "App Design & Development", "quoted for each project"]],
  ["What do you do?", ["Branding & Identity"]],
  ["Can you help my bakery?", ["12 industries"]],
  ["What is your phone number?", ["(404) 555-0142"]],
  ["How much does a business card design cost?", ["$300"]],
  ["Can you fix my Wix site?", ["fix"]],
];

/** Questions the content does not answer: Ava says so and offers a follow-up. */
const unknownQuestions = [
  "Do you offer payment plans?",
  "Do you do video production?",
  "Do you accept credit cards?",
  "Who owns the copyright?",
  "Do you do wedding photography?",
  "Are you open on weekends?",
  "Can I pay in installments?",
];

describe("Ava's built-in engine", () => {
  it("is asked at least 30 questions", async () => {
    expect(avaQuestions.length).toBeGreaterThanOrEqual(30);
  });

  it.each(avaQuestions)("%s", async (question, facts) => {
    const answer = await builtinAnswer("ava", question, []);
    expect(answer.known, answer.text).toBe(true);
    for (const fact of facts) expect(answer.text, `answer to "${question}"`).toContain(fact);
    expect(unknownFigures(answer.text, knownFigures), answer.text).toEqual([]);
  });

  it.each(unknownQuestions)("says plainly it doesn't know: %s", async (question) => {
    const answer = await builtinAnswer("ava", question, []);
    expect(answer.known).toBe(false);
    expect(answer.text).toContain("I don't know that one for sure");
    expect(answer.text).toContain("team follow up");
  });

  it("asks the lead questions in turn and recognises the answers", async () => {
    const history = [{ type: "bot" as const, content: avaChat.greeting }];
    const a1 = await builtinAnswer("ava", "I'd like to get a quote", history);
    expect(a1.text).toContain(avaChat.askName);
    const h2 = [...history, { type: "user" as const, content: "I'd like to get a quote" }, { type: "bot" as const, content: a1.text }];
    const a2 = await builtinAnswer("ava", "Keisha Moore", h2);
    expect(a2.text).toBe(`Nice to meet you, Keisha Moore! ${avaChat.askEmail}`);
    const h3 = [...h2, { type: "user" as const, content: "Keisha Moore" }, { type: "bot" as const, content: a2.text }];
    const a3 = await builtinAnswer("ava", "keisha@example.com", h3);
    expect(a3.text).toBe(`Thanks, Keisha Moore! ${avaChat.askPhone}`);
    // An unprompted introduction counts too.
    expect((await builtinAnswer("ava", "My name is Luis", [])).text).toContain("Nice to meet you, Luis!");
  });

  it("offers a quote after a price, once", async () => {
    expect((await builtinAnswer("ava", "How much does a website cost?", [])).text).toContain(`a quote for you. ${avaChat.askName}`);
    const asked = [
      { type: "user" as const, content: "I'd like a quote" },
      { type: "bot" as const, content: `Sure. ${avaChat.askName}` },
    ];
    expect((await builtinAnswer("ava", "How much does a website cost?", asked)).text).not.toContain("a quote for you");
  });

  it("answers greetings and thanks", async () => {
    expect((await builtinAnswer("ava", "hi", [])).text).toMatch(/^Hi! I'm Ava/);
    expect((await builtinAnswer("ava", "thanks!", [])).text).toMatch(/^You're welcome/);
  });
});

const tinaQuestions: [string, string[]][] = [
  ["How much does it cost?", [usd(aiReceptionist.monthlyPrice), `${aiReceptionist.trialDays} days`]],
  ["How does the free trial work?", [`${aiReceptionist.trialDays}-day`, aiReceptionist.setupWithin, aiReceptionist.proposalWithin]],
  ["What's included?", ["Landing page", "Unlimited updates", "Hosting", "Backend dashboard"]],
  ["How does it work?", ["Tell Us About Your Business", "We Build Your Demo", "Test It for Free"]],
  ["Do you have results from real businesses?", ["Spotless Nest Cleaning Co.", "Sugar Maple Bakehouse", "Clearline Pressure Washing"]],
  ["Can I cancel anytime?", ["end of the current billing cycle"]],
  ["Are you a real person?", ["AI receptionist"]],
  ["What does an AI receptionist do?", ["24/7"]],
  ["Show me a demo", [demoBusiness.name, "plumbing company"]],
  ["What are your hours?", [demoBusiness.name, "Monday to Friday"]],
  ["Can someone come out tomorrow? The kitchen sink is leaking", [demoBusiness.openSlots[0].label, "Which works better"]],
];

describe("Tina's built-in engine", () => {
  it.each(tinaQuestions)("%s", async (question, facts) => {
    const answer = await builtinAnswer("tina", question, []);
    for (const fact of facts) expect(answer.text, `answer to "${question}"`).toContain(fact);
    expect(unknownFigures(answer.text, knownFigures), answer.text).toEqual([]);
  });

  it("says plainly what it doesn't know", async () => {
    const answer = await builtinAnswer("tina", "Do you integrate with Salesforce?", []);
    expect(answer.known).toBe(false);
    expect(answer.text).toContain("I'm not sure about that one");
  });
});

describe("the knowledge and the built-in model", () => {
  it("every passage states only figures the content states", async () => {
    for (const doc of [...knowledge.ava, ...knowledge.tina]) {
      expect(unknownFigures(doc.text, knownFigures), doc.id).toEqual([]);
    }
  });

  it("streams its answer through the AI SDK word by word", async () => {
    const result = streamText({ model: createBuiltinModel("ava"), messages: [{ role: "user", content: "Do you build mobile apps?" }] });
    const parts: string[] = [];
    for await (const delta of result.textStream) parts.push(delta);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.join("")).toBe((await builtinAnswer("ava", "Do you build mobile apps?", [])).text);
  });
});
