import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "rebranding-services-atlanta",
  metaTitle: "Rebranding Services in Atlanta | $2,500-$15,000, 6-10 Weeks",
  metaDescription:
    "Atlanta rebranding for businesses that have outgrown their look: audit, logo, messaging, guidelines, website, social, stationery and launch plan. 6-10 weeks.",
  serviceName: "Rebranding Services in Atlanta",
  hero: {
    eyebrow: "Rebranding Services",
    heading: "Rebranding Services in Atlanta for Businesses That Have Outgrown Their Look",
    lead: "You added services, moved locations, took over from a founder or simply grew up. Your brand didn't. We rebuild it carefully, keeping the recognition you've earned and dropping what's holding you back.",
    priceLine: "$2,500-$15,000 · 6-10 weeks",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Keep what customers already love",
      body: "A rebrand shouldn't make loyal customers wonder if you've been sold. The audit shows what carries recognition so we can build on it.",
      icon: "shield-check",
    },
    {
      title: "Messaging that matches today's business",
      body: "If you now serve commercial clients as well as homeowners, or offer three services instead of one, your words need to say so.",
      icon: "megaphone",
    },
    {
      title: "Everything changes together",
      body: "Logo, website, social profiles and stationery switch over as one, so you never have an old card next to a new sign.",
      icon: "layers",
    },
    {
      title: "A launch with a plan",
      body: "We map out who hears about the change, in what order and how, from staff and long-time clients to your Google profile.",
      icon: "rocket",
    },
    {
      title: "Room for your team's input",
      body: "Partners, managers and front-line staff all get a say at the right moments, without the project stalling.",
      icon: "users",
    },
    {
      title: "A clear budget and timeline",
      body: "Rebrands run $2,500-$15,000 over 6-10 weeks. You get a written scope before any work starts.",
      icon: "clock",
    },
  ],
  included: {
    heading: "The complete rebranding package",
    items: [
      "Brand audit of your current look, messaging and customer perception",
      "New or refreshed logo",
      "Messaging: positioning, tagline and key phrases",
      "Brand guidelines",
      "Website updated or rebuilt in the new brand",
      "Social media profiles restyled",
      "Stationery: business cards, letterhead and email signature",
      "Launch plan for announcing the change",
    ],
  },
  process: {
    heading: "Our 5-step rebranding process",
    steps: [
      {
        title: "Audit",
        body: "We review everything that carries your name today and talk with you about what customers say, what's working and what isn't.",
      },
      {
        title: "Strategy",
        body: "We agree on what should change, what should stay and the message your new brand needs to carry.",
      },
      {
        title: "Design",
        body: "Logo, colors, type and messaging come together, shown on your real signs, pages and documents.",
      },
      {
        title: "Roll-out",
        body: "We apply the new brand across your website, social profiles, stationery and guidelines.",
      },
      {
        title: "Launch",
        body: "We follow the launch plan together so staff, long-time clients and new prospects all hear the story the right way.",
      },
    ],
  },
  testimonial: {
    quote:
      "We'd been the same practice with the same tooth logo since my father ran it. The rebrand kept the warmth patients told us they valued and finally looked like the modern office we'd become. Long-time patients loved the announcement.",
    name: "Robert H.",
    business: "Family dental practice owner",
    area: "Sandy Springs",
  },
  faqs: [
    {
      question: "Do I need a full rebrand or just a refresh?",
      answer:
        "If customers know your name but the look feels dated, a refresh of the logo and colors may be enough. If your services, audience or name have changed, a full rebrand usually makes sense. The audit answers this honestly before you commit to the bigger project.",
    },
    {
      question: "How much does rebranding cost in Atlanta?",
      answer: `Our rebrands run $2,500-$15,000. A small business with one location and a simple website sits at the lower end; multi-location businesses with a larger site sit higher. ${site.assistantName} can give you a starting quote in a quick chat.`,
    },
    {
      question: "How long does a rebrand take?",
      answer: "Most rebrands take 6-10 weeks, from the audit through launch. Work begins within 1-2 weeks of approval.",
    },
    {
      question: "Will we lose customers who know our old name?",
      answer:
        "Not if it's handled well. That's why the package includes a launch plan: we tell your existing customers first, keep visual links to the old brand where they help, and update your listings so people can still find you.",
    },
    {
      question: "Can we roll the new brand out in stages?",
      answer:
        "Yes. Some businesses switch everything on one date; others start with the website and social and replace signs and vehicles later. We plan the order with you.",
    },
  ],
  cta: {
    heading: "Ready to look like the business you are now?",
    body: `Tell ${site.assistantName} what's changed since you last updated your brand and get a quote. The first consultation is free, and we reply within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
