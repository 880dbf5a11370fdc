import type { LandingPage } from "#content/schemas/collections.ts";
import { aiReceptionist, bundle, bundlePrice, site, usd } from "#content/site.ts";

const page: LandingPage = {
  slug: "conversion-website-design-atlanta",
  metaTitle: "Conversion-Focused Website Design in Atlanta | More Calls & Bookings",
  metaDescription: `Atlanta website design built to turn visitors into calls, bookings and quote requests, with an AI receptionist option that answers leads 24/7. Try it free for ${aiReceptionist.trialDays} days.`,
  serviceName: "Conversion-Focused Website Design in Atlanta",
  hero: {
    eyebrow: "Conversion Website Design",
    heading: "Conversion Website Design in Atlanta: A Site That Brings You Customers, Not Just Compliments",
    lead: "A pretty website that nobody contacts is an expensive brochure. We design every page around one question: what should this visitor do next? Then we make that step obvious, quick and hard to miss.",
    priceLine: `${bundle.shortName} ${bundlePrice} ${bundle.priceNote} · AI receptionist free for ${aiReceptionist.trialDays} days`,
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "One clear action per page",
      body: "Call, book, or request a quote. Each page leads to one main step, with buttons placed where visitors' eyes and thumbs already are.",
      icon: "mouse-pointer-click",
    },
    {
      title: "Words that answer objections",
      body: "Pricing questions, service areas and what happens next are answered on the page, before they become reasons to leave.",
      icon: "pen-tool",
    },
    {
      title: "Leads answered around the clock",
      body: `Add an AI receptionist that replies to visitors 24/7 and books appointments. Try it free for ${aiReceptionist.trialDays} days, then keep it for ${usd(aiReceptionist.monthlyPrice)}/month.`,
      icon: "bot",
    },
    {
      title: "Know what's working",
      body: "Analytics set up from day one show where visitors come from and which pages turn them into inquiries.",
      icon: "bar-chart-3",
    },
  ],
  included: {
    heading: "What goes into a conversion-focused site",
    items: [
      "Page plan built around your most profitable services",
      "Clear call, booking and quote buttons on every page",
      "Short quote and contact forms that are easy to finish on a phone",
      "Reviews and proof placed next to the decision points",
      "Analytics setup so you can see what's working",
      "Optional AI receptionist that answers leads 24/7",
    ],
  },
  process: {
    heading: "How we design for conversions",
    steps: [
      {
        title: "Find the money pages",
        body: "We learn which services bring in the most profit and which questions customers ask before they buy.",
      },
      {
        title: "Map the path",
        body: "We plan how a visitor gets from a search result to a call, booking or form in as few steps as possible.",
      },
      {
        title: "Design and write",
        body: "Pages are designed and written together, so every heading and button moves people toward that next step.",
      },
      {
        title: "Launch and improve",
        body: "After launch, analytics show what's working. Monthly SEO is available for $250/month if you want ongoing help.",
      },
    ],
  },
  testimonial: {
    quote:
      "Our old site had everything on it except a reason to call. Now every page ends with a quote button and the AI receptionist catches people at night. I wake up to booked estimates instead of missed messages.",
    name: "Derrick A.",
    business: "Pressure washing company owner",
    area: "East Point",
  },
  faqs: [
    {
      question: "What makes a website conversion-focused?",
      answer:
        "It's designed around what you want visitors to do, such as calling, booking or requesting a quote, rather than around what looks impressive. That means clear buttons, short forms, answers to common worries and proof from real customers near the point of decision.",
    },
    {
      question: "How much does it cost?",
      answer: `Our ${bundle.shortName} is ${bundlePrice} ${bundle.priceNote} for a website, logo concepts, brand guide, social media kit and a year of hosting. Extras such as an ad landing page or booking setup are quoted with your project. The AI receptionist is free for ${aiReceptionist.trialDays} days, then ${usd(aiReceptionist.monthlyPrice)}/month if you keep it.`,
    },
    {
      question: "What does the AI receptionist include?",
      answer: `It answers leads 24/7 and comes with a landing page, unlimited updates, hosting and a backend dashboard where you can see conversations. We set up your free demo within ${aiReceptionist.setupWithin}.`,
    },
    {
      question: "Can you improve my current site instead of starting over?",
      answer: `Often, yes. A site tune-up, a dedicated landing page for your ads or a clearer booking flow can make a real difference without a full rebuild. ${site.assistantName} can help you decide.`,
    },
  ],
  cta: {
    heading: "Turn your website into your best salesperson",
    body: `Tell ${site.assistantName} how customers reach you today and where they drop off. You'll get a quote straight away.`,
    button: "Start a Quick Chat",
  },
};

export default page;
