import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "hire-brand-design-agency-atlanta",
  metaTitle: "Hire a Brand Design Agency in Atlanta | Prices & Timelines",
  metaDescription:
    "Thinking of hiring a brand design agency in Atlanta? Projects run $1,500-$15,000; brand work takes 4-8 weeks and websites 6-12 weeks. See how we work.",
  serviceName: "Brand Design Agency Services in Atlanta",
  hero: {
    eyebrow: "Hire a Brand Design Agency",
    heading: "Hire a Brand Design Agency in Atlanta Without the Guesswork",
    lead: "Hiring an agency is a big decision for a small business. Here's what working with us looks like: what it costs, how long it takes, who you'll talk to and what you get at the end, laid out before you sign anything.",
    priceLine: "$1,500-$15,000 · Brand projects 4-8 weeks · Websites 6-12 weeks",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "A written scope before work starts",
      body: "You know exactly what's included, what it costs and when each piece arrives. No surprise invoices halfway through.",
      icon: "file-text",
    },
    {
      title: "Brand and website under one roof",
      body: "The people who design your logo also design your website, so nothing gets lost between two vendors.",
      icon: "layers",
    },
    {
      title: "Experience in your industry",
      body: "We've worked with businesses in 12 industries, so we already know the questions your customers ask.",
      icon: "briefcase",
    },
    {
      title: "Replies you can count on",
      body: `Every message gets a reply within ${promises.replyWithin}, and projects begin within 1-2 weeks of approval.`,
      icon: "clock",
    },
  ],
  included: {
    heading: "What you can hire us for",
    items: [
      "Logo design and complete visual identity",
      "Brand strategy and messaging",
      "Brand guidelines",
      "Website design and development",
      "Social media branding",
      "Print materials such as business cards, flyers and signage",
      "Up to 3 rounds of revisions, with further rounds billed hourly",
    ],
  },
  process: {
    heading: "How hiring us works, in 4 steps",
    steps: [
      {
        title: "Free consultation",
        body: `Start with a quick chat with ${site.assistantName} or a call with our team. We learn what you need and whether we're the right fit.`,
      },
      {
        title: "Proposal and scope",
        body: "You receive a written scope with the price, the deliverables and the timeline for your project.",
      },
      {
        title: "Design and build",
        body: "We create your brand or website, share progress at set checkpoints and revise based on your feedback.",
      },
      {
        title: "Launch and hand-over",
        body: "You get every file and login, plus guidance on keeping things consistent as you grow.",
      },
    ],
  },
  highlights: {
    heading: "Industries we know well",
    intro: "Every industry has its own customers, rules and expectations. These are the ones we work with most.",
    items: [
      {
        title: "Healthcare",
        body: "Clinics, dental and therapy practices that need to feel calm, trustworthy and easy to book, with clear information for new patients.",
      },
      {
        title: "Professional services",
        body: "Law firms, accountants, consultants and advisors whose brand has to signal competence before the first meeting.",
      },
      {
        title: "Technology",
        body: "Software companies and tech startups that need to explain a complex product simply and look ready for customers and investors.",
      },
      {
        title: "Retail and hospitality",
        body: "Shops, restaurants, cafés and salons where the brand shows up on signs, menus, packaging and every social post.",
      },
    ],
  },
  testimonial: {
    quote:
      "I'd been burned by a freelancer who disappeared mid-project, so I asked a lot of questions. Canopy answered all of them in writing, hit every checkpoint and our clinic finally has a brand and website that match.",
    name: "Angela P.",
    business: "Physical therapy clinic director",
    area: "Marietta",
  },
  faqs: [
    {
      question: "How much does it cost to hire a brand design agency in Atlanta?",
      answer: `Our projects range from $1,500-$15,000. A focused logo and identity sits at the lower end; a full brand with strategy and a custom website sits toward the top. ${site.assistantName} can give you a quote for your project in a quick chat.`,
    },
    {
      question: "How long will my project take?",
      answer: "Brand projects usually take 4-8 weeks and websites 6-12 weeks, depending on scope. Work begins within 1-2 weeks of approval.",
    },
    {
      question: "Why hire an agency instead of a freelancer?",
      answer:
        "A freelancer can be a great fit for a single logo. An agency makes more sense when you need strategy, design and a website to work together, and want a team that stays available if one person is out.",
    },
    {
      question: "How many revisions do I get?",
      answer: "Up to 3 rounds of revisions are included. If you need more, further rounds are billed hourly.",
    },
    {
      question: "What should I prepare before we talk?",
      answer:
        "A short description of your business, who your customers are, what isn't working today and any deadline you're working toward. Examples of brands you like help too.",
    },
  ],
  cta: {
    heading: "Have questions before you hire? Ask them.",
    body: `${site.assistantName} can answer questions about price, timing and process right now, and our team replies within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
