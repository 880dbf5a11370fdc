import { describe, expect, it } from "vitest";
import {
  budgetAmount,
  extractArea,
  extractBudget,
  extractBusiness,
  extractEmail,
  extractName,
  extractPhone,
  extractServices,
  extractTimeline,
} from "./chat-entities";
import { BUSINESS_KINDS } from "./chat-lexicon";

describe("phone numbers in the formats people type", () => {
  it.each([
    ["7705550111", "(770) 555-0111"],
    ["(770) 555-0111", "(770) 555-0111"],
    ["770.555.0111", "(770) 555-0111"],
    ["770-555-0111", "(770) 555-0111"],
    ["770 555 0111", "(770) 555-0111"],
    ["+1 770 555 0111", "(770) 555-0111"],
    ["+1 (770) 555-0111", "(770) 555-0111"],
    ["1-770-555-0111", "(770) 555-0111"],
    ["call me at 404.555.0123 after 5", "(404) 555-0123"],
    ["my cell is (678)555-0190 thx", "(678) 555-0190"],
    ["Dana Whitfield, 2140 Spring Hollow Drive, 404-555-0187.", "(404) 555-0187"],
  ])("%s", (text, phone) => {
    expect(extractPhone(text)).toBe(phone);
  });

  it.each(["my budget is $2500", "we did 500+ projects", "zip 30303", "order 12345678", "dana1987@example.com", "555-0111"])(
    "is not fooled by %s",
    (text) => {
      expect(extractPhone(text)).toBeUndefined();
    },
  );
});

describe("emails", () => {
  it.each([
    ["dana@sugarmaple.com", "dana@sugarmaple.com"],
    ["reach me at Luis.Ortiz+site@luis-auto.co.uk.", "Luis.Ortiz+site@luis-auto.co.uk"],
    ["actually my email is maria@kindred.co", "maria@kindred.co"],
  ])("%s", (text, email) => {
    expect(extractEmail(text)).toBe(email);
  });
  it.each([
    ["email is angela at sweetpeachcakes dot com", "angela@sweetpeachcakes.com"],
    ["dre at gmail dot com", "dre@gmail.com"],
    ["email is jo dot smith at gmail dot com", "jo.smith@gmail.com"],
    ["its dana.wells at sugar-maple dot co", "dana.wells@sugar-maple.co"],
  ])("spelled out: %s", (text, email) => {
    expect(extractEmail(text)).toBe(email);
  });
  it.each(["meet me at the shop", "we're at peachtree and 5th", "quez404 at yahoo"])("no address in %s", (text) => {
    expect(extractEmail(text)).toBeUndefined();
  });
  it("needs a domain", () => {
    expect(extractEmail("dana@home")).toBeUndefined();
  });
});

describe("names", () => {
  it.each([
    ["I'm Dana Wells", false, "Dana Wells"],
    ["this is Luis from Luis Auto", false, "Luis"],
    ["My name is keisha moore", false, "Keisha Moore"],
    ["my names jay", false, "Jay"],
    ["call me Dre", false, "Dre"],
    ["Hi, Tasha here. Need a logo", false, "Tasha"],
    ["Need a quote for a logo - Marcus", false, "Marcus"],
    ["Dana", true, "Dana"],
    ["dana wells", true, "Dana Wells"],
    ["Maria, maria@kindred.co", true, "Maria"],
    ["sure, it's Priya", true, "Priya"],
    ["Jay and my number is 678-555-0190", true, "Jay"],
    ["ok im dana wells", false, "Dana Wells"],
    ["its marisol btw", true, "Marisol"],
    ["I'm Dana lol", false, "Dana"],
    ["im dana wells from wells bakery", false, "Dana Wells"],
    ["i'm luis ortiz, 770 555 0111", false, "Luis Ortiz"],
    ["hey its luis, i got a food truck in decatur. need a logo", false, "Luis"],
    ["this is dana. how much for a website", false, "Dana"],
    ["ok cool. Marcus", true, "Marcus"],
    ["sure thing, Dana Wells", true, "Dana Wells"],
    ["yes of course! keisha", true, "Keisha"],
    ["Hello, I am Dr. Patel, I need a website", false, "Dr Patel"],
    ["im luis, landscaping business in smyrna, 678-555-0144", false, "Luis"],
    ["hi im keisha, i need a logo", false, "Keisha"],
    ["wassup its tay, need a site", false, "Tay"],
    ["im carlos my # is (404)555-7781", false, "Carlos"],
    ["need a site, phone 404 555 6633, name deshawn", false, "Deshawn"],
    ["Linh 770 555 3321 linhnails@gmail.com", false, "Linh"],
    ["im carlos", true, "Carlos"],
    ["Hi I'd like a quote. Name: Sandra Kim, email sandrakim@gmail.com", false, "Sandra Kim"],
  ])("%s (asked: %s)", (text, expected, name) => {
    expect(extractName(text, expected)).toBe(name);
  });

  it.each([
    ["I'm looking for a new website", false],
    ["I'm interested in the bundle", false],
    ["im a bakery in decatur", false],
    ["this is for my bakery", false],
    ["it's a small cleaning company", true],
    ["bakery", true],
    ["a website", true],
    ["how much is a logo", true],
    ["not sure yet", true],
    ["im super busy", false],
    ["im so lost lol", false],
    ["im in decatur", false],
    ["i'm new here", false],
    ["hey its urgent, need a site asap", false],
    ["this is awesome!", false],
    ["its me again", false],
    ["ok cool", true],
    ["ok thanks. a website", true],
    ["next month", true],
    ["asap", true],
    ["both", true],
    ["thats too much", true],
    ["k thx bye", true],
    ["its wix", true],
    ["ok nvm", true],
    ["like 1500", true],
    ["is a logo by itself an option", false],
    ["im new, need a logo", false],
    ["im stuck, my site is ugly", false],
    ["im decatur, need a logo", false],
    ["im tryna get a logo", false],
    ["its through yall, you built it", true],
    ["yesterday afternoon", true],
    ["its called Smokin Peaches, we do bbq catering", false],
    ["im leaning bundle. whats next", false],
    ["my business name is Sugar Maple", false],
  ])("does not take %s (asked: %s) as a name", (text, expected) => {
    expect(extractName(text, expected)).toBeUndefined();
  });
});

