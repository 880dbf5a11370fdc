import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "atlanta-design-agency-for-startups",
  metaTitle: "Atlanta Design Agency for Startups | Brand & Website in One Bundle",
  metaDescription: `Atlanta startups get a logo, brand guide, website and social kit in ${bundle.timeline} for ${bundlePrice} ${bundle.priceNote}, or start lean with a Starter brand package from $800.`,
  serviceName: "Startup Branding and Web Design in Atlanta",
  hero: {
    eyebrow: "For Startups",
    heading: "An Atlanta Design Agency for Startups That Need to Look Ready Before They Feel Ready",
    lead: "You're launching next month, pitching next week and still using a placeholder logo. We get founders from zero to a credible brand and a live website fast, at a price that leaves room in the runway.",
    priceLine: `${bundlePrice} ${bundle.priceNote} · ${bundle.timeline}`,
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: `Launch-ready in ${bundle.timeline}`,
      body: "Logo, brand guide, website and social kit delivered together, so you can open the doors, ship the product or book the pitch.",
      icon: "rocket",
    },
    {
      title: "A fixed price for a tight budget",
      body: `${bundle.name} is ${bundlePrice} ${bundle.priceNote}. If you need to start even leaner, our Starter brand package begins at $800.`,
      icon: "wallet",
    },
    {
      title: "Credible to customers and investors",
      body: "A brand and site that make a two-person team look established enough to trust with an order, a contract or a check.",
      icon: "trending-up",
    },
    {
      title: "Built to grow with you",
      body: "Add pages for $100 each, monthly SEO or ongoing support as you grow, without rebuilding what you already have.",
      icon: "layers",
    },
  ],
  included: {
    heading: `What startups get in the ${bundle.shortName}`,
    items: [...bundle.includes],
  },
  process: {
    heading: "From idea to launch",
    steps: [
      {
        title: "Quick chat",
        body: `Tell ${site.assistantName} what you're building, who it's for and when you launch. You'll get an instant quote.`,
      },
      {
        title: "Brand",
        body: "We design six logo concepts and a brand guide that gives your product a consistent voice and look.",
      },
      {
        title: "Website and launch",
        body: `Your website and social kit are built in the new brand and go live within ${bundle.timeline}.`,
      },
    ],
  },
  testimonial: {
    quote:
      "We had a demo day coming and nothing but a name. Canopy gave us a brand and a website in time, and the feedback from the room was that we looked further along than we were. That mattered.",
    name: "Kwame O.",
    business: "Meal-prep startup founder",
    area: "Old Fourth Ward",
  },
  faqs: [
    {
      question: "We haven't finalized our name. Can we still start?",
      answer:
        "Yes, but settle the name before logo design begins. If you're torn between options, bring them to the free consultation and we'll talk through how each would work as a brand.",
    },
    {
      question: "What if we can't afford the full bundle yet?",
      answer:
        "Our Starter brand package begins at $800 and covers a logo, business cards and brand guidelines. You can add a website when you're ready.",
    },
    {
      question: "How quickly can we launch?",
      answer: `${bundle.name} is delivered in ${bundle.timeline}. Projects begin within 1-2 weeks of approval, so tell us your launch date early.`,
    },
    {
      question: "Can you design an app as well?",
      answer: `Yes. We design and build native iOS and Android apps with store launch support. App projects are custom quote only, so start with a chat with ${site.assistantName}.`,
    },
  ],
  cta: {
    heading: "Launch looking like you mean it",
    body: `Tell ${site.assistantName} your launch date and what you need. You'll get a quote straight away, and we reply within ${promises.replyWithin}.`,
    button: "Start a Quick Chat",
  },
};

export default page;
