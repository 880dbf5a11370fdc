import { describe, expect, it } from "vitest";
import { avaChat, demoBusiness } from "#content/chat.ts";
import { aiReceptionist, bundle, policies, site } from "#content/site.ts";
import { serviceSections } from "#content/services.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { landingPages } from "#content/landing/index.ts";
import { unknownFigures } from "#app/domain/chat-figures.ts";
import { emptyState, type DialogueState } from "#app/domain/chat-state.ts";
import { conversationBrief, respond } from "./chat-dialogue.server";
import { brandTiers, knownFigures, type AssistantId } from "./chat-knowledge.server";

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

async function talk(assistant: AssistantId, messages: string[]) {
  let state: DialogueState = emptyState();
  const replies: string[] = [];
  for (const m of messages) {
    const r = await respond(assistant, state, m);
    state = r.state;
    replies.push(r.text);
    expect(unknownFigures(r.text, knownFigures), r.text).toEqual([]);
  }
  return { replies, state, last: replies[replies.length - 1]! };
}

const count = (replies: string[], line: string) => replies.filter((r) => r.includes(line)).length;

describe("Ava remembers", () => {
  it("never asks again for what was given, in any order", async () => {
    const { replies, state } = await talk("ava", [
      "Hi, I run a bakery in Decatur and need a new website",
      "I'm Dana Wells",
      "(770) 555-0111",
      "what does the bundle include",
      "dana@sugarmaple.com",
    ]);
    expect(replies[0]).toContain("bakery");
    expect(replies[0]).toContain(usd(bundle.price));
    expect(replies[1]).toContain("Nice to meet you, Dana Wells!");
    expect(count(replies, avaChat.askName)).toBeLessThanOrEqual(1);
    expect(replies.slice(3).some((r) => r.includes(avaChat.askPhone))).toBe(false);
    expect(state.facts).toMatchObject({
      name: "Dana Wells",
      phone: "(770) 555-0111",
      email: "dana@sugarmaple.com",
      business: "bakery",
      area: "Decatur",
    });
    expect(state.facts.services).toContain("Website Design");
    expect(count(replies, "passed your details")).toBe(1);
    expect(replies[4]).toContain("added that to your details");
  });

  it("says the visitor's kind of business back as a sentence would: an electrician, an HVAC company, a pet grooming business", async () => {
    const said = async (message: string) => (await talk("ava", [message])).replies[0]!;
    expect(await said("im an electrician in decatur need a website")).toContain("An electrician in Decatur, love it.");
    expect(await said("we're an hvac company in Marietta")).toContain("An HVAC company in Marietta, love it.");
    expect(await said("i do mobile dog grooming out of marietta")).toContain("A pet grooming business in Marietta, love it.");
    expect(await said("we do auto detailing in smyrna")).toContain("An auto detailing business in Smyrna, love it.");
    expect(await said("I run a bakery in Decatur")).toContain("A bakery in Decatur, love it.");
  });

  it("takes a name given after a word of assent, and says goodbye to a bare no", async () => {
    const { replies, state } = await talk("ava", ["need a logo for my landscaping biz", "ok cool. Marcus", "marcus@greenedge.co", "thx", "nope"]);
    expect(replies[0]).toContain(avaChat.askName);
    expect(replies[1]).toContain("Nice to meet you, Marcus!");
    expect(state.facts.name).toBe("Marcus");
    expect(count(replies, avaChat.askName)).toBe(1);
    expect(replies[4]).toContain("Thanks for stopping by!");
    expect(replies[4]).not.toContain("We offer");
  });

  it("asks what they need when told only what they do, and answers whether we work with a business like theirs", async () => {
    const told = await talk("ava", ["we do auto detailing in smyrna", "mostly a website i think"]);
    expect(told.replies[0]).toBe("An auto detailing business in Smyrna, love it. What do you need most: a logo, a website or a full brand?");
    expect(told.replies[1]).toContain(usd(bundle.price));
    expect(told.replies[1]).toContain(avaChat.askName);
    const asked = await talk("ava", ["Can you help my bakery?"]);
    expect(asked.replies[0]).toContain("12 industries");
    expect(asked.replies[0]).not.toContain("What do you need most");
  });

  it("hears a short answer for what it is: a timeline, a nod, a price objection, 'both', no email", async () => {
    const timeline = await talk("ava", ["need a logo", "next month", "Marcus"]);
    expect(timeline.replies[1]).toBe(`Noted: next month. ${avaChat.askName}`);
    expect(timeline.state.facts).toMatchObject({ timeline: "next month", name: "Marcus" });
    const nod = await talk("ava", ["need a logo", "sounds good"]);
    expect(nod.replies[1]).toBe(`Great! ${avaChat.askName}`);
    const objection = await talk("ava", ["need a logo", "thats too much"]);
    expect(objection.replies[1]).toMatch(/^Understood\. .*What budget do you have in mind\?$/);
    expect(objection.replies[1]).not.toContain(avaChat.askName);
    const both = await talk("ava", ["i run a bakery", "both"]);
    expect(both.replies[0]).toContain("What do you need most");
    expect(both.replies[1]).toContain("For a logo and a website together");
    const noEmail = await talk("ava", ["need a logo", "Dre", "i dont have email just text me", "404 555 0123"]);
    expect(noEmail.replies[2]).toBe(`No problem. ${avaChat.askPhone}`);
    expect(noEmail.replies[3]).toContain("passed your details");
    expect(count(noEmail.replies.slice(2), avaChat.askEmail)).toBe(0);
  });

  it("sends a client's own matter to the team rather than selling: a refund, a cancellation, a site that is down", async () => {
    const refund = await talk("ava", ["i paid for the bundle yesterday and want my money back", "ok how do i request it"]);
    expect(refund.replies[0]).toContain(policies.refundRule);
    expect(refund.replies[0]).toContain(site.email);
    expect(refund.replies[0]).not.toContain("AI receptionists");
    expect(refund.replies[1]).toContain(site.phone);
    expect(refund.replies[1]).not.toContain("quote");
    const cancel = await talk("ava", ["I want to cancel my AI receptionist"]);
    expect(cancel.replies[0]).toContain(policies.aiCancellation);
    expect(cancel.replies[0]).not.toContain("free for");
    const down = await talk("ava", [
      "hello i need help with my website it's down",
      "its hosted with yall",
      "can someone call me asap 404-555-0199",
      "Rita",
    ]);
    expect(down.replies[0]).toContain("Sorry your site is giving you trouble.");
    expect(down.replies[0]).not.toContain(usd(bundle.price));
    expect(down.replies[1]).not.toContain("Hosted");
    expect(down.replies[1]).not.toContain(usd(bundle.price));
    expect(down.state.facts).toMatchObject({ name: "Rita", phone: "(404) 555-0199" });
    // About their own matter: no "love it" for the business, no quote in the email question, and what follows is heard.
    const client = await talk("ava", ["i own a barbershop, i paid for the bundle yesterday and want my money back", "Rico", "yes yall built it"]);
    expect(client.replies[0]).not.toContain("love it");
    expect(client.replies[1]).toContain("What's the best email address for the team to reach you?");
    expect(client.replies[2]).toMatch(/^Got it, the team will see that\./);
    // Asking the policy is still a question about the policy.
    const policy = await talk("ava", ["can i get my money back"]);
    expect(policy.replies[0]).toContain(policies.refundRule);
    expect(policy.replies[0]).not.toContain(site.email);
  });

  it("answers what was asked, not a neighbouring topic", async () => {
    const first = async (...messages: string[]) => (await talk("ava", messages)).last;
    // Browsing is not a request for "just a logo"; neither is a logo with a website.
    expect(await first("just looking")).toMatch(/^No problem, take your time\./);
    expect(await first("website + logo, budget 3000")).not.toContain("just a logo");
    expect(await first("website + logo, budget 3000")).toContain("That fits the budget you mentioned.");
    // What they already have is not what they need.
    expect(await first("i already have a logo just need a website")).not.toContain("For a logo and a website together");
    expect(await first("i need business cards only, no logo change", "how much")).toMatch(/\bthe Print Bundle is \$300/i);
    // A change of mind replaces the need.
    const changed = await talk("ava", ["need a website for my pressure washing biz", "actually nvm just a logo for now", "how much"]);
    expect(changed.state.facts.services).toEqual(["Logo Design"]);
    expect(changed.last).not.toContain("For a logo and a website together");
    // A budget in answer to the budget question, and one said in a sentence.
    // For a website, a budget below the bundle is told so, not offered a package without a site.
    expect((await talk("ava", ["how much for a website", "thats too much", "like 1500"])).last).toMatch(
      /^A new website comes in The Launch-Ready Bundle at \$2,500 one-time, above that budget\./,
    );
    expect((await talk("ava", ["i want an app for my gym", "like 10k"])).last).toMatch(/^Apps are quoted for each project/);
    expect((await talk("ava", ["how much for a website", "like 1500 is my budget"])).state.facts.budget).toBe("1500");
    expect(await first("whats in the print bundle")).toMatch(/^The Print Bundle is \$300/);
    expect(await first("how long is the trial")).toContain(`${aiReceptionist.trialDays} days`);
    expect(await first("ok whats ur email ill send u my stuff")).toContain(site.email);
    // A rebrand's time is the rebrand's, not a new brand's.
    expect(await first("how much is a rebrand", "how long")).toMatch(/^A rebrand runs over 6-10 weeks\./);
    expect(await first("how much is a rebrand", "How long does a website take?")).toContain("websites 2-4 weeks");
  });

  it("answers a question about one of the services page's smaller items with that item, in the page's words", async () => {
    const first = async (...messages: string[]) => (await talk("ava", messages)).last;
    const item = (name: string) => serviceSections.flatMap((s) => s.items.map((i) => ({ ...i, section: s.title }))).find((i) => i.name === name)!;
    const said = (name: string) => `our ${name}: ${item(name).description[0]!.toLowerCase()}${item(name).description.slice(1)}`;
    for (const [message, name] of [
      ["do yall do newsletters", "Email Marketing Setup"],
      ["can you make invoice templates", "Invoice Templates"],
      ["do you do e-signature stuff", "E-Signature Setup"],
      ["can yall write the content for my site too?", "Website Copywriting"],
      ["can you set up a blog on my site", "Blog Setup"],
      ["can you help me get more google reviews", "Review Funnel with QR Codes"],
      ["do you make landing pages for facebook ads", "Ad Landing Page"],
      ["can you get me on yelp and other directories", "Directory Listings"],
      ["can you set up google analytics", "Analytics Setup"],
      ["can you make intake forms for my clients", "Intake Forms"],
      ["can you set up online booking", "Online Booking Setup"],
    ] as const) {
      const reply = await first(message);
      expect(reply, message).toMatch(new RegExp(`^Yes, that's ${said(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(reply, message).toContain(`It's part of our ${item(name).section} services.`);
      // No price of its own: the team quotes it, and the visitor is asked who they are.
      expect(reply, message).toContain("quote");
    }
    expect(await first("i need a qr code for my menu")).toMatch(/^We can help with that; it's our QR Code Design/);
    expect(await first("my site looks bad on phones")).toMatch(/^We can help with that; it's our Mobile-Only Optimization/);
    expect(await first("whats a review funnel")).toMatch(/^That's our Review Funnel with QR Codes/);
    // A logo and business cards: the Starter package, which has both, then the print bundle; not the print bundle alone.
    expect(await first("i need a logo and business cards")).toMatch(
      new RegExp(
        `^Our Starter brand package is ${lowerPrice(brandTiers.starter.price!).replace("$", "\\$")} and includes a logo, business cards[^.]*\\. The Print Bundle is \\$300`,
      ),
    );
    // The trial's end is the price of keeping the receptionist.
    for (const asked of ["what happens after the 3 days", "so what happens when the trial ends"])
      expect(await first("tell me about the ai receptionist", asked), asked).toMatch(
        new RegExp(`^After the ${aiReceptionist.trialDays} days, you can keep it for \\${usd(aiReceptionist.monthlyPrice)}/month`),
      );
    // A bigger need named with it comes first.
    expect(await first("i need a new website with a blog")).toMatch(/^A new website comes in The Launch-Ready Bundle/);
    // Said once the name is known, the quote goes to the email question.
    const later = await talk("ava", ["this is Luis", "do yall do newsletters"]);
    expect(later.last).toMatch(/Email Marketing Setup[^?]*What's the best email address to send your quote to\?$/);
  });

  it("follows what it just said: 'the 800 one', 'how much' after an item, 'ballpark', 'per month or one time', a fix instead of a new site", async () => {
    const starter = brandTiers.starter;
    // "The 800 one" after a logo is the Starter package; after social media management, that service.
    expect((await talk("ava", ["need a logo for my bakery", "whats the 800 one include"])).last).toMatch(
      new RegExp(`^Our Starter brand package is ${lowerPrice(starter.price!).replace("$", "\\$")} and includes a logo`),
    );
    const social = await talk("ava", ["how much is social media management", "what about the 800 one", "is that per month or one time"]);
    expect(social.replies[1]).toMatch(/^Social Media Management is \$800\/month: 8 posts a month/);
    expect(social.replies[2]).toMatch(/^Social Media Management is \$800\/month/);
    // A logo for less than the smallest package is not a "yes".
    const cheap = (await talk("ava", ["need a logo for my bakery", "is there a cheaper logo only option like 300"])).last;
    expect(cheap).not.toMatch(/^Yes/);
    expect(cheap).toMatch(/^Our smallest priced package is the Starter brand package/);
    // An item's price, and a ballpark for quoted work, are the team's to give.
    expect((await talk("ava", ["need email marketing set up for my bakery", "how much"])).last).toMatch(
      /^Email Marketing Setup has no set price of its own: the team quotes it/,
    );
    const app = await talk("ava", ["gym owner. want an app for my members", "how much does an app cost", "ballpark tho", "how long to build"]);
    expect(app.state.facts.name).toBeUndefined();
    expect(app.replies[2]).toMatch(/^An app is quoted for each project, so I'd rather not guess a ballpark/);
    expect(app.replies[3]).toMatch(/^An app's timeline depends on what it needs to do/);
    // Fixing the site they have is not a new website.
    const fix = await talk("ava", [
      "hi im looking for someone to redo my website its on wix and looks bad",
      "can u just fix it instead of a whole new one",
      "how much for that",
    ]);
    expect(fix.replies[1]).toMatch(
      /^Yes, we can work on the site you have instead of building a new one\. Our Fix & Upgrade services: DIY Website Fixes/,
    );
    expect(fix.replies[2]).toMatch(/^Fixes are quoted for your site/);
    expect(fix.replies[2]).not.toContain(`${bundle.name}:`);
  });

  it("starts the free demo for a visitor ready for the receptionist, and answers page counts, hosting's renewal and missed calls", async () => {
    const ai = await talk("ava", ["what does the ai receptionist do", "is there a free trial", "ok sign me up"]);
    expect(ai.replies[1]).toMatch(new RegExp(`^Yes: our free AI receptionist demo runs for ${aiReceptionist.trialDays} days`));
    expect(ai.replies[2]).toMatch(/^Great! Fill in the demo form on our free demo page/);
    expect(ai.replies[2]).not.toContain("Book the Bundle");
    expect((await talk("ava", ["can the ai thing answer my phone", "ok how do i start the trial"])).last).toMatch(/^Great! Fill in the demo form/);
    expect((await talk("ava", ["i miss alot of calls while im on jobs"])).last).toMatch(/^We build AI receptionists that answer calls/);
    // Pages: what the bundle's site has, and what a page more costs.
    expect((await talk("ava", ["how much for a 10 page website", "what about 15 pages"])).last).toMatch(
      /up to 5 main pages plus 5 subpages, for \$2,500 one-time\. Each page beyond those 10 is \$100\./,
    );
    for (const asked of ["is hosting free forever", "what happens after the first year"])
      expect((await talk("ava", [asked])).last, asked).toContain("hosting renews at $200 a year");
  });

  it("says why it asks for a name, takes no for an answer, and says when an email address is unfinished", async () => {
    const why = await talk("ava", ["need a logo for my nail salon", "why do u need my name", "rather not say", "how long does a logo take"]);
    expect(why.replies[1]).toMatch(/^So the team knows who they're writing to/);
    expect(why.replies[2]).toBe("No problem. What else can I help you with?");
    for (const r of why.replies.slice(1)) expect(r).not.toContain("What's your name?");
    const email = await talk("ava", ["plumber here, need a website", "Joe", "my email is joe.plumb@gmail"]);
    expect(email.last).toMatch(/^That email address looks unfinished \(joe\.plumb@gmail\)/);
    expect(email.state.facts.email).toBeUndefined();
    // Asked whether it is a person twice: the second time without the contact paragraph again.
    const bot = await talk("ava", ["is ava a real person", "are you ai"]);
    expect(bot.replies[0]).toMatch(/^I'm Ava, .*AI assistant\. For a person/);
    expect(bot.replies[1]).not.toContain(site.email);
    expect(bot.replies[1]).not.toMatch(/^As I said/);
  });

  it("answers the questions owners ask beside the price: paying, monthly or not, meeting, past work, deadlines, a small budget", async () => {
    const first = async (...messages: string[]) => (await talk("ava", messages)).last;
    // "cash app" is a way to pay, not an app to build; how to pay is not in the content, so the team says.
    const pay = await first("how much for a website", "do yall take cash app or zelle");
    expect(pay).not.toMatch(/^Yes/);
    expect(pay).toContain("I don't know that one for sure");
    expect(pay).toContain(site.phone);
    // "check" is a look at their site, not a way to pay.
    expect(await first("can you check my site and tell me whats wrong")).not.toContain("I don't know that one");
    expect(await first("how much for a website", "is it monthly or one time")).toMatch(/^The Launch-Ready Bundle is \$2,500 one-time, not monthly\./);
    // The receptionist's price while talking about it.
    expect(await first("we miss calls all the time when techs are out", "how much is it")).toContain(`$${aiReceptionist.monthlyPrice}/month`);
    // A menu is print work the team quotes, not the Print Bundle's $300.
    const menu = await first("how much for a menu design");
    expect(menu).toMatch(/^We can help with that; it's our Print Materials/);
    expect(menu).not.toContain("$300");
    // Where they are, without prices nobody asked about; meeting is the team's to arrange.
    const local = await talk("ava", ["are yall local", "can we meet in person"]);
    expect(local.replies[0]).toMatch(/^We're based in Atlanta/);
    expect(local.replies[0]).not.toContain("$");
    expect(local.replies[1]).toMatch(/^That's one for the team/);
    // Past work for their kind of business, from the portfolio.
    const truck = portfolioProjects.find((p) => p.industry === "Food truck")!;
    expect(await first("we have a food truck called Smokin Js", "need a logo", "yall done food trucks?")).toContain(`Yes: ${truck.title}`);
    // A date they must meet is heard, and one sooner than our quickest is flagged.
    expect(await first("food truck, need a logo", "we open march 15, can u make it")).toContain("You mentioned by March 15");
    expect(await first("plumbing company, want a website", "i need it in 10 days max")).toContain("quicker than our usual times");
    // A budget below every package gets what it can start with; a redesign budget is set against the redesign's range.
    expect(await first("budget is like 500 bucks")).toMatch(/^With that budget, you could start with a social media branding kit \(from \$400\)/);
    const church = await talk("ava", ["our church website is super outdated", "budget is tight, maybe 1500", "can you do a redesign for that"]);
    expect(church.replies[1]).toMatch(/^A website redesign runs \$1,500-\$5,000[^.]*\. That budget is at the start of that range/);
    expect(church.replies[2]).toMatch(/^A website redesign runs/);
  });

  it("gives a client's words when asked for reviews, the revisions for a logo they might hate, and takes a budget put as 'do it for'", async () => {
    const first = async (...messages: string[]) => (await talk("ava", messages)).last;
    const said = landingPages[0]!.testimonial;
    for (const asked of ["do you have reviews or testimonials", "what do other clients say"])
      expect(await first(asked), asked).toMatch(new RegExp(`^"${said.quote.slice(0, 30)}[^"]*" That's ${said.name}`));
    // Getting reviews of their own is the review funnel, not a testimonial.
    expect(await first("can you help me get more google reviews")).toMatch(/^Yes, that's our Review Funnel/);
    expect(await first("need a logo", "what if i hate the logo")).toMatch(new RegExp(`^${policies.revisionNote}`));
    const budget = await talk("ava", ["need a website for my salon", "can you do it for 2000"]);
    expect(budget.state.facts.budget).toBeDefined();
    expect(budget.last).toMatch(/^A new website comes in The Launch-Ready Bundle at \$2,500 one-time, above that budget/);
    // Texting preferred: never asked for an email.
    const text = await talk("ava", ["need a website", "Tasha", "text is best 470-555-0112"]);
    expect(text.last).toContain("I've passed your details");
    expect(text.last).not.toContain("email");
  });

  it("follows a project it named, and takes no insult, no husband's name and no missing phone as a reason to get details wrong", async () => {
    const dental = await talk("ava", [
      "dentist office in alpharetta, we want a kids friendly brand for a new pediatric practice",
      "have you done anything like that",
      "what did they get",
    ]);
    const sweetgum = portfolioProjects.find((p) => p.industry === "Pediatric dentistry")!;
    expect(dental.replies[1]).toMatch(new RegExp(`^Yes: ${sweetgum.title}`));
    expect(dental.replies[2]).toMatch(new RegExp(`^For ${sweetgum.client}: ${sweetgum.services[0]}[^.]*, over ${sweetgum.projectDuration}\\.`));
    // A past project's price is not published: said so, not the price of something else.
    const truck = await talk("ava", ["food truck owner here. need a menu design and maybe a wrap", "have you done food trucks", "how much was that"]);
    expect(truck.replies[0]).toMatch(/^We can help with that; it's our Print Materials/);
    expect(truck.last).toMatch(/^Our portfolio doesn't publish what each project cost\./);
    // An insult is not a name; "ask for bernice" is.
    const rude = await talk("ava", ["this is dumb, are you a real person", "404-555-6789 ask for bernice"]);
    expect(rude.replies[0]).not.toContain("Dumb");
    expect(rude.state.facts.name).toBe("Bernice");
    expect((await talk("ava", ["wat is the prise for a websit", "ok my name jose 7705551987"])).state.facts.name).toBe("Jose");
    const couple = await talk("ava", ["we need a logo", "my husbands name is tom but im the one to call, jenny 770-555-3321"]);
    expect(couple.state.facts.name).toBe("Jenny");
    expect(couple.state.facts.phone).toBe("(770) 555-3321");
    // No phone to give: the lead goes through on the email.
    const noPhone = await talk("ava", ["need website for my gym", "lol ok im marcus", "marcus@ironfit.com", "dont have a phone number just email"]);
    expect(noPhone.last).toContain("I've passed your details");
    expect(noPhone.last).not.toContain("phone number");
    expect((await talk("ava", ["how does the ai receptionist work with my phone line", "how much after trial"])).last).toMatch(
      /^After the 3 days, you can keep it for \$295\/month/,
    );
  });

  it("takes details however they come: a name beside its email, a number partly in words, an objection that is not a name", async () => {
    expect((await talk("ava", ["need a website", "name's Marcus marcus@fades.com"])).state.facts.name).toBe("Marcus");
    const spelled = await talk("ava", ["need a website", "its marcus btw", "u can text me at 404 five five five 0123"]);
    expect(spelled.state.facts.phone).toBe("(404) 555-0123");
    expect(spelled.last).not.toContain("AI receptionist");
    const pricey = await talk("ava", ["need a website for my barbershop", "pricey"]);
    expect(pricey.state.facts.name).toBeUndefined();
    expect(pricey.last).toMatch(/^Understood\./);
    expect((await talk("ava", ["hi im luis i run a bakery in decatur need a site"])).state.facts.name).toBe("Luis");
    expect((await talk("ava", ["tattoo shop"])).last).toMatch(/^A tattoo shop, love it\./);
  });

  it("does not read a business or a service into an email or web address", async () => {
    const { state, last } = await talk("ava", ["do yall do newsletters", "this is Luis", "luis@bakery.com"]);
    expect(state.facts.email).toBe("luis@bakery.com");
    expect(state.facts.business).toBeUndefined();
    expect(last).not.toContain("bakery");
    expect((await talk("ava", ["my name is Dee, dee@logo-lab.com"])).state.facts.services).toEqual([]);
  });

  it("says yes to what the receptionist does, says it is an AI when asked, and greets only a greeting", async () => {
    const ai = await talk("ava", ["tell me about the ai receptionist", "can it book appointments", "does it answer phone calls"]);
    expect(ai.replies[1]).toMatch(/^Yes: booking flows/);
    expect(ai.replies[2]).toMatch(/^Yes: it answers calls and chats 24\/7/);
    expect(ai.replies[2]).toContain(`${aiReceptionist.trialDays} days`);
    const bot = await talk("ava", ["r u a bot"]);
    expect(bot.last).toContain("I'm Ava, Canopy Creative's AI assistant.");
    expect(bot.last).toContain(site.phone);
    expect((await talk("ava", ["hellooo anyone there"])).last).toMatch(/^Hi! I'm Ava/);
    const tina = await talk("tina", ["hey i run a roofing company, do u book appointments", "my name is Carl, 770-555-0155", "yes tuesday morning"]);
    expect(tina.last).not.toMatch(/^Hi! I'm Tina/);
  });

  it("takes a bare name once asked for it, whatever it asked last, and keeps a price when it repeats itself", async () => {
    const named = await talk("ava", ["need catering site", "like 2k", "next month", "Marcus"]);
    expect(named.state.facts.name).toBe("Marcus");
    expect(named.last).toContain("Nice to meet you, Marcus!");
    const both = await talk("ava", ["how much is a logo", "how much for a website", "ok do both"]);
    expect(both.last).toContain("For a logo and a website together");
    const ai = await talk("ava", ["tell me about the ai receptionist", "how much is it", "how much"]);
    expect(ai.last).toContain(`$${aiReceptionist.monthlyPrice}/month`);
    // A calendar it was never said to work with is not a yes.
    expect((await talk("ava", ["tell me about the ai receptionist", "does it work with my google calendar"])).last).not.toMatch(/^Yes/);
    const email = await talk("ava", ["need a logo", "Tasha", "email is jo dot smith at gmail dot com"]);
    expect(email.state.facts.email).toBe("jo.smith@gmail.com");
    expect((await talk("ava", ["whats your name"])).last).toMatch(/^I'm Ava/);
  });

  it("hears what they do not need, a decision, and a price objection said mildly", async () => {
    const first = async (...messages: string[]) => (await talk("ava", messages)).last;
    for (const m of ["we dont really need a new logo tho the logo is fine, need a website", "just the website no logo, i have a logo"]) {
      const reply = await first(m);
      expect(reply, m).not.toContain("just a logo");
      expect(reply, m).not.toContain("For a logo and a website together");
    }
    expect(await first("need a website", "ok i think ill go w the bundle")).toContain('"Book the Bundle" on our home page');
    expect(await first("800 for a logo is kinda steep")).toMatch(/^Understood\./);
    expect(await first("thanks so much")).toMatch(/^You're welcome!/);
    // An AI receptionist is not said to answer texts, which nothing says it does.
    expect(await first("tell me about the ai receptionist", "can it answer texts too")).not.toMatch(/^Yes/);
    expect(await first("i run a yoga studio in decatur")).toContain("A yoga studio in Decatur, love it.");
    // The same long answer is not given twice running, word for word.
    const again = await talk("ava", ["whats the difference between the bundle and the brand packages", "which one has a website"]);
    expect(again.replies[1]).toMatch(/^As I said: the Launch-Ready Bundle is \$2,500 one-time/);
    expect(again.replies[1]!.length).toBeLessThan(again.replies[0]!.length / 2);
  });

  it("takes a bare reply to its name question, and a bare 10-digit number", async () => {
    const { replies, state } = await talk("ava", ["I'd like a quote", "dana", "7705550111"]);
    expect(replies[0]).toContain(avaChat.askName);
    expect(state.facts.name).toBe("Dana");
    expect(state.facts.phone).toBe("(770) 555-0111");
    expect(replies[2]).not.toContain(avaChat.askPhone);
  });

  it("takes a corrected name given with 'actually'", async () => {
    const { last, state } = await talk("ava", ["hi my name is Jo", "Jo Anne actually"]);
    expect(state.facts.name).toBe("Jo Anne");
    expect(last).toContain("updated your name to Jo Anne");
  });

  it("takes corrections", async () => {
    const { last, state } = await talk("ava", ["this is Luis from Luis Auto", "luis@old.com", "actually my email is luis@luisauto.com"]);
    expect(state.facts.email).toBe("luis@luisauto.com");
    expect(last).toContain("updated your email to luis@luisauto.com");
    const phone = await talk("ava", ["Maria, 404-555-0123", "sorry i meant 404-555-0124"]);
    expect(phone.state.facts.phone).toBe("(404) 555-0124");
  });

  it("answers a question and takes a detail in the same message", async () => {
    const { last, state } = await talk("ava", ["How much is a logo? I'm Dana, dana@x.com"]);
    expect(last).toContain(lowerPrice(brandTiers.starter.price!));
    expect(state.facts).toMatchObject({ name: "Dana", email: "dana@x.com" });
    expect(last).toContain(avaChat.askPhone);
  });

  it("the LLM's brief lists what is known and asks for what is missing", async () => {
    const { state } = await talk("ava", ["I'm Dana Wells", "dana@x.com"]);
    const brief = conversationBrief(state);
    expect(brief).toContain("name: Dana Wells");
    expect(brief).toContain("email: dana@x.com");
    expect(brief).toContain("ask for their phone number");
  });
});

const lowerPrice = (p: string) => p[0]!.toLowerCase() + p.slice(1);

describe("Ava answers from the content, combinations too", () => {
  it("a logo and a website: the bundle and what it includes", async () => {
    const { last } = await talk("ava", ["how much for a logo and website"]);
    expect(last).toContain(bundle.name);
    expect(last).toContain(usd(bundle.price));
    expect(last).toContain("six custom logo concepts");
  });

  it("a website added to a logo asked about before: the bundle", async () => {
    const { last } = await talk("ava", ["How much is a logo?", "and what if i want the website too"]);
    expect(last).toContain(`For a logo and a website together, ${bundle.name}`);
    // Short enough for a phone: four of its parts, and the rest when asked for.
    expect(last).toContain("ask me for the full list");
    expect(last).not.toContain(bundle.includes.at(-1)!.toLowerCase());
    const full = await talk("ava", ["How much is a logo?", "and what if i want the website too", "what's the full list"]);
    for (const part of bundle.includes) expect(full.last.toLowerCase()).toContain(part.toLowerCase());
  });

  it("'whats that run me' after a service asks its price", async () => {
    const { replies } = await talk("ava", ["we need a logo for our food truck", "ok whats that run me"]);
    const logoPrice = (await talk("ava", ["how much is a logo"])).last;
    const price = /\$[\d,]+/.exec(logoPrice)![0];
    expect(replies[1]).toContain(price);
  });

  it("the way a lawn care owner puts it: the price, then once more in a sentence", async () => {
    const { replies } = await talk("ava", [
      "hey, so i got a lawn care biz in smyrna, need a logo",
      "whats that gonna run me",
      "ok and what would that cost",
    ]);
    const price = /\$[\d,]+/.exec(replies[0]!)![0];
    expect(replies[1]).toContain(price);
    expect(replies[2]).toContain("As I said: ");
    expect(replies[2]!.length).toBeLessThan(replies[0]!.length);
  });

  it("a price asked again right after is said in a sentence, not the whole paragraph again", async () => {
    const { replies } = await talk("ava", ["how much does a website cost", "and what would that cost"]);
    const price = /\$[\d,]+/.exec(replies[0]!)![0];
    expect(replies[1]).toContain(`As I said: `);
    expect(replies[1]).toContain(price);
    expect(replies[1]!.length).toBeLessThan(replies[0]!.length);
  });

  it("thanks the visitor once when the details are complete", async () => {
    const { last } = await talk("ava", ["I'd like a quote", "Jay", "jay@fadeplug.com, 678-555-0190"]);
    expect(last).toBe(avaChat.leadSaved.replace("{name}", "Jay"));
  });

  it("a logo only: yes, what the site states, and a next step", async () => {
    const { last } = await talk("ava", ["Do you offer logo only?"]);
    expect(last).toMatch(/^Yes, you can get just a logo/);
    expect(last).toContain(lowerPrice(brandTiers.starter.price!));
    expect(last).toMatch(/\?$/);
  });

  it("the bundle against the Starter package gives both prices", async () => {
    const { last } = await talk("ava", ["What is the difference between the bundle and the Starter package?"]);
    expect(last).toContain(usd(bundle.price));
    expect(last).toContain(lowerPrice(brandTiers.starter.price!));
  });

  it("a budget gets what fits", async () => {
    const small = await talk("ava", ["budget is like 1500 can u do anything"]);
    expect(small.last).toContain("Starter brand package");
    const big = await talk("ava", ["we have about $3000 for a logo and site"]);
    expect(big.last).toContain(bundle.name);
  });

  it("a human: the phone and the email from the content", async () => {
    const { last } = await talk("ava", ["Can I talk to a human?"]);
    expect(last).toContain(site.phone);
    expect(last).toContain(site.email);
  });

  it("a name written in lower case is taken, and 'im in decatur' is not a goodbye", async () => {
    const { last, state } = await talk("ava", ["we need a logo only", "how long", "ok im dana wells"]);
    expect(state.facts.name).toBe("Dana Wells");
    expect(last).not.toMatch(/your name\?/);
    const area = await talk("ava", ["im in decatur"]);
    expect(area.last).toContain("Decatur");
    expect(area.last).not.toContain("Thanks for stopping by");
  });

  it("a human, asked after the visitor gave a name and a number: the team's contact, and no request for those details again", async () => {
    const before = await talk("ava", ["Can I talk to a human?"]);
    expect(before.last).toMatch(/leave your name/i);
    const { last } = await talk("ava", ["this is Luis", "(770) 555-0111", "luis@crumbco.com", "can i talk to a real person"]);
    expect(last).toContain(site.phone);
    expect(last).toContain(site.email);
    expect(last).not.toMatch(/leave your name|your name\?|email address/i);
  });

  it("contact details left after two unanswered name asks: the name is asked once more, saying why, and the lead goes through", async () => {
    const { replies, state } = await talk("ava", [
      "I'd like a quote",
      "how much is a logo",
      "and a website?",
      "(770) 555-0111 and luis@tacostop.com",
      "Luis",
      "what about hosting",
    ]);
    // Two asks went unanswered (the visitor asked questions instead).
    expect(count(replies.slice(0, 3), avaChat.askName)).toBe(2);
    expect(replies[3]).toMatch(/^Thanks! So the team knows who to ask for/);
    expect(replies[3]).toMatch(/what's your name\?$/);
    expect(state.facts).toMatchObject({ name: "Luis", phone: "(770) 555-0111", email: "luis@tacostop.com" });
    // The closing line thanks by name; no "Nice to meet you" before it.
    expect(replies[4]).toBe(avaChat.leadSaved.replace("{name}", "Luis"));
    // The quote offer is made once, not twice in a row.
    expect(replies[0]!.match(/put together a quote/g)).toHaveLength(1);
    // Asked once more, never again.
    expect(replies[5]).not.toMatch(/your name/i);
  });

  it("the issue's openers are understood", async () => {
    const { last } = await talk("ava", ["I run a small cleaning company in Marietta"]);
    expect(last).not.toContain("I don't know");
    expect(last).toContain("cleaning company");
  });
});

describe("Tina", () => {
  it("answers the product questions the page sells", async () => {
    const booking = await talk("tina", ["Can it book appointments into my calendar?"]);
    expect(booking.last).toMatch(/^Yes/);
    expect(booking.last).toContain("Appointment Booking");
    const calls = await talk("tina", ["does it answer phone calls"]);
    expect(calls.last).toContain("24/7");
    const price = await talk("tina", ["what does it cost after the trial"]);
    expect(price.last).toContain(usd(aiReceptionist.monthlyPrice));
  });

  it("stays the sample plumbing company's receptionist after 'show me a demo', and takes a booking request over several messages", async () => {
    const { replies, state } = await talk("tina", [
      "show me a demo",
      "what are your hours",
      "hi our water heater is leaking into the garage",
      "8 to 10 please",
      "Dana Whitfield, 404-555-0187",
    ]);
    expect(demoBusiness.name).toBe("Hollis & Sons Plumbing");
    expect(replies[0]).toContain(demoBusiness.name);
    expect(replies[0]).toContain("plumbing company");
    expect(replies[1]).toContain(`As ${demoBusiness.name}'s receptionist`);
    expect(replies[1]).toContain("Monday to Friday");
    // The problem is taken, then the visit windows are offered.
    expect(replies[2]).toContain(demoBusiness.openSlots[0].label);
    expect(replies[3]).toContain("Can I get your name");
    expect(replies[4]).toContain(`You're booked for ${demoBusiness.openSlots[0].label}`);
    expect(replies[4]).toContain("water heater is leaking");
    expect(replies[4]).toContain("(404) 555-0187");
    expect(state.roleplay).toBe(true);
    // The pretend caller is not a lead.
    expect(state.facts.phone).toBeUndefined();
    expect(state.facts.name).toBeUndefined();
  });

  it("a caller's first message about a plumbing problem starts the role-play, announced, and the booking asks only for what is missing", async () => {
    const { replies } = await talk("tina", ["my kitchen sink is clogged can someone come out thursday", "im Luis 770 555 0111"]);
    expect(replies[0]).toContain(`receptionist of ${demoBusiness.name}`);
    expect(replies[0]).not.toContain("What's going on");
    expect(replies[0]).toContain("Can I get your name");
    expect(replies[1]).toContain(`You're booked for ${demoBusiness.openSlots[2].label}`);
  });

  it("a caller picks a window in their own words and gives a street address, before or after the booking is confirmed", async () => {
    const morning = await talk("tina", [
      "show me a demo",
      "my kitchen sink is leaking bad",
      "tomorrow morning",
      "its Frank, 404-555-2233",
      "123 Peachtree St",
    ]);
    expect(morning.replies[2]).toContain(`${demoBusiness.openSlots[0].label[0]!.toUpperCase()}${demoBusiness.openSlots[0].label.slice(1)} it is`);
    expect(morning.replies[3]).toContain(`You're booked for ${demoBusiness.openSlots[0].label}`);
    expect(morning.replies[4]).toContain("added 123 Peachtree St to your ticket");
    expect(morning.replies[4]).not.toContain("Good question");
    const late = await talk("tina", ["show me a demo", "toilet keeps running, tomorrow late morning works", "Ana 404-555-0100, 45 Oak Lane apt 2"]);
    expect(late.replies[2]).toContain(`You're booked for ${demoBusiness.openSlots[1].label} at 45 Oak Lane apt 2`);
  });

  it("a caller who names a time gets the window it falls in, on the day said", async () => {
    const booked = async (time: string) => (await talk("tina", ["show me a demo", "my water heater is leaking", time])).state.roleplaySlot;
    const [early, late, thursday] = demoBusiness.openSlots.map((s) => s.label);
    expect(await booked("can someone come tomorrow at 9")).toBe(early);
    expect(await booked("tmrw around 11am")).toBe(late);
    expect(await booked("10:30 tomorrow works")).toBe(late);
    expect(await booked("thursday at 2")).toBe(thursday);
    // No window then: the windows are offered again, none is taken.
    expect(await booked("tomorrow at 2pm")).toBeUndefined();
    // A number that is not a time is not one.
    expect(await booked("its for 2 bathrooms")).toBeUndefined();
  });

  it("answers the sample business's FAQs in the role", async () => {
    const { replies } = await talk("tina", ["show me a demo", "do you handle emergencies", "are you licensed", "do you come out to vinings"]);
    expect(replies[1]).toContain("on-call technician");
    expect(replies[2]).toContain("licensed and insured");
    expect(replies[3]).toContain("Vinings");
  });

  it("a product question during the demo is answered, and the role goes on", async () => {
    const { last, state } = await talk("tina", ["show me a demo", "wait how much is this per month"]);
    expect(last).toContain(usd(aiReceptionist.monthlyPrice));
    expect(state.roleplay).toBe(true);
  });
});