describe("business kinds", () => {
  it("the lexicon holds about a hundred kinds", () => {
    expect(BUSINESS_KINDS.length).toBeGreaterThanOrEqual(100);
  });

  it.each([
    ["Hi, I run a bakery in Decatur and need a new website", "bakery"],
    ["I run a small cleaning company in Marietta", "cleaning company"],
    ["we got a food truck", "food truck"],
    ["my barbershop in east point", "barbershop"],
    ["i own a dog grooming place", "pet grooming"],
    ["we're a small law firm", "law firm"],
    ["I'm a realtor", "real estate agency"],
    ["our HVAC company needs a site", "hvac company"],
    ["just opened a nail salon", "nail salon"],
    ["I have a pressure washing business", "pressure washing company"],
    ["my resturant", "restaurant"],
  ])("%s", (text, kind) => {
    expect(extractBusiness(text)).toBe(kind);
  });

  it("a kind named as a service wanted is not the visitor's business", () => {
    expect(extractBusiness("Do you do wedding photography?")).toBeUndefined();
    expect(extractBusiness("photographer", { expected: true })).toBe("photography studio");
  });
});

describe("services", () => {
  it.each([
    ["need a logo and a site", ["Logo Design", "Website Design"]],
    ["can u make my insta look good", ["Social Media"]],
    ["help me show up on google", ["SEO"]],
    ["business cards and flyers", ["Print"]],
    ["something to answer my calls after hours", ["AI Receptionist"]],
    ["i have an app idea", ["App Development"]],
    ["i want to sell my candles online", ["Online Store"]],
    ["my wix site is broken", ["Website Design", "Website Fixes"]],
    ["full rebrand", ["Branding"]],
    ["can i book an appointment", []],
  ])("%s", (text, services) => {
    expect(extractServices(text)).toEqual(services);
  });
});

describe("timelines", () => {
  it.each([
    ["need it asap", "asap"],
    ["in 2 weeks", "in 2 weeks"],
    ["we open in about three weeks", "in about three weeks"],
    ["before our grand opening", "before our grand opening"],
    ["by March 15th", "by March 15th"],
    ["by the end of the month", "by the end of the month"],
    ["next month sometime", "next month"],
    ["no rush really", "no rush"],
    ["a couple weeks", "a couple weeks"],
    ["We would like it done within a month", "within a month"],
  ])("%s", (text, timeline) => {
    expect(extractTimeline(text)).toBe(timeline);
  });
  it("a question about time is not a timeline", () => {
    expect(extractTimeline("how long does a logo take")).toBeUndefined();
  });
  it.each(["i paid 3 weeks ago", "its been 2 days this is ridiculous", "$250 a month"])("time gone by is not a deadline: %s", (text) => {
    expect(extractTimeline(text)).toBeUndefined();
  });
});

describe("budgets and areas", () => {
  it.each([
    ["budget is like 1500", 1500],
    ["i only have $1,000", 1000],
    ["around 2k", 2000],
    ["$3k-5k", 5000],
    ["we can spend 800 dollars", 800],
    ["like 1500 is my budget", 1500],
    ["what can i get for 500", 500],
    ["can u do it for 1800", 1800],
  ])("%s", (text, amount) => {
    const budget = extractBudget(text);
    expect(budget).toBeDefined();
    expect(budgetAmount(budget!)).toBe(amount);
  });
  it("a phone number is not a budget", () => {
    expect(extractBudget("7705550111")).toBeUndefined();
  });
  it.each([
    ["we're in Decatur", "Decatur"],
    ["based out of sandy springs", "Sandy Springs"],
    ["east point area", "East Point"],
    ["up in Roswell", "Roswell"],
  ])("%s", (text, area) => {
    expect(extractArea(text)).toBe(area);
  });
});
