import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "social-media-graphics-design-atlanta",
  metaTitle: "Social Media Graphics Design in Atlanta | Posts & Templates",
  metaDescription:
    "Social media graphics for Atlanta small businesses: branded templates from $400 in 5-7 days, or 8 designed posts a month for $800/month on 1 platform.",
  serviceName: "Social Media Graphic Design in Atlanta",
  hero: {
    eyebrow: "Social Media Graphics",
    heading: "Social Media Graphics Design in Atlanta for Businesses Tired of Posting Last-Minute",
    lead: "Specials, new arrivals, events, hiring posts: your feed needs something new every week. We design graphics that look like your brand and turn posting into a quick job instead of a late-night chore.",
    priceLine: "Templates from $400 · Monthly posts $800/month",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Graphics that look like you",
      body: "Your colors, fonts and logo on every post, so your feed builds recognition instead of looking borrowed.",
      icon: "palette",
    },
    {
      title: "Templates for your regular posts",
      body: "Weekly specials, testimonials, event announcements: a ready template for the posts you make most.",
      icon: "layout",
    },
    {
      title: "Sized right for each platform",
      body: "Feed posts, stories, banners and covers made to the right dimensions, so nothing gets cropped.",
      icon: "image",
    },
    {
      title: "Or hand it off completely",
      body: "With Social Media Management, we design, write and schedule 8 posts a month on 1 platform for $800/month.",
      icon: "megaphone",
    },
  ],
  included: {
    heading: "Two ways to get your graphics",
    items: [
      "Social media branding kit from $400, ready in 5-7 days, for up to 3 platforms",
      "Kit includes 3 branded post templates, profile picture and cover banner, story highlight covers and a bio template",
      "Social Media Management at $800/month: 8 posts a month on 1 platform, designed, written and scheduled",
      "Editable files so you can post on your own between designed posts",
    ],
  },
  process: {
    heading: "How it works",
    steps: [
      {
        title: "Show us your feed",
        body: `Share your profiles and tell ${site.assistantName} what you post most often and what you'd like to post more.`,
      },
      {
        title: "We design",
        body: "We create templates or your first month of posts in your brand.",
      },
      {
        title: "You approve and post",
        body: "Review, request changes, then post yourself or let us schedule them for you.",
      },
    ],
  },
  testimonial: {
    quote:
      "I used to throw together our daily special on my phone right before opening. Now I've got templates that look like the shop, and people actually stop scrolling for our latte art posts.",
    name: "Sofia V.",
    business: "Coffee shop owner",
    area: "Inman Park",
  },
  faqs: [
    {
      question: "What's the difference between the kit and monthly management?",
      answer:
        "The kit, from $400, gives you branded templates and profile graphics to use yourself. Social Media Management, at $800/month, means we design, write and schedule 8 posts a month on 1 platform for you.",
    },
    {
      question: "How soon can I start posting?",
      answer: "The social media branding kit is ready in 5-7 days.",
    },
    {
      question: "Which platforms do you design for?",
      answer:
        "Instagram, Facebook, LinkedIn, TikTok and Google Business Profile are the most common. The kit covers up to 3 platforms; management covers 1 platform.",
    },
    {
      question: "Can I change the text on the templates myself?",
      answer: "Yes. Templates are editable, so you can swap photos, prices and dates without help.",
    },
  ],
  cta: {
    heading: "Make your feed look as good as your business",
    body: `Show ${site.assistantName} your profiles and get a quote in a quick chat. We reply within ${promises.replyWithin}.`,
    button: `Chat with ${site.assistantName}`,
  },
};

export default page;
