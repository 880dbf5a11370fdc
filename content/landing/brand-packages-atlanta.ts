import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "brand-packages-atlanta",
  metaTitle: "Brand Packages in Atlanta | Starter, Growth & Premium Tiers",
  metaDescription:
    "Compare Atlanta brand packages: Starter from $800, Growth from $2,500 with a website and social kit, and Premium from $5,000 with full strategy and marketing materials.",
  serviceName: "Branding Packages in Atlanta",
  hero: {
    eyebrow: "Brand Packages",
    heading: "Brand Packages in Atlanta, From Your First Logo to a Full Brand",
    lead: "Not sure how much branding you need? Most small businesses fit one of three stages: getting started, growing, or ready to invest in the whole picture. Pick the package that matches where you are today.",
    priceLine: "Packages from $800",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Know the price up front",
      body: "Each package has a clear starting price and a defined list of what's included, before you commit.",
      icon: "shield-check",
    },
    {
      title: "Start small, grow later",
      body: "Begin with Starter and move up when you're ready. Everything we design is built to carry over into the next stage.",
      icon: "trending-up",
    },
    {
      title: "Everything designed to match",
      body: "Logo, cards, website and social graphics all come from the same brand system, not a patchwork.",
      icon: "palette",
    },
    {
      title: "Help choosing the right tier",
      body: `Tell ${site.assistantName} about your business and we'll suggest a package, or tell you if something smaller will do.`,
      icon: "heart-handshake",
    },
  ],
  included: {
    heading: "Every package includes",
    items: [
      "A free consultation before you commit",
      "Up to 3 rounds of revisions, with further rounds billed hourly",
      "Files ready for print, web and social media",
      `A reply to every message within ${promises.replyWithin}`,
      "Project start within 1-2 weeks of approval",
    ],
  },
  process: {
    heading: "How it works",
    steps: [
      {
        title: "Choose a package",
        body: `Compare the tiers below or chat with ${site.assistantName} for a recommendation based on your business.`,
      },
      {
        title: "Discovery",
        body: "We learn about your customers, competitors and goals so the design has a clear direction.",
      },
      {
        title: "Design and revise",
        body: "We present your brand and refine it with you.",
      },
      {
        title: "Deliver",
        body: "You receive every file, plus your guidelines, website or marketing materials depending on your tier.",
      },
    ],
  },
  highlights: {
    heading: "Choose your brand package",
    intro: `Three tiers for three stages of business. ${site.assistantName} can help you choose.`,
    items: [
      {
        title: "Starter",
        price: "From $800",
        body: "For new businesses and side projects that need to look professional from day one.",
        features: ["Logo", "Business cards", "Brand guidelines"],
      },
      {
        title: "Growth",
        price: "From $2,500",
        body: "For established small businesses ready for a consistent identity across web and social.",
        features: ["Complete brand identity", "Website design", "Social media kit"],
      },
      {
        title: "Premium",
        price: "From $5,000",
        body: "For businesses investing in their brand as a long-term asset, from positioning to print.",
        features: ["Full brand strategy", "Professional website", "Marketing materials"],
      },
    ],
  },
  testimonial: {
    quote:
      "I started with the Starter package because that's what I could afford. A year later we moved up to Growth and nothing had to be redone; the website just picked up where the cards left off.",
    name: "Hannah C.",
    business: "Dog grooming business owner",
    area: "Smyrna",
  },
  faqs: [
    {
      question: "Which brand package is right for me?",
      answer:
        "Starter suits new businesses that need a logo, business cards and guidelines. Growth suits businesses that also need a website and social media kit. Premium suits businesses ready for full strategy, a professional website and marketing materials.",
    },
    {
      question: "Why do the prices say “from”?",
      answer:
        "Each tier has a starting price for its core items. The final price depends on things like the number of website pages or printed pieces, and you'll see your exact quote before any work starts.",
    },
    {
      question: "How long does a package take?",
      answer:
        "Branding packages usually take 3-5 weeks, and projects begin within 1-2 weeks of approval. A website adds time depending on the number of pages.",
    },
    {
      question: "Can I upgrade later?",
      answer: "Yes. Everything from Starter carries into Growth and Premium, so you only pay for what's new.",
    },
    {
      question: `How is this different from the ${bundle.shortName}?`,
      answer: `${bundle.name} is a fixed ${bundlePrice} ${bundle.priceNote} package with a website, six logo concepts, brand guide and social kit, delivered in ${bundle.timeline}. The tiers here are flexible packages quoted to your needs.`,
    },
  ],
  cta: {
    heading: "Find the package that fits your business",
    body: `Tell ${site.assistantName} where your business is today and get a recommendation and quote in a quick chat.`,
    button: "Get My Free Quote",
  },
};

export default page;
