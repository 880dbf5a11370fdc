import type { LandingPage } from "#content/schemas/collections.ts";
import { site } from "#content/site.ts";

const page: LandingPage = {
  slug: "atlanta-brand-strategy-agency",
  metaTitle: "Atlanta Brand Strategy Agency | Positioning & Messaging",
  metaDescription:
    "Brand strategy in Atlanta for growing businesses: research, positioning and messaging in 4-6 weeks, $3,000-$8,000, following a clear 5-step process.",
  serviceName: "Brand Strategy in Atlanta",
  hero: {
    eyebrow: "Brand Strategy",
    heading: "An Atlanta Brand Strategy Agency for Businesses That Know They're Good but Struggle to Say Why",
    lead: "If your website, your pitch and your team all describe the business differently, a new logo won't fix it. Brand strategy decides who you're for, why they should pick you and how to say it, before a single design choice is made.",
    priceLine: "$3,000-$8,000 · 4-6 weeks",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Know exactly who you serve",
      body: "We define the customers you do your best work for, so marketing stops trying to please everyone from Alpharetta to East Point.",
      icon: "target",
    },
    {
      title: "A reason to choose you",
      body: "A clear position against the competitors your customers actually compare you with, written in plain language.",
      icon: "compass",
    },
    {
      title: "Words your whole team can use",
      body: "Messaging your sales team, front desk and website all share, so every conversation tells the same story.",
      icon: "megaphone",
    },
    {
      title: "Better briefs for everything after",
      body: "Designers, copywriters and ad agencies work faster and better with a strategy in hand, whether that's us or someone else.",
      icon: "lightbulb",
    },
  ],
  included: {
    heading: "What your brand strategy includes",
    items: [
      "Interviews with you and key team members",
      "Conversations with a handful of your customers",
      "A review of the competitors your customers compare you with",
      "Target customer profiles",
      "Positioning statement and brand promise",
      "Messaging framework with key messages for each audience",
      "Brand voice guide with examples",
      "A practical roadmap for putting the strategy to work",
    ],
  },
  process: {
    heading: "Our 5-step strategy process",
    steps: [
      {
        title: "Kickoff",
        body: "We meet with you and your key people to understand goals, history and what's been tried before.",
      },
      {
        title: "Research",
        body: "We talk to customers, study your competitors and look at how people find and choose businesses like yours.",
      },
      {
        title: "Positioning workshop",
        body: "We work through the findings together and agree on who you serve, what you stand for and why it matters to customers.",
      },
      {
        title: "Messaging",
        body: "We turn the positioning into key messages, a voice guide and examples you can use straight away.",
      },
      {
        title: "Roadmap",
        body: "You get a prioritized plan: what to change first on your website, sales materials and visual identity.",
      },
    ],
  },
  testimonial: {
    quote:
      "We had a great product and a homepage nobody understood. The strategy work gave us one sentence that explains what we do, and now the sales team, the website and our investor deck all say the same thing.",
    name: "Priya S.",
    business: "Software company founder",
    area: "Alpharetta",
  },
  faqs: [
    {
      question: "What is brand strategy, in plain terms?",
      answer:
        "It's the thinking behind your brand: who you're for, what makes you the right choice and how you talk about it. It comes before logos and websites, so those decisions have something solid to stand on.",
    },
    {
      question: "How much does it cost and how long does it take?",
      answer:
        "Brand strategy projects run $3,000-$8,000 and take 4-6 weeks. The range depends mainly on how much customer and competitor research your market needs.",
    },
    {
      question: "Do we need strategy if we only want a new logo?",
      answer:
        "Not always. A single-location shop with a clear offer may only need a logo. Strategy earns its keep when you're entering a new market, adding services, or your team describes the business differently.",
    },
    {
      question: "How involved does my team need to be?",
      answer:
        "Expect a kickoff interview, the positioning workshop and reviews of the draft messaging. We handle the research and writing in between.",
    },
    {
      question: "What happens after the strategy is done?",
      answer:
        "You can hand it to your own designers and marketers, or we can carry it into your visual identity and website. Either way the roadmap tells you what to do first.",
    },
  ],
  cta: {
    heading: "Get clear on why customers should choose you",
    body: `Tell ${site.assistantName} where your business is today and where you want it to go. You'll get a quote, and the first consultation is free.`,
    button: "Start a Quick Chat",
  },
};

export default page;
