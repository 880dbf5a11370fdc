import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "top-web-and-branding-agency-atlanta",
  metaTitle: `Top Web & Branding Agency in Atlanta | ${site.name}`,
  metaDescription: `One Atlanta team for your brand and your website: 500+ projects, 98% client satisfaction and 10+ years of experience. ${bundle.shortName} ${bundlePrice} ${bundle.priceNote}.`,
  serviceName: "Web Design and Branding in Atlanta",
  hero: {
    eyebrow: "Web Design + Branding",
    heading: "A Top Web and Branding Agency in Atlanta, With One Team for Both",
    lead: "When one company designs your logo and another builds your website, something always gets lost in between. We do both, so your brand and your site look, sound and work like they belong together from day one.",
    priceLine: `${bundle.shortName} ${bundlePrice} ${bundle.priceNote} · ${bundle.timeline}`,
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "A track record you can check",
      body: "500+ projects completed for businesses across metro Atlanta, with 98% client satisfaction. Browse the portfolio and see the work for yourself.",
      icon: "award",
    },
    {
      title: "Brand and website, one team",
      body: "The designers who create your logo build your website, so colors, fonts and tone carry straight through.",
      icon: "layers",
    },
    {
      title: "Experience across industries",
      body: "10+ years of experience and work in 12 industries, from dental offices in Sandy Springs to food trucks in West End.",
      icon: "briefcase",
    },
    {
      title: "Support that doesn't disappear",
      body: `24/7 support via chat, email or our AI agent, and a real reply from the team within ${promises.replyWithin}.`,
      icon: "heart-handshake",
    },
  ],
  included: {
    heading: "Brand and web in one bundle",
    items: [...bundle.includes],
  },
  process: {
    heading: "Discovery, design, deliver",
    steps: [
      {
        title: "Discovery",
        body: `A quick chat with ${site.assistantName} and a free consultation to understand your business, customers and goals.`,
      },
      {
        title: "Design",
        body: "We create your logo concepts and brand guide, then design your website to match, with up to 3 rounds of revisions.",
      },
      {
        title: "Deliver",
        body: `Your brand files, social kit and live website are handed over in ${bundle.timeline}.`,
      },
    ],
  },
  testimonial: {
    quote:
      "I'd done it the hard way before: a logo from one person, a website from another, and neither matched. This time one team handled everything and the whole thing just fits. Clients notice.",
    name: "Michelle D.",
    business: "Real estate broker",
    area: "Alpharetta",
  },
  faqs: [
    {
      question: "Why choose one agency for branding and web design?",
      answer:
        "Fewer hand-offs, fewer mismatches and one point of contact. Your website is built on the brand it was designed with, so nothing needs translating between vendors.",
    },
    {
      question: `What does the ${bundle.shortName} cost?`,
      answer: `${bundlePrice} ${bundle.priceNote}, delivered in ${bundle.timeline}. Add-ons such as a print bundle ($300) or monthly SEO ($250/month) can be added when you book.`,
    },
    {
      question: "How many revisions are included?",
      answer: "Up to 3 rounds of revisions are included. Further revisions are billed hourly.",
    },
    {
      question: "Can I see work you've done for businesses like mine?",
      answer: `Yes. Our portfolio has 50+ projects across branding, websites, packaging, print and social media. ${site.assistantName} can point you to examples from your industry.`,
    },
  ],
  cta: {
    heading: "Brand and website, done together",
    body: `Chat with ${site.assistantName} for an instant quote on the ${bundle.shortName} or a custom project. The first consultation is free.`,
    button: "Get My Free Quote",
  },
};

export default page;
