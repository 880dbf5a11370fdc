import { describe, expect, it } from "vitest";
import {
  absorbMessage,
  chatLeadPayload,
  conversationSummary,
  emptyLeadFields,
  findBusinessType,
  findEmail,
  findPhone,
  findTimeline,
  asksForName,
  guessName,
  NAME_STOP_WORDS,
  shouldSendLead,
  typedEmail,
} from "./chat-lead-rules";

const inWindow = { nameKnown: false, messageCount: 4 };

describe("name guess (spec section 5)", () => {
  it.each([
    ["Dana", "Dana"],
    ["Dana Whitfield", "Dana Whitfield"],
    ["  Marcus  ", "Marcus"],
    ["José Álvarez", "José Álvarez"],
    ["My name is Keisha", "Keisha"],
    ["I'm Luis", "Luis"],
    ["call me Renee", "Renee"],
    ["I’m Luis", "Luis"],
    ["I AM Dana", "Dana"],
    ["this is  Marcus", "Marcus"],
    ["it's Keisha", "Keisha"],
    // An intro needs a space after it: "Im" here is the start of the name.
    ["Imogen", "Imogen"],
    ["im Dana", "Dana"],
    ["Jo", "Jo"],
    ["Abcdefghij Klmnopqrs Uvwxyzabc", "Abcdefghij Klmnopqrs Uvwxyzabc"],
  ])("takes %j as the name %j", (text, name) => {
    expect(guessName(text, inWindow)).toBe(name);
  });

  it.each([
    ["J", "one letter"],
    ["Abcdefghij Klmnopqrst Uvwxyzabc", "31 characters"],
    ["Dana2", "a digit"],
    ["Dana!!", "not only letters and spaces"],
    ["Dana, hi", "a comma"],
    ["", "empty"],
    ["   ", "blank"],
  ])("refuses %j (%s)", (text) => {
    expect(guessName(text, inWindow)).toBeNull();
  });

  it.each(NAME_STOP_WORDS.filter((w) => w !== "@"))("refuses any text containing the stop word %j", (word) => {
    expect(guessName(`Sam ${word}`, inWindow)).toBeNull();
    expect(guessName(word.toUpperCase(), inWindow)).toBeNull();
    // "contains": the word inside a longer one counts too.
    expect(guessName(`Sam ${word}s`, inWindow)).toBeNull();
  });

  it("refuses a text with @ (the last stop word)", () => {
    expect(NAME_STOP_WORDS).toContain("@");
    expect(guessName("dana@", inWindow)).toBeNull();
  });

  it("has exactly the spec's stop words", () => {
    expect([...NAME_STOP_WORDS]).toEqual([
      "website",
      "logo",
      "business",
      "cafe",
      "restaurant",
      "shop",
      "store",
      "scratch",
      "idea",
      "week",
      "month",
      "@",
    ]);
  });

  it.each([
    [1, null],
    [2, "Dana"],
    [3, "Dana"],
    [14, "Dana"],
    [15, "Dana"],
    [16, null],
  ])("with %i messages in the conversation gives %j", (messageCount, expected) => {
    expect(guessName("Dana", { nameKnown: false, messageCount })).toBe(expected);
  });

  it("never replaces a name already known", () => {
    expect(guessName("Dana", { nameKnown: true, messageCount: 4 })).toBeNull();
  });

  it.each([
    ["ab", "Ab"],
    ["abcdefghijklmnopqrstuvwxyzabcd", "30 letters"],
  ])("accepts the bounds of 2 and 30 letters (%j)", (text) => {
    expect(guessName(text, inWindow)).toBe(text);
  });
});

describe("business type, timeline, email and phone", () => {
  it.each([
    ["I run a small cafe", true],
    ["We're a family restaurant in Decatur", true],
    ["my business needs help", true],
    ["Our company does HVAC", true],
    ["a coffee shop", true],
    ["a store in Buckhead", true],
    ["I'm a plumber", false],
    ["shopping around", false],
    ["we have two SHOPS", true],
    ["a restaurant-bar", true],
    ["my_business", false],
  ])("business type from %j: %s", (text, found) => {
    expect(findBusinessType(text)).toBe(found ? text : null);
  });

  it("keeps the business type and timeline as one line of at most 120 characters", () => {
    expect(findBusinessType("  a small\n  cafe\tin Decatur ")).toBe("a small cafe in Decatur");
    expect(findTimeline(`in 3 weeks ${"x".repeat(200)}`)).toHaveLength(120);
  });

  it.each([
    ["in 2 weeks", true],
    ["within a month", true],
    ["next few days", true],
    ["1 week", true],
    ["asap", false],
    ["weekend", false],
    ["3 DAYS", true],
    ["monthly", false],
  ])("timeline from %j: %s", (text, found) => {
    expect(findTimeline(text)).toBe(found ? text : null);
  });

  it.each([
    ["dana@example.com", "dana@example.com"],
    ["reach me at Dana.W+site@mail.co.uk please", "Dana.W+site@mail.co.uk"],
    ["dana at example dot com", null],
    ["dana@example", null],
  ])("email in %j", (text, email) => {
    expect(findEmail(text)).toBe(email);
  });

  it.each([
    ["404-555-0187", "404-555-0187"],
    ["(404) 555-0187", "(404) 555-0187"],
    ["call 404 555 0187 after 5", "404 555 0187"],
    ["4045550187", "4045550187"],
    ["555-0187", null],
    ["12345 678", null],
    ["((((  ))))", null],
    ["in 2-3 weeks", null],
    ["dana.1763850000000@example.com", null],
    ["dana.1763850000000@example.com or 404-555-0187", "404-555-0187"],
  ])("phone in %j", (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });
});

