import { describe, expect, it } from "vitest";
import { heroCard } from "#content/chat.ts";
import { advanceCard, cardOptions, initialCardState, type CardInput, type CardState, type CardStep } from "./chat-card-flow";

const l = heroCard.lines;
const opt = (option: string): CardInput => ({ kind: "option", option });
const text = (t: string): CardInput => ({ kind: "text", text: t });
const at = (step: CardStep, fields: Partial<CardState["fields"]> = {}): CardState => ({ step, fields: { services: [], ...fields } });

describe("home card: the first options (step 0)", () => {
  it("shows the spec's options at step 0 only, and the later rows at their steps", () => {
    expect(cardOptions("start")).toEqual(["Just looking around", "Not sure yet", "I need a website", "I need a logo", "I want branding help"]);
    expect(cardOptions("website")).toEqual(["Yes, I have one", "No, I don't", "It's outdated"]);
    expect(cardOptions("scope")).toEqual(["Full refresh", "Just one thing", "Not sure yet"]);
    expect(cardOptions("timeline")).toEqual(["1-2 weeks", "1 month", "Flexible timeline"]);
    for (const step of ["business", "name", "email", "phone", "done"] as const) expect(cardOptions(step)).toEqual([]);
  });

  it.each([
    ["Just looking around", "business", [l.pitch, l.askBusiness], []],
    ["Not sure yet", "business", [l.notSure, l.askBusiness], []],
    ["I need a website", "name", [l.serviceChosen["Website Design"], l.askName], ["Website Design"]],
    ["I need a logo", "name", [l.serviceChosen["Logo Design"], l.askName], ["Logo Design"]],
    ["I want branding help", "name", [l.serviceChosen.Branding, l.askName], ["Branding"]],
  ])("%s → %s", (option, step, replies, services) => {
    const turn = advanceCard(initialCardState(), opt(option), 3);
    expect(turn.state.step).toBe(step);
    expect(turn.replies).toEqual(replies);
    expect(turn.state.fields.services).toEqual(services);
  });

  it.each([
    ["i need a new website", "name"],
    ["Logo please", "name"],
    ["just browsing", "business"],
    ["a web site for my shop", "name"],
    ["branding", "name"],
    ["i don't know", "business"],
    ["not sure", "business"],
    ["websites?", "start"],
  ])("free text %j picks the matching option", (t, step) => {
    expect(advanceCard(initialCardState(), text(t), 3).state.step).toBe(step);
  });

  it("free text that picks nothing goes to Ava, then the prompt comes back", () => {
    const turn = advanceCard(initialCardState(), text("How much is a website?"), 3);
    expect(turn.askAva).toBe(true);
    expect(turn.state.step).toBe("start");
    expect(turn.replies).toEqual([`${l.backToStep} choose an option to get started`]);
  });
});

