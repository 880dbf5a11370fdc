import type { LandingPage } from "#content/schemas/collections.ts";
import { bundle, bundlePrice, promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "web-design-services-atlanta-near-me",
  metaTitle: "Web Design Services Near Me in Atlanta | Local Web Designers",
  metaDescription: `Looking for web design near you in Atlanta? Local designers serving Decatur, Marietta, Smyrna, East Point and more, with free consultations and replies within ${promises.replyWithin}.`,
  serviceName: "Local Web Design Services in Metro Atlanta",
  hero: {
    eyebrow: "Local Web Design",
    heading: "Web Design Services Near You in Atlanta",
    lead: "Searching for a web designer nearby usually means you want someone who understands your market and answers the phone. We're based in Atlanta and build websites for small businesses from College Park to Alpharetta.",
    priceLine: `${bundle.shortName}: ${bundlePrice} ${bundle.priceNote}`,
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Local knowledge built in",
      body: "We know how people in Decatur search differently from people in Sandy Springs, and we write your pages for the neighborhoods you serve.",
      icon: "map-pin",
    },
    {
      title: "Show up in local search",
      body: "Your site is set up with AI-search-optimized SEO, so nearby customers find you when they search for what you do.",
      icon: "search",
    },
    {
      title: "Quick, real replies",
      body: `Ask ${site.assistantName} anything, any time, and hear back from our team within ${promises.replyWithin}.`,
      icon: "message-circle",
    },
    {
      title: "Free consultation first",
      body: "Talk through your project before spending a dollar. If we're not the right fit, we'll tell you.",
      icon: "heart-handshake",
    },
  ],
  included: {
    heading: "Areas we serve across metro Atlanta",
    items: [
      "Atlanta, including Midtown, Buckhead, Old Fourth Ward, Inman Park and West End",
      "Decatur",
      "Sandy Springs",
      "Marietta",
      "Alpharetta",
      "Smyrna",
      "East Point",
      "College Park",
    ],
  },
  process: {
    heading: "Getting started is simple",
    steps: [
      {
        title: "Tell us what you need",
        body: `Chat with ${site.assistantName} or send us a message describing your business and your current website, if you have one.`,
      },
      {
        title: "Free consultation",
        body: "We talk through your goals and recommend a plan and a price.",
      },
      {
        title: "Design and launch",
        body: "Projects begin within 1-2 weeks of approval, and most websites are ready in 2-4 weeks.",
      },
    ],
  },
  testimonial: {
    quote:
      "I wanted someone local who understood that my clients come from all over the south side. They wrote the site around the areas I actually serve and now new clients tell me they found me on Google.",
    name: "Ebony J.",
    business: "Hair salon owner",
    area: "College Park",
  },
  faqs: [
    {
      question: "Are you actually based in Atlanta?",
      answer:
        "Yes. We're an Atlanta studio working with small businesses across the metro area, from Midtown and Buckhead to Decatur, Marietta, Smyrna and beyond.",
    },
    {
      question: "How much does a website cost?",
      answer: `Our ${bundle.shortName} is ${bundlePrice} ${bundle.priceNote} and includes a website, logo concepts, a brand guide, a social media kit and a year of domain and hosting. ${site.assistantName} can quote anything outside the bundle.`,
    },
    {
      question: "How long does a new website take?",
      answer: `Websites usually take 2-4 weeks, and the ${bundle.shortName} is delivered in ${bundle.timeline}. Work begins within 1-2 weeks of approval.`,
    },
    {
      question: "I already have a website. Can you fix it instead?",
      answer: `Often, yes. We also offer site tune-ups, mobile optimization and full redesigns. Share your web address with ${site.assistantName} and we'll suggest the lightest fix that works.`,
    },
  ],
  cta: {
    heading: "Your local web design team is a chat away",
    body: `Tell ${site.assistantName} where you're based and what you need. You'll get a quote straight away and a reply from us within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
