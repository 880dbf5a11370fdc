import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "branding-agency-atlanta",
  metaTitle: "Branding Agency in Atlanta for Small Businesses | From $500",
  metaDescription: `Atlanta branding agency for small businesses: logo design with 3 concepts and 2 revisions, a clear 5-step process and branding from $500. Chat with ${site.assistantName} for a quote.`,
  serviceName: "Small Business Branding in Atlanta",
  hero: {
    eyebrow: "Atlanta Branding Agency",
    heading: "Branding for Atlanta Small Businesses That Want to Look as Good as Their Work",
    lead: "You've built something real: loyal regulars, a crew that shows up, work you're proud of. We give it a name, logo and look that customers in Decatur, West End or Marietta recognize at a glance and trust before they ever call.",
    priceLine: "Branding from $500",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Built around your customers",
      body: "We start with who buys from you and why, not with colors we happen to like. The result feels right to the people you actually serve.",
      icon: "target",
    },
    {
      title: "Three real logo concepts",
      body: "Logo design on its own brings 3 distinct concepts (the Launch-Ready Bundle brings six): pick a direction and get 2 rounds of revisions to make it yours. No endless back-and-forth, no guessing.",
      icon: "pen-tool",
    },
    {
      title: "Made for Atlanta streets and screens",
      body: "Your brand has to work on a storefront on Edgewood, a truck on I-285 and a tiny phone screen. We test it in all of those places before you sign off.",
      icon: "map-pin",
    },
    {
      title: "Clear prices, plain answers",
      body: "Branding starts at $500, and you get your quote in writing before any work begins. The first consultation is free.",
      icon: "shield-check",
    },
  ],
  included: {
    heading: "What your branding includes",
    items: [
      "Logo design with 3 concepts and 2 revisions",
      "A color palette with codes for print and screen",
      "Font pairing for headings and body text",
      "Logo files for signs, print, your website and social media",
      "A short brand guide that shows your team how to use it all",
      "A free consultation before you commit to anything",
    ],
  },
  process: {
    heading: "Our 5-step branding process",
    steps: [
      {
        title: "Discover",
        body: `A relaxed conversation about your business, your customers and the competitors down the road. Start it any time by chatting with ${site.assistantName}.`,
      },
      {
        title: "Define",
        body: "We sum up what makes you different in a few plain sentences, so every design choice has a reason behind it.",
      },
      {
        title: "Design",
        body: "You receive 3 logo concepts, each shown on real items like a sign, a card and a social profile.",
      },
      {
        title: "Refine",
        body: "You choose a direction and we polish it with you over 2 rounds of logo revisions (larger projects include up to 3).",
      },
      {
        title: "Deliver",
        body: "You get every file you need, organized and labeled, plus a brand guide that keeps things consistent as you grow.",
      },
    ],
  },
  testimonial: {
    quote:
      "Our old logo was something my nephew put together on his phone. Canopy asked questions about our regulars I had never thought about, and the new look feels like us, only sharper. People comment on the sign now.",
    name: "Denise W.",
    business: "Soul food restaurant owner",
    area: "West End",
  },
  faqs: [
    {
      question: "How much does branding cost in Atlanta?",
      answer: `Our branding starts at $500. The final price depends on how much you need: a logo on its own costs less than a logo plus colors, fonts and a brand guide. Chat with ${site.assistantName} and you'll get a quote straight away, and the first consultation is free.`,
    },
    {
      question: "How long does it take?",
      answer:
        "A logo usually takes 1-2 weeks and a full branding package 3-5 weeks. Projects begin within 1-2 weeks of approval, so you know when to expect your first concepts.",
    },
    {
      question: "What if I don't love any of the logo concepts?",
      answer:
        "That's what the conversation after the first round is for. You see 3 concepts, tell us what you like and what you don't, and we use your 2 rounds of revisions to get it right. We would rather hear honest feedback early than have you settle.",
    },
    {
      question: "Do you only work with businesses inside the city?",
      answer:
        "No. We work with businesses across metro Atlanta, including Midtown, Buckhead, Decatur, Sandy Springs, Marietta, Alpharetta, Smyrna, East Point and College Park.",
    },
    {
      question: "Can you build my website too?",
      answer: `Yes. If you need a brand and a website together, our ${bundle.shortName} covers both for ${bundlePrice} ${bundle.priceNote}, delivered in ${bundle.timeline}.`,
    },
  ],
  cta: {
    heading: "Ready for a brand that fits your business?",
    body: `Tell ${site.assistantName} a little about what you do and get an instant quote. If you'd rather talk to a person, we reply within ${promises.replyWithin}.`,
    button: "Start a Quick Chat",
  },
};

export default page;
