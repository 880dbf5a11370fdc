import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "website-redesign-atlanta",
  metaTitle: "Website Redesign in Atlanta | $1,500-$5,000, Done in 4-6 Weeks",
  metaDescription:
    "Atlanta website redesign for small businesses: $1,500-$5,000 in 4-6 weeks, with a new homepage, 4 service pages and 30-day support after launch.",
  serviceName: "Website Redesign in Atlanta",
  hero: {
    eyebrow: "Website Redesign",
    heading: "Website Redesign in Atlanta for Sites That Look Tired or Break on Phones",
    lead: "If you apologize for your website before you share the link, it's time. We rebuild it around the way people find you today: on a phone, between jobs, wanting to know what you do and how to reach you.",
    priceLine: "$1,500-$5,000 · 4-6 weeks",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Made for phones first",
      body: "People looking up a plumber in Smyrna or a caterer in East Point usually do it on a phone. Your new pages are designed for that screen first.",
      icon: "smartphone",
    },
    {
      title: "An obvious next step",
      body: "Call, book or request a quote: every page points visitors to one clear action instead of leaving them to hunt.",
      icon: "target",
    },
    {
      title: "Pages that explain what you sell",
      body: "Your homepage plus 4 service pages, each written and laid out around a service customers actually search for.",
      icon: "layout",
    },
    {
      title: "We stay after launch",
      body: "30-day support is included, so small fixes and questions after go-live are handled by the people who built the site.",
      icon: "heart-handshake",
    },
  ],
  included: {
    heading: "What your redesign includes",
    items: [
      "A redesigned homepage",
      "4 service pages, planned around what you sell",
      "Mobile-friendly layouts checked on phones, tablets and desktops",
      "Contact, call and booking buttons where visitors expect them",
      "Search basics on every page: titles, descriptions and headings",
      "Your existing content reviewed, tightened and moved across",
      "30-day support after launch",
    ],
  },
  process: {
    heading: "How a redesign runs",
    steps: [
      {
        title: "Review",
        body: "We go through your current site with you and note what's worth keeping, what's confusing and what's missing.",
      },
      {
        title: "Plan",
        body: "We agree on the homepage and the 4 service pages, and on the one action each page should lead to.",
      },
      {
        title: "Design and build",
        body: "You see the new design before it goes live and tell us what to change.",
      },
      {
        title: "Launch and support",
        body: "We launch, check that forms and buttons work, and stay on hand with 30-day support.",
      },
    ],
  },
  testimonial: {
    quote:
      "Our website looked fine on my desktop and fell apart on a phone, which is where all our customers are. The new one is simple, loads quickly and people call straight from the service pages. I stopped dreading sending the link.",
    name: "Marcus T.",
    business: "Plumbing company owner",
    area: "Smyrna",
  },
  faqs: [
    {
      question: "How much does a website redesign cost in Atlanta?",
      answer: `Our redesigns run $1,500-$5,000. Where you land depends on how much content needs rewriting and which features you need, such as booking or forms. ${site.assistantName} can give you a quote in a quick chat.`,
    },
    {
      question: "How long will it take?",
      answer: "A typical redesign takes 4-6 weeks from kickoff to launch. Work begins within 1-2 weeks of approval.",
    },
    {
      question: "Will I keep my domain and email?",
      answer:
        "Yes. The redesign changes what visitors see, not the address they type. We also point old page addresses to the new ones so existing links keep working.",
    },
    {
      question: "What happens after the 30 days of support?",
      answer:
        "You can handle small edits yourself, or add our Unlimited Support & Monthly Maintenance plan for $150/month, which covers edits, updates, backups and monitoring.",
    },
    {
      question: "Do I need to write the new content myself?",
      answer: "No. Send us what you have, even rough notes, and we'll shape it into clear pages. You approve every word before launch.",
    },
  ],
  cta: {
    heading: "Ready to share your website with confidence?",
    body: `Send ${site.assistantName} your current web address and a line about what bothers you most. You'll get a quote straight away, and we reply within ${promises.replyWithin}.`,
    button: "Get My Free Quote",
  },
};

export default page;