describe("when a chat becomes a lead", () => {
  const complete = { ...emptyLeadFields(), name: "Dana", email: "d@example.com", phone: "404-555-0187" };

  it.each([
    [{ hadContact: true, fields: complete, messageCount: 7 }, true],
    [{ hadContact: true, fields: complete, messageCount: 6 }, false],
    [{ hadContact: false, fields: complete, messageCount: 12 }, false],
    [{ hadContact: true, fields: { ...complete, name: undefined }, messageCount: 9 }, false],
    [{ hadContact: true, fields: { ...complete, email: undefined }, messageCount: 9 }, false],
    [{ hadContact: true, fields: { ...complete, phone: undefined }, messageCount: 9 }, false],
  ])("%j → %s", (ctx, expected) => {
    expect(shouldSendLead(ctx)).toBe(expected);
  });

  it("folds messages into what is known, guessing the name only when one is expected", () => {
    let fields = emptyLeadFields();
    fields = absorbMessage(fields, "Dana", { messageCount: 3, nameExpected: false }).fields;
    expect(fields.name).toBeUndefined();
    fields = absorbMessage(fields, "Dana", { messageCount: 3, nameExpected: true }).fields;
    expect(fields.name).toBe("Dana");
    fields = absorbMessage(fields, "I run a bakery business", { messageCount: 5, nameExpected: false }).fields;
    expect(fields.businessType).toBe("I run a bakery business");
    const withEmail = absorbMessage(fields, "it's dana@example.com", { messageCount: 7, nameExpected: false });
    expect(withEmail.hadContact).toBe(true);
    expect(withEmail.fields.email).toBe("dana@example.com");
    const unsolicited = absorbMessage(emptyLeadFields(), "My name is Luis", { messageCount: 4, nameExpected: false });
    expect(unsolicited.fields.name).toBe("Luis");
  });

  it("takes an unasked name only from a phrase that cannot mean anything else", () => {
    const absorb = (text: string) => absorbMessage(emptyLeadFields(), text, { messageCount: 4, nameExpected: false }).fields.name;
    expect(absorb("Call me Keisha")).toBe("Keisha");
    expect(absorb("the name is Dana")).toBe("Dana");
    expect(absorb("I'm Dana")).toBeUndefined();
    expect(absorb("call meDana")).toBeUndefined();
  });

  it.each([
    ["What's your name?", true],
    ["What should I call you?", true],
    ["YOUR NAME, please", true],
    ["Tell me your names", false],
    ["your  name", false],
    ["Is that yourname?", false],
  ])("a bot line %j asks for the name: %s", (line, asks) => {
    expect(asksForName(line)).toBe(asks);
  });

  it("summarises the last 10 messages as `type: content` lines", () => {
    const messages = Array.from({ length: 13 }, (_, i) => ({ type: i % 2 ? ("user" as const) : ("bot" as const), content: `m${i}` }));
    const summary = conversationSummary(messages);
    expect(summary.split("\n")).toHaveLength(10);
    expect(summary.split("\n")[0]).toBe("user: m3");
    expect(summary.split("\n")[9]).toBe("bot: m12");
  });

  it("builds the spec's payload with its defaults", () => {
    const payload = chatLeadPayload(complete, [{ type: "user", content: "hi" }], "notes");
    expect(payload).toEqual({
      name: "Dana",
      email: "d@example.com",
      phone: "404-555-0187",
      businessType: "Not specified",
      projectInterested: ["Website Design"],
      leadStatus: "warm",
      timeline: "Not specified",
      conversationSummary: "user: hi",
      notes: "notes",
    });
    expect(
      chatLeadPayload({ ...complete, services: ["Logo Design"], timeline: "1 month", businessType: "Bakery" }, [], "").projectInterested,
    ).toEqual(["Logo Design"]);
  });
});

describe("an email the visitor gave", () => {
  it("is one they typed, said in words or corrected, never one made of parts they did not type", () => {
    expect(typedEmail("dana@sweetcrumb.com", "reach me at Dana@SweetCrumb.com")).toBe(true);
    expect(typedEmail("dana@sweetcrumb.com", "dana at sweet crumb dot com")).toBe(true);
    expect(typedEmail("marcus.bell@gmail.com", "marcus.bell@gmial.com\ngmail not gmial")).toBe(true);
    expect(typedEmail("info@sweetcrumb.com", "dana at sweet crumb dot com")).toBe(false);
    expect(typedEmail("dana@sweetcrumb.org", "dana at sweet crumb dot com")).toBe(false);
  });
});
