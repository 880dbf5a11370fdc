import type { LandingPage } from "#content/schemas/collections.ts";
import { site } from "#content/site.ts";

const page: LandingPage = {
  slug: "brand-consultant-atlanta",
  metaTitle: "Brand Consultant in Atlanta | Sessions, Audits & Strategy",
  metaDescription:
    "Work with an Atlanta brand consultant: a 2-hour strategy session for $500, a brand audit and report for $1,500, or complete brand strategy from $3,500.",
  serviceName: "Brand Consulting in Atlanta",
  hero: {
    eyebrow: "Brand Consulting",
    heading: "A Brand Consultant in Atlanta for When You Need Advice, Not a Whole Agency",
    lead: "Maybe you have a designer but no direction. Maybe sales have stalled and you suspect the brand. Maybe you just want an experienced second opinion before spending money. Pick the level of help that fits.",
    priceLine: "From $500 for a 2-hour strategy session",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Book a Free Consultation",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Honest, outside perspective",
      body: "It's hard to see your own brand clearly. We tell you what customers are likely seeing, even when it's not what you hoped.",
      icon: "eye",
    },
    {
      title: "Advice you can act on",
      body: "Every option ends with clear, prioritized next steps, not a pile of theory.",
      icon: "list-checks",
    },
    {
      title: "Works with your existing team",
      body: "Already have a designer, a marketer or a web developer? We give them direction they can run with.",
      icon: "users",
    },
    {
      title: "Pay for what you need",
      body: "Start with a single session, or go deeper with an audit or full strategy. You choose the level.",
      icon: "wallet",
    },
  ],
  included: {
    heading: "Questions a brand consultant can help you answer",
    items: [
      "Why aren't people who visit our website getting in touch?",
      "Is our logo or our name holding us back?",
      "How do we stand apart from the competitor down the street?",
      "Should we rebrand, refresh or leave things alone?",
      "What should we brief our designer or marketer to do next?",
    ],
  },
  process: {
    heading: "How consulting works",
    steps: [
      {
        title: "Choose your option",
        body: `Tell ${site.assistantName} what's going on and which option sounds right. We'll confirm the best fit in a free consultation.`,
      },
      {
        title: "Share your materials",
        body: "Send your website, social links, sales materials and anything else customers see.",
      },
      {
        title: "We dig in",
        body: "We review everything, ask questions and, for audits and strategy, look at competitors and customers.",
      },
      {
        title: "You get a clear plan",
        body: "Recommendations in plain language, prioritized by impact, with time to ask follow-up questions.",
      },
    ],
  },
  highlights: {
    heading: "Three ways to work with us",
    intro: "Each option stands on its own. Start small and go deeper only if it's useful.",
    items: [
      {
        title: "Brand Strategy Session",
        price: "$500",
        body: "A focused 2-hour working session on your biggest brand question, with a written summary of what we agreed and what to do next.",
      },
      {
        title: "Brand Audit & Report",
        price: "$1,500",
        body: "A thorough review of your logo, website, social profiles and materials, delivered as a report with prioritized recommendations.",
      },
      {
        title: "Complete Brand Strategy",
        price: "From $3,500",
        body: "Positioning, audience, messaging and a roadmap for your brand, completed in 2-4 weeks.",
      },
    ],
  },
  testimonial: {
    quote:
      "I booked the two-hour session expecting a few tips. I left with a clear answer on whether to rebrand our second restaurant and a list my designer could start on the next morning. Best money we spent that year.",
    name: "Luis G.",
    business: "Restaurant group owner",
    area: "Decatur",
  },
  faqs: [
    {
      question: "Which option should I start with?",
      answer:
        "If you have one specific question, start with the 2-hour Brand Strategy Session. If you're not sure what's wrong, the Brand Audit & Report looks at everything. If you're launching, repositioning or rebranding, Complete Brand Strategy is the right depth.",
    },
    {
      question: "How much does a brand consultant cost in Atlanta?",
      answer: "Our Brand Strategy Session is $500 for 2 hours, the Brand Audit & Report is $1,500, and Complete Brand Strategy starts at $3,500.",
    },
    {
      question: "How long does the Complete Brand Strategy take?",
      answer: "Complete Brand Strategy takes 2-4 weeks, depending on how much research your market needs.",
    },
    {
      question: "Do you also do the design work afterwards?",
      answer:
        "We can, but you're under no obligation. Many clients hand our recommendations to their own designer; others ask us to carry on with the identity or website.",
    },
    {
      question: "Is the first consultation really free?",
      answer:
        "Yes. We offer a free consultation on every project, including consulting. It's a short conversation to understand your situation and recommend the option that fits, with no obligation to book anything.",
    },
  ],
  cta: {
    heading: "Get an experienced second opinion on your brand",
    body: `Tell ${site.assistantName} what you're wrestling with and we'll suggest the right option. The first consultation is free.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
