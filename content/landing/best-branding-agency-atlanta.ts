import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "best-branding-agency-atlanta",
  metaTitle: "Best Branding Agency in Atlanta? How to Choose the Right One",
  metaDescription:
    "Choosing the best branding agency in Atlanta for your business: what to ask, what to expect and why owners pick us. 98% client satisfaction, branding from $500.",
  serviceName: "Branding Agency Services in Atlanta",
  hero: {
    eyebrow: "Choosing a Branding Agency",
    heading: "Looking for the Best Branding Agency in Atlanta? Here's What to Look For",
    lead: "The best agency isn't the one with the flashiest reel. It's the one that understands your business, shows you real work, gives you a straight price and still answers the phone after launch. Here's how we measure up.",
    priceLine: "Branding from $500",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Proof, not promises",
      body: "500+ projects delivered, and 50+ of them written up as case studies you can browse, each with the challenge and the result.",
      icon: "award",
    },
    {
      title: "Clients who'd hire us again",
      body: "98% client satisfaction and 200+ businesses served, from Decatur cafés to Alpharetta tech firms.",
      icon: "star",
    },
    {
      title: "Prices in writing",
      body: `Branding starts at $500 and you get a written quote before anything starts. ${site.assistantName} can give you one right now.`,
      icon: "file-text",
    },
    {
      title: "Experience that lasts",
      body: "5+ years as an agency, 10+ years of design experience and 24/7 support when you need something after launch.",
      icon: "users",
    },
  ],
  included: {
    heading: "Questions to ask any Atlanta branding agency",
    items: [
      "Can I see work for businesses like mine, with the results?",
      "What exactly is included in the price, and what costs extra?",
      "How many rounds of revisions do I get? (Ours: up to 3)",
      "When will the project start and when will it be done?",
      "Who do I contact after launch, and how quickly will they reply?",
    ],
  },
  process: {
    heading: "What working with us looks like",
    steps: [
      {
        title: "Free consultation",
        body: "We learn about your business and tell you honestly whether we're a good fit.",
      },
      {
        title: "Clear proposal",
        body: "A written scope, price and timeline. Projects begin within 1-2 weeks of approval.",
      },
      {
        title: "Design with you",
        body: "You review real concepts and refine them with up to 3 rounds of revisions.",
      },
      {
        title: "Launch and beyond",
        body: `You get every file and a team that replies within ${promises.replyWithin} long after the project ends.`,
      },
    ],
  },
  testimonial: {
    quote:
      "I interviewed four agencies. Canopy was the only one that asked about my customers before talking about themselves, and the only one that put the price and timeline in writing on the first call. Easy decision in the end.",
    name: "Tony R.",
    business: "Auto repair shop owner",
    area: "Sandy Springs",
  },
  faqs: [
    {
      question: "How do I choose the best branding agency for my business?",
      answer:
        "Look at work they've done for businesses like yours, ask for a written scope and price, check how many revisions are included and find out who you'll talk to after launch. The right agency will be happy to answer all of it before you pay anything.",
    },
    {
      question: "How much should branding cost in Atlanta?",
      answer: `It depends on scope. Our branding starts at $500 for focused projects, and the ${bundle.shortName} with a website is ${bundlePrice} ${bundle.priceNote}. Ask ${site.assistantName} for a quote based on what you actually need.`,
    },
    {
      question: "How long does a branding project take?",
      answer: "A logo usually takes 1-2 weeks and a full branding package 3-5 weeks. Projects begin within 1-2 weeks of approval.",
    },
    {
      question: "What if I'm not happy with the designs?",
      answer:
        "Tell us. Up to 3 rounds of revisions are included so we can get it right, and further revisions are billed hourly if you want to keep going.",
    },
  ],
  cta: {
    heading: "See if we're the right fit",
    body: `Ask ${site.assistantName} anything: price, timeline, past work. The first consultation is free and we reply within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
