/** Ten conversations of the kind the chat used to fumble, replayed before and after a change to the engine. */
export const showcase: { assistant: "ava" | "tina"; turns: string[] }[] = [
  {
    assistant: "ava",
    turns: [
      "Hi, I run a bakery in Decatur and need a new website",
      "what would that cost",
      "I'm Dana Wells",
      "dana@sugarmaple.com",
      "(770) 555-0111",
    ],
  },
  {
    assistant: "ava",
    turns: [
      "I run a small cleaning company in Marietta",
      "mostly need a logo and a site",
      "this is Luis from Luis Auto",
      "7705550111 is my cell",
      "actually my email is luis@luisauto.com",
    ],
  },
  { assistant: "ava", turns: ["Do you offer logo only?", "ok how long does that take", "Maria", "maria@kindredcandles.co and 404.555.0123"] },
  { assistant: "ava", turns: ["how much 4 a logo", "and what if i want the website too"] },
  { assistant: "ava", turns: ["whats the diff between the bundle n the starter package", "ok cool gracias"] },
  { assistant: "ava", turns: ["Can I talk to a human?", "Marcus Bell", "marcus@bellhvac.com"] },
  {
    assistant: "ava",
    turns: ["hey so we got a food truck and honestly our insta looks bad lol", "budget is like 1500 can u do anything", "when can u start"],
  },
  { assistant: "tina", turns: ["Can it book appointments into my calendar?", "does it answer phone calls too", "what does it cost after the trial"] },
  {
    assistant: "tina",
    turns: [
      "show me a demo",
      "hi our water heater is leaking into the garage can someone come out",
      "what are your hours",
      "8 to 10 please",
      "Dana Whitfield, 404-555-0187",
    ],
  },
  {
    assistant: "ava",
    turns: [
      "need a website asap for my barbershop in east point, how much and how fast",
      "Jay",
      "jay@fadeplug.com, 678-555-0190",
      "do you do business cards too",
    ],
  },
];