describe("home card: the rest of the flow", () => {
  it.each([
    // [state, input, next step, replies contain]
    [at("business"), text("A bakery in Decatur"), "name", l.askName],
    [at("name"), text("Dana Whitfield"), "website", "Nice to meet you, Dana Whitfield! Do you have a current website?"],
    [at("name"), text("My name is Dana"), "website", "Nice to meet you, Dana!"],
    [at("name"), text("dana1"), "name", l.nameRetry],
    [at("website", { name: "Dana" }), opt("Yes, I have one"), "scope", l.askScope],
    [at("website", { name: "Dana" }), opt("It's outdated"), "scope", l.outdatedScope],
    [at("website", { name: "Dana" }), opt("No, I don't"), "timeline", l.askTimeline],
    [at("website", { name: "Dana" }), text("yes"), "scope", l.askScope],
    [at("website", { name: "Dana" }), text("nope"), "timeline", l.askTimeline],
    [at("scope"), opt("Full refresh"), "timeline", l.askTimeline],
    [at("scope"), opt("Just one thing"), "timeline", l.askTimeline],
    [at("scope"), opt("Not sure yet"), "timeline", l.askTimeline],
    [at("scope"), text("only the homepage"), "timeline", l.askTimeline],
    [at("timeline"), opt("1-2 weeks"), "email", l.askEmail],
    [at("timeline"), opt("1 month"), "email", l.askEmail],
    [at("timeline"), opt("Flexible timeline"), "email", l.askEmail],
    [at("timeline"), text("in about 3 weeks"), "email", l.askEmail],
    [at("email", { name: "Dana" }), text("dana@example.com"), "phone", l.askPhone],
    [at("email", { name: "Dana" }), text("not sure"), "email", l.emailRetry],
    [at("phone", { name: "Dana", email: "d@example.com" }), text("call me maybe"), "phone", l.phoneRetry],
  ] as const)("%j + %j → %s", (state, input, step, reply) => {
    const turn = advanceCard(state, input, 8);
    expect(turn.state.step).toBe(step);
    expect(turn.replies.join(" ")).toContain(reply);
  });

  it.each([
    // [step, free text, the field it sets, the value]
    ["website", "it's old", "currentWebsite", "It's outdated"],
    ["website", "it needs work", "currentWebsite", "It's outdated"],
    ["website", "bold colours", "currentWebsite", undefined],
    ["website", "I don't", "currentWebsite", "No, I don't"],
    ["website", "know no", "currentWebsite", undefined],
    ["website", "yeah", "currentWebsite", "Yes, I have one"],
    ["scope", "everything", "refreshScope", "Full refresh"],
    ["scope", "the whole thing", "refreshScope", "Full refresh"],
    ["scope", "just the logo", "refreshScope", "Just one thing"],
    ["scope", "unsure", "refreshScope", "Not sure yet"],
    ["scope", "a  new\n menu", "refreshScope", "a new menu"],
    ["timeline", "1 - 2 weeks", "timeline", "1-2 weeks"],
    ["timeline", "11-2 weeks", "timeline", "11-2 weeks"],
    ["timeline", "asap", "timeline", "1-2 weeks"],
    ["timeline", "in a month", "timeline", "1 month"],
    ["timeline", "no rush", "timeline", "Flexible timeline"],
    ["business", "A  bakery\n in Decatur", "businessType", "A bakery in Decatur"],
  ] as const)("at %s, %j sets %s to %j", (step, t, field, value) => {
    expect(advanceCard(at(step, { name: "Dana" }), text(t), 8).state.fields[field]).toBe(value);
  });

  it("records the answers", () => {
    let state = initialCardState();
    const steps: CardInput[] = [
      opt("I need a website"),
      text("Dana"),
      opt("It's outdated"),
      opt("Full refresh"),
      opt("1 month"),
      text("dana@example.com"),
    ];
    steps.forEach((input, i) => (state = advanceCard(state, input, 3 + i * 2).state));
    expect(state).toEqual({
      step: "phone",
      fields: {
        services: ["Website Design"],
        name: "Dana",
        currentWebsite: "It's outdated",
        refreshScope: "Full refresh",
        timeline: "1 month",
        email: "dana@example.com",
      },
    });
  });

  it("sends the lead when the phone completes the details, with more than 6 messages", () => {
    const state = at("phone", { name: "Dana", email: "d@example.com", services: ["Logo Design"] });
    const turn = advanceCard(state, text("(404) 555-0187"), 14);
    expect(turn.sendLead).toBe(true);
    expect(turn.state.step).toBe("done");
    expect(turn.state.fields.phone).toBe("(404) 555-0187");
    // Email and phone in one message skip the phone question.
    const both = advanceCard(at("email", { name: "Dana" }), text("dana@example.com / 404-555-0187"), 12);
    expect(both.sendLead).toBe(true);
  });

  it("never sends a lead with 6 messages or fewer", () => {
    const turn = advanceCard(at("phone", { name: "Dana", email: "d@example.com" }), text("404-555-0187"), 6);
    expect(turn.sendLead).toBeFalsy();
  });

  it("keeps contact details given early, and asks its question again", () => {
    const turn = advanceCard(at("name"), text("you can email me at dana@example.com"), 5);
    expect(turn.state.step).toBe("name");
    expect(turn.state.fields.email).toBe("dana@example.com");
    expect(turn.replies).toEqual([l.detailsNoted, l.askName]);
  });

  it("sends questions at any step to Ava", () => {
    for (const step of ["business", "name", "website", "scope", "timeline", "email", "phone"] as const) {
      const turn = advanceCard(at(step, { name: "Dana", email: "d@example.com" }), text("How long does a logo take?"), 9);
      expect(turn.askAva, step).toBe(true);
      expect(turn.state.step, step).toBe(step);
    }
  });

  it("takes an answer to the name question past the 15-message guessing window", () => {
    expect(advanceCard(at("name"), text("Dana"), 22).state.fields.name).toBe("Dana");
    expect(advanceCard(at("name"), text("my logo"), 22).state.fields.name).toBeUndefined();
  });
});
