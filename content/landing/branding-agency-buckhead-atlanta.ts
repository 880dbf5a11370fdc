import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "branding-agency-buckhead-atlanta",
  metaTitle: "Branding Agency in Buckhead, Atlanta | Premium Brand Design",
  metaDescription:
    "Premium branding for Buckhead businesses in the Village, the Financial District and the Professional Corridor. Projects from $3,000-$20,000+.",
  serviceName: "Premium Branding in Buckhead, Atlanta",
  hero: {
    eyebrow: "Buckhead Branding",
    heading: "Premium Branding for Buckhead Businesses",
    lead: "In Buckhead, clients judge the details: the weight of a business card, the spacing on a website, the feel of a shopping bag. We design brands with that level of care for boutiques, advisors, firms and practices that serve a discerning clientele.",
    priceLine: "Buckhead projects $3,000-$20,000+",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Refined, never flashy",
      body: "Quiet confidence over loud trends: considered type, restrained color and details that reward a second look.",
      icon: "gem",
    },
    {
      title: "Consistent from card to storefront",
      body: "Stationery, packaging, signage and website designed together, so every touchpoint feels like the same business.",
      icon: "layers",
    },
    {
      title: "Trust signals for high-value clients",
      body: "For advisors, attorneys and private practices, the brand has to say established and discreet before anyone picks up the phone.",
      icon: "shield-check",
    },
    {
      title: "Personal attention throughout",
      body: `You work with the same small team from first conversation to launch, with replies within ${promises.replyWithin}.`,
      icon: "heart-handshake",
    },
  ],
  included: {
    heading: "What a Buckhead brand project can include",
    items: [
      "Brand strategy and positioning",
      "Logo and complete visual identity",
      "Brand guidelines",
      "Website design",
      "Premium stationery and business cards",
      "Packaging, shopping bags and retail signage",
      "Launch support for openings and announcements",
    ],
  },
  process: {
    heading: "How we work with Buckhead clients",
    steps: [
      {
        title: "Private consultation",
        body: "A free, unhurried conversation about your business, your clients and the standard you hold yourself to.",
      },
      {
        title: "Strategy and scope",
        body: "We agree in writing on direction, deliverables, price and timeline.",
      },
      {
        title: "Design and refinement",
        body: "We develop the identity, show it on real materials and refine it with you until every detail is right.",
      },
      {
        title: "Launch",
        body: "We deliver files, guidelines and printer-ready artwork, and support your opening or announcement.",
      },
    ],
  },
  highlights: {
    heading: "Branding across Buckhead",
    intro: "Buckhead's business districts each have their own expectations. We design for the one you're in.",
    items: [
      {
        title: "Buckhead Village",
        body: "Boutiques, salons, galleries and restaurants where the brand lives on storefronts, shopping bags and a well-kept Instagram.",
      },
      {
        title: "Financial District",
        body: "Wealth managers, investment firms and private banks along Peachtree that need to look established, discreet and trustworthy.",
      },
      {
        title: "Professional Corridor",
        body: "Law firms, medical and dental practices and consultancies where a polished brand reassures clients before the first appointment.",
      },
    ],
  },
  testimonial: {
    quote:
      "Our clients expect a certain standard, and our old materials didn't meet it. The new identity is understated and elegant, and the stationery alone has started conversations. It feels like us on our best day.",
    name: "Catherine B.",
    business: "Wealth advisory firm founder",
    area: "Buckhead",
  },
  faqs: [
    {
      question: "What does a Buckhead branding project cost?",
      answer:
        "Buckhead projects typically range from $3,000-$20,000+, depending on how many touchpoints you need, from a refined identity and stationery to full strategy, website, packaging and signage.",
    },
    {
      question: "Do you work with retail and hospitality as well as professional firms?",
      answer:
        "Yes. We work with boutiques and restaurants in Buckhead Village as readily as with firms in the Financial District and practices along the Professional Corridor.",
    },
    {
      question: "Can you handle packaging and premium print?",
      answer:
        "Yes. We design packaging, shopping bags, stationery and signage, and prepare printer-ready files so the finished pieces match what you approved.",
    },
    {
      question: "How do you keep our project confidential?",
      answer:
        "Tell us at the start. If you're planning a quiet launch, an acquisition or a practice transition, we'll agree with you who sees the work and when, and time everything around your announcement.",
    },
  ],
  cta: {
    heading: "A brand that meets Buckhead's standard",
    body: `Start with a quick chat with ${site.assistantName} to outline your project, or ask for a private consultation. We reply within ${promises.replyWithin}.`,
    button: "Start a Quick Chat",
  },
};

export default page;
