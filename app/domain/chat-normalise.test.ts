import { describe, expect, it } from "vitest";
import { normaliseChatText } from "./chat-normalise";

describe("normaliseChatText", () => {
  it.each([
    ["heyyy", "hey"],
    ["hellooo anyone there", "hello anyone there"],
    ["how much do u charge", "how much do you charge"],
    ["can yall do it by friday", "can you do it by friday"],
    ["i wanna get a quote pls", "i want to get a quote please"],
    ["Gracias!!", "thanks!!"],
    ["cuanto cuesta una pagina web", "how much is una website"],
    ["thats all ty", "that is all ty"],
    ["Im ready", "i am ready"],
  ])("%s → %s", (input, output) => {
    expect(normaliseChatText(input)).toBe(output);
  });

  it("leaves emails, names and words that only contain shorthand alone", () => {
    expect(normaliseChatText("email u.rosa@yall.com")).toBe("email u.rosa@yall.com");
    expect(normaliseChatText("Yolanda runs a yoga studio")).toBe("yolanda runs a yoga studio");
    expect(normaliseChatText("good coffee")).toBe("good coffee");
  });
});
