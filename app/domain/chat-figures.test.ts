import { describe, expect, it } from "vitest";
import { findFigures, garbageReason, knownFiguresOf, unknownFigures } from "./chat-figures";

describe("figures in a reply", () => {
  it.each([
    ["The bundle is $2,500 one-time.", [["money", 2500, 2500, ""]]],
    [
      "Redesigns run $1,500-$5,000.",
      [
        ["money", 1500, 1500, ""],
        ["money", 5000, 5000, ""],
      ],
    ],
    [
      "From $1,500 to 5,000",
      [
        ["money", 1500, 1500, ""],
        ["money", 5000, 5000, ""],
      ],
    ],
    ["about $1.5k", [["money", 1500, 1500, ""]]],
    ["$295/month", [["money", 295, 295, ""]]],
    ["$20,000+", [["money", 20000, 20000, ""]]],
    ["2500 dollars", [["money", 2500, 2500, ""]]],
    ["ready in 10-14 business days", [["duration", 10, 14, "day"]]],
    [
      "a 3-day free trial",
      [
        ["duration", 3, 3, "day"],
        ["claim", 0, 0, ""],
      ],
    ],
    ["within 24 hours", [["duration", 24, 24, "hour"]]],
    ["three weeks", [["duration", 3, 3, "week"]]],
    ["5+ years", [["duration", 5, 5, "year"]]],
    ["2 to 4 weeks", [["duration", 2, 4, "week"]]],
    ["open 8 a.m. to 6 p.m., 24/7 support, 500 business cards, 5 main pages", []],
    ["Save 10% today", [["discount", 10, 10, ""]]],
    ["a saving of  5 percent", [["discount", 5, 5, ""]]],
    ["a resave 10% rate", [["percent", 10, 10, ""]]],
    ["six Months", [["duration", 6, 6, "month"]]],
  ])("%s", (text, expected) => {
    expect(findFigures(text).map((f) => [f.kind, f.low, f.high, f.unit])).toEqual(expected);
  });

  const known = knownFiguresOf(["The bundle is $2,500, ready in 10-14 business days.", "Logos take 1-2 weeks. Trial: 3 days, then $295/month."]);

  it.each([
    ["It's $2,500 and takes 10-14 business days.", []],
    ["Up to 14 business days.", []],
    ["About 10-14 days.", []],
    ["Logos take 1-2 weeks.", []],
    ["A logo is $999.", ["$999"]],
    ["It takes 3 weeks.", ["3 weeks"]],
    ["It takes 1-3 weeks.", ["1-3 weeks"]],
    ["$2,500 plus $295 makes $2,795.", ["$2,795"]],
  ])("checks %j against the content", (text, unknown) => {
    expect(unknownFigures(text, known).map((f) => f.text)).toEqual(unknown);
  });

  const promised = knownFiguresOf([
    "When you book the bundle, 10% comes off the total. 98% client satisfaction.",
    "Free domain and hosting for 1 year. Free consultation on all projects.",
  ]);

  it.each([
    ["Book now and 10% comes off.", []],
    ["We have 98% client satisfaction.", []],
    ["You get a free domain and a free consultation.", []],
    ["Take 20% off today!", ["20% off"]],
    ["We can do a 15 percent discount.", ["15 percent discount"]],
    ["A discount of 10% applies.", []],
    ["Our clients are 99% happy.", ["99%"]],
    ["The logo is free.", []],
    ["You get a free logo with it.", ["free logo"]],
    ["We'll fix it for free.", ["for free"]],
    ["Satisfaction guaranteed.", ["guarantee"]],
    ["We offer a money-back guarantee.", ["money back", "guarantee"]],
    ["Results GUARANTEED.", ["guarantee"]],
    ["A risk-free trial.", ["free trial", "risk free"]],
  ])("checks the promise in %j against the content", (text, unknown) => {
    expect(unknownFigures(text, promised).map((f) => f.text)).toEqual(unknown);
  });
});

describe("a reply not fit to show", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Hello \uFFFD\uFFFD", "control characters"],
    ["a".repeat(80), "unbroken run of characters"],
    ["{}{}{}{}[][]%%%%", "not made of words"],
    ['{"answer": "The bundle costs money"}', "raw data"],
    ["x ".repeat(2100), "too long"],
    ["Ring \u0007 ring", "control characters"],
    [`${"a".repeat(60)} and more`, "unbroken run of characters"],
    ["[The bundle costs money, one time]", "raw data"],
  ])("%j: %s", (text, reason) => {
    expect(garbageReason(text)).toBe(reason);
  });

  it("passes an ordinary reply", () => {
    expect(garbageReason("The Launch-Ready Bundle is $2,500, one-time. Want a quote?")).toBeNull();
    expect(garbageReason(`Tabs\tand\r\nnew lines are fine, and so is a ${"long".repeat(13)}word.`)).toBeNull();
  });
});
