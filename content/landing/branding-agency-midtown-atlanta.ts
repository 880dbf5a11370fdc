import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "branding-agency-midtown-atlanta",
  metaTitle: "Branding Agency in Midtown Atlanta | Brand & Web Design",
  metaDescription:
    "Branding for Midtown Atlanta businesses, from Peachtree offices to Tech Square startups and arts district studios. Projects from $1,000-$10,000.",
  serviceName: "Branding Services in Midtown Atlanta",
  hero: {
    eyebrow: "Midtown Atlanta Branding",
    heading: "A Branding Agency for Midtown Atlanta Businesses",
    lead: "Midtown packs corporate offices, tech startups, galleries and restaurants into a few busy blocks. Standing out there takes a brand that's sharp, clear and built for the people who walk, work and scroll through the neighborhood every day.",
    priceLine: "Midtown projects $1,000-$10,000",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "We know the neighborhood",
      body: "A firm on Peachtree Street and a studio near the arts center speak to very different crowds. We design for yours.",
      icon: "map-pin",
    },
    {
      title: "Polished enough for the boardroom",
      body: "Pitch decks, proposals and websites that hold their own next to the big names in the towers around you.",
      icon: "briefcase",
    },
    {
      title: "Built for screens first",
      body: "Midtown customers find you on their phones between meetings. Your brand and site are designed to read clearly there.",
      icon: "smartphone",
    },
    {
      title: "A budget that fits your stage",
      body: "Midtown projects range from $1,000-$10,000, from a focused logo refresh to a full brand and website.",
      icon: "wallet",
    },
  ],
  included: {
    heading: "What Midtown clients usually hire us for",
    items: [
      "Logo and visual identity",
      "Brand guidelines",
      "Website design",
      "Pitch deck and proposal templates",
      "Social media branding",
      "Signage and print materials",
    ],
  },
  process: {
    heading: "How we work with Midtown businesses",
    steps: [
      {
        title: "Talk",
        body: `A free consultation, or a quick chat with ${site.assistantName}, about your business, your customers and your goals.`,
      },
      {
        title: "Plan",
        body: "We agree on a scope, price and timeline in writing before anything starts.",
      },
      {
        title: "Design",
        body: "We develop your brand and show it on the places it will live: your site, your deck, your storefront.",
      },
      {
        title: "Launch",
        body: "You get every file, a guide to using them and a team that stays reachable afterwards.",
      },
    ],
  },
  highlights: {
    heading: "Branding for every corner of Midtown",
    intro: "Midtown isn't one kind of business. We tailor the work to the part of the neighborhood you call home.",
    items: [
      {
        title: "Corporate Midtown",
        body: "Law firms, financial advisors and consultancies in the Peachtree office towers that need a brand as credible as their clients expect.",
      },
      {
        title: "Tech corridor",
        body: "Startups and software companies around Tech Square that need to explain what they do quickly and look ready for customers and investors.",
      },
      {
        title: "Cultural district",
        body: "Galleries, studios, restaurants and venues near the arts center and Piedmont Park that need personality as much as polish.",
      },
    ],
  },
  testimonial: {
    quote:
      "We were a small firm surrounded by giant ones and our brand made us look even smaller. Canopy gave us a look that feels confident without pretending to be something we're not. Our proposals finally match the quality of our work.",
    name: "Darnell L.",
    business: "Architecture firm partner",
    area: "Midtown",
  },
  faqs: [
    {
      question: "What does branding cost for a Midtown business?",
      answer: `Midtown projects range from $1,000-$10,000. A logo refresh sits at the lower end; a full identity with a website and pitch materials sits toward the top. ${site.assistantName} can give you a quote in a quick chat.`,
    },
    {
      question: "How long does a project take?",
      answer:
        "A logo usually takes 1-2 weeks, a website 2-4 weeks and a full branding package 3-5 weeks. Projects begin within 1-2 weeks of approval.",
    },
    {
      question: "Do you work with startups as well as established firms?",
      answer:
        "Yes. Some of our Midtown clients are founders launching their first product; others are firms that have been on Peachtree for years and need a refresh.",
    },
    {
      question: "Can you design pitch decks and proposal templates?",
      answer:
        "Yes. For many Midtown businesses the deck or proposal is the first thing a client sees, so we design it in your new brand alongside your website.",
    },
  ],
  cta: {
    heading: "Make your Midtown business the one people remember",
    body: `Tell ${site.assistantName} about your business and get an instant quote. We reply within ${promises.replyWithin}, and the first consultation is free.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
