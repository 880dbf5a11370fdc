import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "hire-website-design-atlanta",
  metaTitle: `Hire a Website Designer in Atlanta | ${bundlePrice} ${bundle.shortName}`,
  metaDescription: `Hire an Atlanta web design team with one clear price: ${bundlePrice} ${bundle.priceNote} for a website, logo concepts, brand guide and social kit, delivered in ${bundle.timeline}.`,
  serviceName: "Website Design in Atlanta",
  hero: {
    eyebrow: "Hire a Web Designer",
    heading: "Hire Website Design in Atlanta With One Clear Price and a Real Deadline",
    lead: `No hourly meter, no vague estimates. Our ${bundle.shortName} gets your business a professional website, a logo and a brand guide, delivered in ${bundle.timeline}, with a team in Atlanta you can actually reach.`,
    priceLine: `${bundlePrice} ${bundle.priceNote} · ${bundle.timeline}`,
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Everything to launch, in one price",
      body: "A website with up to 5 main pages plus 5 subpages, six custom logo concepts, a brand guide and a social media kit for up to 3 platforms.",
      icon: "rocket",
    },
    {
      title: "A deadline you can plan around",
      body: `The bundle is delivered in ${bundle.timeline}, and projects begin within 1-2 weeks of approval.`,
      icon: "clock",
    },
    {
      title: "Hosting and updates handled",
      body: "Free domain and hosting for 1 year with unlimited updates, so you're never stuck waiting to change a price or a photo.",
      icon: "shield-check",
    },
    {
      title: "Found on Google and AI search",
      body: "AI-search-optimized SEO is built in, so people asking search engines and AI assistants about businesses like yours can find you.",
      icon: "search",
    },
  ],
  included: {
    heading: `What's in the ${bundle.shortName}`,
    items: [...bundle.includes],
  },
  process: {
    heading: "From hello to launch",
    steps: [
      {
        title: `Chat with ${site.assistantName}`,
        body: "Answer a few quick questions about your business and get an instant quote.",
      },
      {
        title: "Book and share your details",
        body: "Fill in a short intake form, which takes about 5 to 10 minutes, so we know your services, goals and style.",
      },
      {
        title: "Design and review",
        body: "We design your logo and website and you tell us what to change, with up to 3 rounds of revisions.",
      },
      {
        title: "Launch",
        body: "Your site goes live on your domain, with hosting, support and updates in place.",
      },
    ],
  },
  testimonial: {
    quote:
      "I got three quotes from designers and none of them could tell me when I'd actually have a website. Canopy gave me a price and a date, and they hit both. The site looks like a much bigger company than we are.",
    name: "Brian O.",
    business: "Landscaping company owner",
    area: "Marietta",
  },
  faqs: [
    {
      question: "How much does it cost to hire a website designer in Atlanta?",
      answer: `Our ${bundle.shortName} is ${bundlePrice} ${bundle.priceNote} and covers a website, six logo concepts, a brand guide, a social media kit, a year of domain and hosting, and support. Extra pages beyond the 10 included are $100 each.`,
    },
    {
      question: "What happens after the first year of hosting?",
      answer: "Hosting renews at $200 a year, or you can choose Lifetime Hosting for $800 one-time and never renew.",
    },
    {
      question: "Can I make changes after the site launches?",
      answer: "Yes. Unlimited updates are included with your first year of hosting, and support is available via chat, email or our AI agent.",
    },
    {
      question: "What do I need to have ready?",
      answer:
        "A description of your business and services, any photos you'd like to use and a few websites you like. If you don't have written content yet, tell us and we'll help you shape it.",
    },
  ],
  cta: {
    heading: "Get a website you're proud to share",
    body: `Chat with ${site.assistantName} for an instant quote, or ask a question first. We reply within ${promises.replyWithin}.`,
    button: "Get My Free Quote",
  },
};

export default page;
