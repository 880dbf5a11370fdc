import type { LandingPage } from "#content/schemas/collections.ts";
import { site } from "#content/site.ts";

const page: LandingPage = {
  slug: "social-media-branding-atlanta",
  metaTitle: "Social Media Branding in Atlanta | Kit From $400 in 5-7 Days",
  metaDescription:
    "Atlanta social media branding kit for up to 3 platforms from $400, ready in 5-7 days: post templates, profile picture, cover banner, highlight covers and bio.",
  serviceName: "Social Media Branding Kit in Atlanta",
  hero: {
    eyebrow: "Social Media Branding",
    heading: "Social Media Branding in Atlanta That Makes Your Profiles Look Like One Business",
    lead: "People check your Instagram or Facebook before they visit, book or buy. Our social media branding kit gives your profiles a consistent, professional look on up to 3 platforms, with templates you can keep using long after we hand it over.",
    priceLine: "From $400 · Ready in 5-7 days",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Recognizable in a busy feed",
      body: "Consistent colors, fonts and layouts mean followers know it's you before they read your name.",
      icon: "sparkles",
    },
    {
      title: "Templates you keep using",
      body: "Drop in a new photo or this week's special and post. No starting from a blank screen every time.",
      icon: "layout",
    },
    {
      title: "Sized for each platform",
      body: "Profile images, banners and covers are made to the right dimensions for each of your platforms, so nothing gets cropped awkwardly.",
      icon: "smartphone",
    },
    {
      title: "A bio that says what you do",
      body: "A short bio template that tells visitors what you offer, where you are and how to reach you.",
      icon: "pen-tool",
    },
    {
      title: "Done in days, not months",
      body: "Your kit is ready in 5-7 days, so you can refresh your profiles before your next launch or busy season.",
      icon: "clock",
    },
  ],
  included: {
    heading: "What's in the social media branding kit",
    items: [
      "Branding for up to 3 platforms",
      "3 branded post templates",
      "Profile picture and cover banner",
      "Story highlight covers",
      "Bio template",
      "Editable files and a short guide to using them",
    ],
  },
  process: {
    heading: "Our 4-step process",
    steps: [
      {
        title: "Quick chat",
        body: `Tell ${site.assistantName} which platforms you use and what you post about. We look at your current profiles and your existing logo and colors.`,
      },
      {
        title: "Design",
        body: "We create your profile picture, cover banner, story highlight covers, bio template and 3 post templates.",
      },
      {
        title: "Review",
        body: "You see everything laid out on a mock profile and tell us what to adjust.",
      },
      {
        title: "Hand-off",
        body: "You receive the finished, editable files, sized for each platform, within 5-7 days of starting.",
      },
    ],
  },
  testimonial: {
    quote:
      "My Instagram looked like five different shops. Now the grid feels like walking into my store, and the templates mean I can post a new arrival in a couple of minutes instead of fussing for an hour.",
    name: "Tasha K.",
    business: "Boutique owner",
    area: "Old Fourth Ward",
  },
  faqs: [
    {
      question: "Which platforms does the kit cover?",
      answer:
        "Up to 3 platforms of your choice, for example Instagram, Facebook and LinkedIn, or TikTok, Instagram and Google Business Profile. We size everything for the platforms you pick.",
    },
    {
      question: "How much is it and how long does it take?",
      answer: "The kit starts at $400 and is ready in 5-7 days.",
    },
    {
      question: "Do I need a logo first?",
      answer: `It helps, but it isn't required. If you don't have one yet, we can design your logo first, or ${site.assistantName} can suggest a package that covers both.`,
    },
    {
      question: "Will you post for me?",
      answer:
        "The kit gives you the look and the templates to post yourself. If you'd rather hand it off, our Social Media Management add-on is $800/month for 8 posts a month on 1 platform, designed, written and scheduled.",
    },
    {
      question: "Can I edit the templates myself?",
      answer: "Yes. You get editable files and a short guide, so you can swap photos, text and offers without breaking the design.",
    },
  ],
  cta: {
    heading: "Give your profiles the look your business deserves",
    body: `Tell ${site.assistantName} which platforms you use and get a quote in a quick chat. Your kit can be ready in 5-7 days.`,
    button: "Start a Quick Chat",
  },
};

export default page;
