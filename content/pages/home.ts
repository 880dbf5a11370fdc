/**
 * Copy for the home page (/), section by section in display order. The bundle, add-ons
 * and articles themselves come from site.ts and articles.ts; this file holds the words
 * around them. Page <title> and meta description live in content/routes.ts.
 */
import { bundle, claims, policies, promises, site, usd } from "#content/site.ts";

/** A button: either a link (href) or an action the page handles, such as opening the chat. */
export interface HomeButton {
  label: string;
  href?: string;
  action?: "open-chat";
}

export interface HomeTitledText {
  title: string;
  body: string;
}

export interface HomeStat {
  value: string;
  label: string;
}

export interface HomePage {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Beside Ava's card, which is the hero's one primary action: a quiet link, and the page's way to the pricing. */
    buttons: [HomeButton];
  };
  stats: HomeStat[];
  problem: {
    heading: string;
    body: string;
    points: HomeTitledText[];
  };
  howItWorks: {
    heading: string;
    lead: string;
    steps: [HomeTitledText, HomeTitledText, HomeTitledText];
  };
  pricing: {
    /** The section's id, so /#pricing scrolls to it. */
    anchorId: "pricing";
    eyebrow: string;
    heading: string;
    lead: string;
    addOnsHeading: string;
    addOnsLead: string;
    bookButtonLabel: string;
  };
  readyToStart: {
    heading: string;
    body: string;
    /**
     * One action, to the services. The block sits right under the pricing section, so a link back
     * up to it would repeat what the visitor has just read: the page's way to the pricing is the
     * hero's See Pricing.
     */
    buttons: [HomeButton];
  };
  articles: {
    heading: string;
    lead: string;
    readMoreLabel: string;
    viewAllLabel: string;
  };
  closingCta: {
    heading: string;
    body: string;
    buttons: [HomeButton, HomeButton];
  };
}

export const homePage: HomePage = {
  hero: {
    eyebrow: "Branding · Websites · AI Assistants in Metro Atlanta",
    heading: "Atlanta Branding and Web Design for Small Businesses Ready to Be Seen",
    lead: `We design the logo, build the website and set up the assistant that answers your customers, so your business looks as good online as the work you do in person. Ask ${site.assistantName} for a quick quote right here.`,
    // The work is the hero's other half and the next section, so the hero does not also point to it.
    buttons: [{ label: "See Pricing", href: "/#pricing" }],
  },
  stats: [
    { value: claims.projects, label: "Projects completed" },
    { value: claims.businesses, label: "Businesses served" },
    { value: claims.satisfaction, label: "Client satisfaction" },
    { value: claims.support, label: "Chat support" },
  ],
  problem: {
    heading: "Great Businesses Get Overlooked Every Day",
    body: "You do excellent work. But if your brand looks homemade, your website is hard to use on a phone or nobody picks up after hours, customers move on before they ever find that out.",
    points: [
      {
        title: "A look that doesn't match your work",
        body: "A rushed logo and mismatched colors make a solid business seem less established than it really is.",
      },
      {
        title: "A website that doesn't bring in business",
        body: "Slow pages, a buried phone number and forms that go nowhere quietly turn visitors away.",
      },
      {
        title: "Hard to find in local search",
        body: "When your Google profile is thin and your listings don't match, nearby customers find your competitors first.",
      },
      {
        title: "Missed calls and messages",
        body: "While you're busy doing the work, calls go to voicemail and good leads go cold.",
      },
    ],
  },
  howItWorks: {
    heading: "How It Works",
    lead: "Three clear steps from the first conversation to launch day.",
    steps: [
      {
        title: "Discovery",
        body: `We start with a free consultation to learn about your business, your customers and your goals. Chat with ${site.assistantName} any time or send us the details, and we'll reply within ${promises.replyWithin}.`,
      },
      {
        title: "Design",
        body: `We create your logo concepts, brand guide and website design, then refine them with you. Up to ${policies.revisionRounds} rounds of revisions are included, so the result feels right before anything goes live.`,
      },
      {
        title: "Deliver",
        body: "We launch your website, hand over every brand file and check that everything works on phones and desktops. After launch, we're still here for support by chat, email or our AI agent.",
      },
    ],
  },
  pricing: {
    anchorId: "pricing",
    eyebrow: "Simple, Upfront Pricing",
    heading: "Everything You Need to Launch, in One Bundle",
    lead: `${bundle.name} brings your brand, website and social media kit together for ${usd(bundle.price)} ${bundle.priceNote}, delivered in ${bundle.timeline}. Add only the extras you need.`,
    addOnsHeading: "Add What You Need",
    addOnsLead: "Optional extras you can add when you book your bundle.",
    bookButtonLabel: "Book the Bundle",
  },
  readyToStart: {
    heading: "Ready to Get Started?",
    body: `Need more than the bundle, or only one part of it? Browse everything we offer. Booking takes about ${promises.formMinutes}, and we follow up within ${promises.replyWithin}.`,
    buttons: [{ label: "Explore Our Services", href: "/services" }],
  },
  articles: {
    heading: "Latest Articles",
    lead: "Practical advice on branding, websites, local search and AI for small-business owners.",
    readMoreLabel: "Read More",
    viewAllLabel: "View All Articles",
  },
  closingCta: {
    heading: "Let's Make Your Business Hard to Miss",
    body: `Tell ${site.assistantName} about your project for a quick quote, or browse the work we've done for small businesses across metro Atlanta.`,
    buttons: [
      { label: "Chat with Us", action: "open-chat" },
      { label: "View Our Work", href: "/portfolio" },
    ],
  },
};
