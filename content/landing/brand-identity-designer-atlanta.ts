import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "brand-identity-designer-atlanta",
  metaTitle: "Brand Identity Designer in Atlanta | Logo, Colors & Guidelines",
  metaDescription:
    "Atlanta brand identity design from $800: logo with 3 concepts and 2 revisions, color palette, typography and guidelines that keep your business consistent.",
  serviceName: "Brand Identity Design in Atlanta",
  hero: {
    eyebrow: "Brand Identity Design",
    heading: "An Atlanta Brand Identity Designer for Businesses That Look Different Everywhere",
    lead: "Your business card says one thing, your Instagram another, and the sign out front a third. We pull it together into one identity: a logo, colors, type and simple rules, so customers recognize you wherever they find you.",
    priceLine: "Brand identity from $800",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "One look in every place",
      body: "Website, menus, uniforms, invoices, social posts. Each one follows the same system, so your business feels established instead of patched together.",
      icon: "layout",
    },
    {
      title: "A logo that works large and small",
      body: "Logo design on its own: 3 logo concepts and 2 revisions (six concepts in the Launch-Ready Bundle), plus versions that stay readable on a van door and on a tiny browser tab.",
      icon: "pen-tool",
    },
    {
      title: "Colors and type chosen on purpose",
      body: "A calm clinic and a busy taco stand need different palettes. We choose colors and fonts that suit your customers and read clearly.",
      icon: "palette",
    },
    {
      title: "Rules anyone on your team can follow",
      body: "A straightforward guide shows which logo to use where, which colors go together and what to avoid. No design degree needed.",
      icon: "shield-check",
    },
  ],
  included: {
    heading: "What's in your brand identity",
    items: [
      "Logo design with 3 concepts and 2 revisions",
      "Main logo, a stacked version and a small icon mark",
      "Color palette with codes for print, web and signage",
      "Typography for headings, body copy and signs",
      "Brand guidelines in an easy-to-share PDF",
      "Files ready for your printer, web designer and social profiles",
    ],
  },
  process: {
    heading: "How we design your identity",
    steps: [
      {
        title: "Listen",
        body: `We learn about your business, your customers and where your brand needs to show up. ${site.assistantName} can gather the basics in a short chat.`,
      },
      {
        title: "Sketch",
        body: "We develop 3 logo concepts and show each one with colors and type so you can judge the whole feel.",
      },
      {
        title: "Refine",
        body: "You choose a direction and we fine-tune it together across 2 rounds of revisions (larger projects include up to 3).",
      },
      {
        title: "Hand over",
        body: "You receive the complete identity, your guidelines and every file format, with a walk-through of how to use them.",
      },
    ],
  },
  testimonial: {
    quote:
      "We had three different versions of our logo floating around and nobody knew which one was right. Now there's one identity, a guide my front desk actually uses, and the studio finally looks like the place we built.",
    name: "Maya R.",
    business: "Pilates studio owner",
    area: "Inman Park",
  },
  faqs: [
    {
      question: "What's the difference between a logo and a brand identity?",
      answer:
        "A logo is one mark. A brand identity is the full system around it: logo versions, colors, fonts and the rules for using them. The identity is what keeps your business looking the same on a sign, a website and a receipt.",
    },
    {
      question: "How much does brand identity design cost?",
      answer: `Brand identity design starts at $800. ${site.assistantName} can give you a quote for your project in a quick chat, and the first consultation is free.`,
    },
    {
      question: "How long does it take?",
      answer: "A logo on its own usually takes 1-2 weeks, and a complete branding package 3-5 weeks. Work begins within 1-2 weeks of approval.",
    },
    {
      question: "Can you keep my current logo and build around it?",
      answer:
        "Often, yes. If your logo already has recognition, we can clean it up and build colors, type and guidelines around it. We'll tell you honestly if it's holding you back.",
    },
    {
      question: "What do I need to get started?",
      answer:
        "Just a clear picture of your business and who you serve. If you have a few brands you admire, or photos of your space, bring those too.",
    },
  ],
  cta: {
    heading: "Let's make your business look like one business",
    body: `Chat with ${site.assistantName} to describe where your brand shows up today and get an instant quote. We reply to every message within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
