/**
 * The chat assistants' topic table: every service, package, add-on, policy and FAQ the site
 * describes, with what a visitor may ask of it (price, duration, what it includes, whether we
 * do it, what it is), each fact read from the content that shows it on a page. "How much / how
 * long / does it include / do you do X" is one lookup of (topic, attribute); a topic missing
 * here is one we don't list, and the assistants say so instead of guessing.
 * `words` are the words visitors use for the topic (lower case, typed as people type them).
 */
import { aiReceptionist, addOns, bundle, claims, hostingRenewalPerYear, policies, promises, site, usd, type AddOnId } from "#content/site.ts";
import { serviceSections } from "#content/services.ts";
import { offers, fromPrice, priceOf } from "#content/offers.ts";
import { demoPage } from "#content/pages/demo.ts";
import { demoBusiness } from "#content/chat.ts";
import type { NEED_WORDS } from "./lexicon.ts";

export type TopicAssistant = "ava" | "tina" | "tina-role";

export interface Topic {
  id: string;
  assistant: TopicAssistant;
  /** How a sentence names it. */
  name: string;
  words: readonly string[];
  /** What it is, said as a yes to "do you do it?". */
  about: string;
  price?: string;
  duration?: string;
  includes?: string;
  /** False for something asked about that we do not offer. */
  offered?: false;
}

const list = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
/** A sentence's first letter made small to run on in a list; an acronym ("AI-search…") stays as it is. */
const lower = (text: string): string => (text.charAt(1) !== text.charAt(1).toLowerCase() ? text : text.charAt(0).toLowerCase() + text.slice(1));
/** A name in title case run on in a sentence: "social media management", "a strategy session" (an acronym stays: "AI"). */
const lowerName = (name: string): string =>
  name
    .split(" ")
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(" ");
/** A description put in brackets, without its closing full stop. */
const aside = (text: string): string => lower(text).replace(/\.$/, "");
const addOn = (id: AddOnId) => addOns.find((a) => a.id === id)!;
const cadence = (id: AddOnId): string => {
  const a = addOn(id);
  return a.cadence === "per month" ? `${usd(a.price)}/month` : a.cadence === "each" ? `${usd(a.price)} each` : `${usd(a.price)} one-time`;
};
const quoted = (what: string): string =>
  `${what} is quoted for your project: tell me a little about it and the team sends a quote within ${promises.replyWithin}.`;
const bundleLine = `${bundle.name} is ${usd(bundle.price)} ${bundle.priceNote}, ready in ${bundle.timeline}`;

/** Words for the services page's items, beyond their own names. */
const itemWords: Record<string, readonly string[]> = {
  "logo-design": ["logo", "logos", "logo design", "new logo", "mark", "icon", "wordmark"],
  "brand-kit": ["brand kit", "brand guide", "style guide", "brand guidelines", "colors and fonts"],
  "business-cards": ["business cards", "business card", "cards"],
  "social-templates": ["social templates", "post templates", "canva templates", "instagram templates", "story templates"],
  "social-profile-setup": [
    "profile setup",
    "social profiles",
    "set up my instagram",
    "cover banner",
    "highlight covers",
    "profile pic",
    "profiles too",
  ],
  "online-booking-setup": [
    "booking",
    "bookings",
    "online booking",
    "book appointments",
    "appointments",
    "take bookings",
    "schedule appointments",
    "pick a time",
    "calendar",
    "reservations",
    "scheduling",
  ],
  "custom-forms": ["forms", "contact form", "quote form", "application form", "custom forms"],
  "ad-landing-page": ["landing page", "ad page", "ad landing page", "campaign page"],
  "blog-setup": ["blog", "blog setup", "articles"],
  "analytics-setup": ["analytics", "google analytics", "tracking", "visitor tracking"],
  "website-copywriting": ["copywriting", "copy", "write the content", "write my content", "website text", "words for my site", "content writing"],
  "google-business-profile-setup": [
    "google business profile",
    "google business",
    "gbp",
    "google listing",
    "google maps",
    "google my business",
    "google profile",
    "maps listing",
  ],
  "ai-seo": ["ai seo", "ai search", "chatgpt search", "show up in ai"],
  "review-funnel": ["reviews", "google reviews", "review funnel", "more reviews", "qr code for reviews", "get reviews"],
  "directory-listings": [
    "business listings",
    "local listings",
    "online listings",
    "directories",
    "yelp",
    "directory listings",
    "citations",
    "directory site",
    "map sites",
    "wrong on google",
  ],
  "email-marketing-setup": ["email marketing", "newsletter", "newsletters", "mailchimp", "email list"],
  "follow-up-emails": ["follow up emails", "follow-up emails", "follow ups", "automatic follow up"],
  "welcome-sequence": ["welcome sequence", "welcome emails", "drip emails", "onboarding emails"],
  "qr-code-design": ["qr code", "qr codes"],
  "print-materials": [
    "flyers",
    "flyer",
    "brochures",
    "brochure",
    "postcards",
    "menus",
    "menu",
    // Not "signs" alone: its stem is "sign" ("will you sign an NDA?").
    "yard signs",
    "shop sign",
    "store sign",
    "signage",
    "print materials",
    "banners",
    "door hangers",
    "rack cards",
  ],
  "branded-email": [
    "branded email",
    "professional email",
    "email address",
    "email signature",
    "custom email",
    "email with our domain",
    "email with my domain",
    "instead of my yahoo",
    "instead of my gmail",
    "instead of a gmail",
  ],
  "intake-forms": ["intake forms", "intake form", "questionnaire", "patient forms", "new client forms"],
  "invoice-templates": ["invoice", "invoices", "invoice templates", "estimate templates", "quote templates"],
  "e-signature-setup": ["e-signature", "esignature", "e signature", "sign online", "contracts online", "docusign"],
  "booking-link": ["booking link", "scheduling link", "calendly"],
  "ai-receptionist": [],
  "quote-booking-flows": ["quote flow", "booking flow", "quote and booking", "automatic quotes"],
  "admin-dashboard": ["dashboard", "admin dashboard", "crm", "lead dashboard"],
  "native-ios-android-apps": [],
  "app-store-launch-support": ["app store", "google play", "play store", "store launch"],
  "diy-website-fixes": [
    "wix",
    "squarespace",
    "godaddy",
    "weebly",
    "wordpress",
    "diy site",
    "site builder",
    "fix my site",
    "broken site",
    "built themselves",
    "built it myself",
    "drag and drop",
    "built myself",
    "fix my website",
  ],
  "site-tune-up": ["tune up", "tune-up", "slow site", "site is slow", "speed", "broken links", "checkup", "faster", "forever to load", "loads slow"],
  "social-media-revamp": ["social revamp", "refresh my instagram", "social media revamp", "update my socials"],
  "mobile-optimization": [
    "on mobile",
    "on phones",
    "on my phone",
    "mobile friendly",
    "mobile site",
    "looks bad on phones",
    "mobile optimization",
    "responsive",
  ],
};

/** An item's topic id: its name in lower-case words joined by "-", shortened where the label guide does. */
const idOf = (name: string): string =>
  ({
    "Review Funnel with QR Codes": "review-funnel",
    // The same pages as the bundle's add-on: one topic, answered with its price.
    "Extra Pages": "extra-page",
    "Quote & Booking Flows": "quote-booking-flows",
    "Mobile-Only Optimization": "mobile-optimization",
    "Native iOS & Android Apps": "native-ios-android-apps",
  })[name] ??
  name
    .toLowerCase()
    .split(" ")
    .filter((w) => w !== "&")
    .join("-");

const itemTopics: Topic[] = serviceSections.flatMap((section) =>
  section.items.map((item) => {
    const id = idOf(item.name);
    return {
      id,
      assistant: "ava" as const,
      name: item.name,
      words: [item.name.toLowerCase(), ...(itemWords[id] ?? [])],
      about: `${item.name} is part of our ${section.title} work: ${lower(item.description)}`,
      price: section.customQuoteOnly ? `${section.title} is custom quote only. ${quoted(item.name)}` : quoted(item.name),
    };
  }),
);

const ava: Topic[] = [
  {
    id: "bundle",
    assistant: "ava",
    name: bundle.name,
    words: ["bundle", "launch ready", "launch-ready", "the package", "your package", "packages", "package"],
    about: `${bundleLine}: ${list(bundle.includes.map(lower))}.`,
    price: `${bundleLine}. It includes a website, six logo concepts, a brand guide and a social media kit.`,
    duration: `${bundle.name} is delivered in ${bundle.timeline}.`,
    includes: `${bundle.name} (${usd(bundle.price)}) includes: ${list(bundle.includes.map(lower))}.`,
  },
  {
    id: "logo",
    assistant: "ava",
    name: "Logo design",
    words: ["logo", "logos", "logo design", "lgo", "logoo", "mark", "new logo", "icon"],
    about: `Yes, we design logos: custom concepts refined with you into a mark that works on a sign, a website and a profile picture.`,
    price: `Branding starts at ${usd(offers.branding.from)} for focused work like a logo; ${offers.starter.name} is ${fromPrice(offers.starter)} with ${list(offers.starter.includes)}. ${bundle.name} (${usd(bundle.price)}) includes six logo concepts plus a website.`,
    duration: `Logo design usually takes ${policies.timelines.logo}.`,
    includes: `${offers.brandIdentity.name} (${fromPrice(offers.brandIdentity)}) gives you ${list(offers.brandIdentity.includes)}; ${bundle.name} includes six custom logo concepts, and ${lower(addOn("extra-logos").description)} are ${cadence("extra-logos")}.`,
  },
  {
    id: "website",
    assistant: "ava",
    name: "A website",
    words: ["website", "websites", "site", "web site", "webpage", "wesbite", "webiste", "websit", "web design", "homepage", "new site", "pages"],
    about: `Yes, we design and build websites made to bring in calls, bookings and sales.`,
    price: `A new website comes in ${bundle.name}: ${usd(bundle.price)} ${bundle.priceNote} for up to 5 main pages plus 5 subpages, with six logo concepts, a brand guide and a social media kit. Extra pages are ${cadence("extra-page")}.`,
    duration: `Websites usually take ${policies.timelines.website}; ${bundle.name} is delivered in ${bundle.timeline}.`,
    includes: `The website in ${bundle.name} has up to 5 main pages plus 5 subpages, a free domain and hosting for 1 year with unlimited updates, and AI-search-optimized SEO.`,
  },
  {
    id: "branding",
    assistant: "ava",
    name: "Branding",
    words: ["branding", "brand", "visual identity", "brand package", "identity", "full brand", "look"],
    about: `Yes: logos, brand kits, colors and fonts, business cards and social templates, so you look the same everywhere.`,
    price: `Branding starts at ${usd(offers.branding.from)}, and brand identity design at ${usd(offers.brandIdentity.from)}. Packages: Starter ${fromPrice(offers.starter)}, Growth ${fromPrice(offers.growth)}, Premium ${fromPrice(offers.premium)}.`,
    duration: `Full branding packages usually take ${policies.timelines.branding}.`,
    includes: `Starter (${fromPrice(offers.starter)}): ${list(offers.starter.includes)}. Growth (${fromPrice(offers.growth)}): ${list(offers.growth.includes)}. Premium (${fromPrice(offers.premium)}): ${list(offers.premium.includes)}.`,
  },
  {
    id: "brand-identity",
    assistant: "ava",
    name: offers.brandIdentity.name,
    words: ["brand identity", "identity design", "identity package"],
    about: `${offers.brandIdentity.name} gives you ${list(offers.brandIdentity.includes)}.`,
    price: `${offers.brandIdentity.name} starts at ${usd(offers.brandIdentity.from)}.`,
    duration: `Full branding usually takes ${policies.timelines.branding}.`,
    includes: `${offers.brandIdentity.name} (${fromPrice(offers.brandIdentity)}) includes ${list(offers.brandIdentity.includes)}.`,
  },
  ...(["starter", "growth", "premium"] as const).map((k): Topic => ({
    id: offers[k].id,
    assistant: "ava",
    name: offers[k].name,
    words: [k, `${k} package`, `${k} tier`, `${k} plan`],
    about: `${offers[k].name} (${fromPrice(offers[k])}) includes ${list(offers[k].includes)}.`,
    price: `${offers[k].name} is ${fromPrice(offers[k])}: ${list(offers[k].includes)}. The final price depends on what you need, and you see your quote before any work starts.`,
    includes: `${offers[k].name} includes ${list(offers[k].includes)}.`,
    duration: `Full branding packages usually take ${policies.timelines.branding}.`,
  })),
  {
    id: "redesign",
    assistant: "ava",
    name: offers.redesign.name,
    words: [
      "redesign",
      "redo",
      "redo a website",
      "redo my website",
      "redo my site",
      "redo the website",
      "revamp",
      "makeover",
      "refresh my website",
      "update my website",
      "outdated",
      "old site",
      "new look for my site",
      "rebuild",
    ],
    about: `Yes, we redesign existing sites: ${list(offers.redesign.includes!)}.`,
    price: `${offers.redesign.name} runs ${priceOf(offers.redesign)} and takes ${offers.redesign.duration}, with ${list(offers.redesign.includes!)}.`,
    duration: `${offers.redesign.name} takes ${offers.redesign.duration}.`,
    includes: `${offers.redesign.name} includes ${list(offers.redesign.includes!)}.`,
  },
  {
    id: "rebranding",
    assistant: "ava",
    name: offers.rebranding.name,
    words: ["rebrand", "rebranding", "brand refresh", "new name", "brand overhaul", "change our logo"],
    about: `Yes: a rebrand covers the audit, logo, messaging, guidelines, website, social, stationery and a launch plan.`,
    price: `${offers.rebranding.name} runs ${priceOf(offers.rebranding)} and takes ${offers.rebranding.duration}.`,
    duration: `${offers.rebranding.name} takes ${offers.rebranding.duration}.`,
  },
  {
    id: "brand-strategy",
    assistant: "ava",
    name: offers.strategy.name,
    words: ["strategy", "brand strategy", "positioning", "messaging", "consulting", "consultant", "strategist", "complete brand strategy"],
    about: `Yes: research, positioning and messaging. You can also start with ${lowerName(offers.strategySession.name)} for ${usd(offers.strategySession.from)}.`,
    price: `${offers.strategy.name} projects run ${priceOf(offers.strategy)} over ${offers.strategy.duration}. ${offers.strategySession.name} is ${usd(offers.strategySession.from)}, ${lowerName(offers.brandAudit.name)} ${usd(offers.brandAudit.from)}, and ${offers.completeStrategy.name} ${fromPrice(offers.completeStrategy)}.`,
    duration: `${offers.strategy.name} takes ${offers.strategy.duration}; ${offers.completeStrategy.name} ${offers.completeStrategy.duration}.`,
  },
  {
    id: "brand-strategy-session",
    assistant: "ava",
    name: offers.strategySession.name,
    words: ["strategy session", "brand strategy session", "2 hour session", "two hour session", "consultation session"],
    about: `${offers.strategySession.name} is a focused working session on your brand.`,
    price: `${offers.strategySession.name} is ${usd(offers.strategySession.from)}.`,
  },
  {
    id: "brand-audit",
    assistant: "ava",
    name: offers.brandAudit.name,
    words: ["audit", "brand audit", "review my brand"],
    about: `${offers.brandAudit.name} reviews your current brand and gives you a written report.`,
    price: `${offers.brandAudit.name} is ${usd(offers.brandAudit.from)}.`,
  },
  {
    id: "social-media",
    assistant: "ava",
    name: "Social media",
    words: ["social media", "social", "instagram", "insta", "ig", "facebook", "fb", "tiktok", "tik tok", "linkedin", "posts", "socials"],
    about: `Yes: social media kits and templates in your brand, and ${lowerName(addOn("social-management").name)} (${aside(addOn("social-management").description)}).`,
    price: `${offers.socialKit.name} is ${fromPrice(offers.socialKit)}; ${addOn("social-management").name} is ${cadence("social-management")} for ${lower(addOn("social-management").description)}`,
    duration: `${offers.socialKit.name} is ready in ${offers.socialKit.duration}.`,
    includes: `${offers.socialKit.name} (${fromPrice(offers.socialKit)}) includes ${list(offers.socialKit.includes!)}.`,
  },
  {
    id: "social-media-kit",
    assistant: "ava",
    name: offers.socialKit.name,
    words: ["social media kit", "social kit", "kit"],
    about: `${offers.socialKit.name} includes ${list(offers.socialKit.includes!)}.`,
    price: `${offers.socialKit.name} is ${fromPrice(offers.socialKit)}, ready in ${offers.socialKit.duration}.`,
    duration: `${offers.socialKit.name} is ready in ${offers.socialKit.duration}.`,
    includes: `${offers.socialKit.name} includes ${list(offers.socialKit.includes!)}.`,
  },
  {
    id: "seo",
    assistant: "ava",
    name: "SEO",
    words: ["seo", "search engine", "google", "rank", "ranking", "show up on google", "found online", "first page", "search"],
    about: `Yes: every site in ${bundle.name} comes with AI-search-optimized SEO, and we set up Google Business Profiles, listings and review funnels.`,
    price: `${addOn("monthly-seo").name} is ${cadence("monthly-seo")}: ${lower(addOn("monthly-seo").description)}`,
    includes: `${addOn("monthly-seo").name}: ${lower(addOn("monthly-seo").description)}`,
  },
  {
    id: "print",
    assistant: "ava",
    name: "Print design",
    words: ["print", "printing", "print design", "letterhead", "stationery"],
    about: `Yes: business cards, letterhead, flyers, menus and signs designed in your brand and ready for any printer.`,
    price: `The ${addOn("print-bundle").name} is ${cadence("print-bundle")}: ${lower(addOn("print-bundle").description)}`,
    includes: `The ${addOn("print-bundle").name}: ${lower(addOn("print-bundle").description)}`,
  },
  {
    id: "ecommerce",
    assistant: "ava",
    name: "An online store",
    words: [
      "online store",
      "online shop",
      "ecommerce",
      "e-commerce",
      "shopify",
      "sell online",
      "sell products",
      "checkout",
      "web shop",
      "takes cards",
      "take cards",
      "accept cards",
      "online payments",
      "take payments",
      "order online",
      "online orders",
    ],
    about: `Yes, we build online stores.`,
    price: `Online stores are a custom quote after a free consultation.`,
  },
  {
    id: "apps",
    assistant: "ava",
    name: "App development",
    words: ["app", "apps", "mobile app", "mobile apps", "iphone app", "android app", "ios", "android", "application"],
    about: `Yes: native iOS and Android apps, with help launching on the App Store and Google Play.`,
    price: `App development is custom quote only. ${quoted("Your app")}`,
  },
  {
    id: "ai-receptionist",
    assistant: "ava",
    name: "An AI receptionist",
    words: [
      "ai receptionist",
      "receptionist",
      "chatbot",
      "chat bot",
      "ai agent",
      "ai assistant",
      "answer my calls",
      "answer calls",
      "answering service",
      "automation",
      "automate",
      "ai",
    ],
    about: `Yes: an AI receptionist answers calls and chats 24/7 in your business's voice, books appointments and captures every lead. You can try it free for ${aiReceptionist.trialDays} days.`,
    price: `You can try an AI receptionist free for ${aiReceptionist.trialDays} days; keeping it is ${usd(aiReceptionist.monthlyPrice)}/month with ${list(aiReceptionist.includes.map(lower))}. Custom AI automation is quoted.`,
    includes: `Keeping the AI receptionist (${usd(aiReceptionist.monthlyPrice)}/month) includes ${list(aiReceptionist.includes.map(lower))}.`,
    duration: `The free demo is set up within ${aiReceptionist.setupWithin}.`,
  },
  {
    id: "fixes",
    assistant: "ava",
    name: "Fixes to a site you have",
    words: ["fix", "fixes", "broken", "not working", "down", "bug", "bugs", "repair", "glitch"],
    about: `Yes: DIY website fixes, site tune-ups and mobile-only optimization for the site you already have.`,
    price: quoted("A fix"),
  },
  ...(["extra-logos", "extra-page", "print-bundle", "monthly-seo", "monthly-support", "social-management", "lifetime-hosting"] as const).map(
    (id): Topic => ({
      id,
      assistant: "ava",
      name: addOn(id).name,
      words: {
        "extra-logos": ["extra logos", "more logo concepts", "extra logo concepts", "more concepts", "extra concepts", "more logo options"],
        "extra-page": [
          "extra page",
          "extra pages",
          "more pages",
          "additional page",
          "additional pages",
          "another page",
          "per page",
          "each page",
          "every page after",
          "page after",
          "the extra ones",
          "pages total",
          "pages all together",
        ],
        "print-bundle": ["print bundle"],
        "monthly-seo": ["monthly seo", "seo plan", "ongoing seo"],
        "monthly-support": ["monthly support", "maintenance", "monthly maintenance", "support plan", "unlimited support", "care plan"],
        "social-management": [
          "social media management",
          "manage my social",
          "manage my instagram",
          "manage our social",
          "manage social accounts",
          "post for me",
          "post for us",
          "run my social",
          "run our social",
          "run my instagram",
          "run our instagram",
          "run instagram",
          "run instagram accounts",
          "run instagram pages",
          "manage instagram",
          "manage instagram accounts",
          "run social media",
          "manage social media",
          "handle our social",
          "handle my social",
          "run my tiktok",
          "social management",
          "posting for us",
          "instagram posting",
          "take over our instagram",
          "take over our social",
          "posts every month",
          "monthly posts",
        ],
        "lifetime-hosting": ["lifetime hosting", "hosting forever", "one time hosting"],
      }[id],
      about: `${addOn(id).name} is ${cadence(id)}: ${lower(addOn(id).description)}`,
      price: `${addOn(id).name} is ${cadence(id)}: ${lower(addOn(id).description)}`,
      includes: `${addOn(id).name}: ${lower(addOn(id).description)}`,
    }),
  ),
  {
    id: "hosting",
    assistant: "ava",
    name: "Hosting",
    words: ["hosting", "host", "domain", "domain name", "server", "renewal", "renew"],
    about: `${bundle.name} includes a free domain and hosting for 1 year with unlimited updates; after that hosting renews at ${usd(hostingRenewalPerYear)} a year, or ${addOn("lifetime-hosting").name} is ${cadence("lifetime-hosting")}.`,
    price: `Hosting is free for the first year with ${bundle.name}, then ${usd(hostingRenewalPerYear)} a year, or ${addOn("lifetime-hosting").name} for ${cadence("lifetime-hosting")}.`,
  },
  {
    id: "revisions",
    assistant: "ava",
    name: "Revisions",
    words: ["revisions", "revision", "changes", "edits", "rounds", "tweaks", "dont like it", "don't like"],
    about: `${policies.revisionNote} We always tell you before any extra work begins.`,
    includes: `${policies.revisionNote}`,
  },
  {
    id: "refunds",
    assistant: "ava",
    name: "Refunds",
    words: ["refund", "refunds", "money back", "cancel", "cancellation", "change my mind", "changed my mind"],
    about: `${policies.refundRule} Once work is under way, payments are not refundable.`,
  },
  {
    id: "payment",
    assistant: "ava",
    name: "Payment",
    words: [
      "payment",
      "pay",
      "payment plan",
      "installments",
      "deposit",
      "credit card",
      "paypal",
      "venmo",
      "zelle",
      "financing",
      "split payments",
      "pay monthly",
      // A card to pay with, not to hand out: "do i need a card on file", "will you charge my card".
      "card on file",
      "card down",
      "my card",
      "a card",
      "put a card",
      "charge my card",
      "cash app",
      "cashapp",
      "pay cash",
      "crypto",
      "bitcoin",
      "apple pay",
      "take checks",
      "pay by check",
      "pay in full",
      "all at once",
      "upfront",
      "up front",
    ],
    about: `Payment terms are set in your written agreement: ${lower(promises.contractNote)} The site doesn't list payment plans, so the team can tell you what's possible for your project.`,
  },
  {
    id: "files",
    assistant: "ava",
    name: "Your files",
    words: ["files", "source files", "file", "keep my files", "lost my logo", "vector", "svg", "png"],
    about: `We keep your project files for at least ${policies.fileRetentionYears} years, so if you lose a logo file or need an older version, just ask and we'll send it.`,
  },
  {
    id: "ownership",
    assistant: "ava",
    name: "Ownership of the work",
    words: [
      "ownership",
      "own the design",
      "own the files",
      "own my",
      "owns",
      "who owns",
      "copyright",
      "usage rights",
      "full rights",
      "the rights",
      "is the domain mine",
      "is it mine",
      "be mine",
      "are mine",
      "own it",
      "own the site",
      "own the website",
      "own the logo",
      "own the logo files",
      "own the logo outright",
      "do i own",
      "do we own",
      "hostage",
      "rented",
      "renting it",
    ],
    about: `The site doesn't spell out ownership terms; they're in your written agreement, and the team can walk you through them. We keep your files for at least ${policies.fileRetentionYears} years.`,
  },
  {
    id: "consultation",
    assistant: "ava",
    name: "A consultation",
    words: [
      "consultation",
      "consult",
      "the consult",
      "free consult",
      "discovery call",
      "talk it through",
      "zoom",
      "first call",
      "first meeting",
      "intro call",
      "initial meeting",
    ],
    about: `${promises.consultation}, with no obligation. Tell me what you need and the team replies within ${promises.replyWithin}.`,
    price: `The consultation is free: ${lower(promises.consultation)}.`,
  },
  {
    id: "support",
    assistant: "ava",
    name: "Support after launch",
    words: ["support", "after launch", "help later", "maintain", "updates", "update the site", "something breaks"],
    about: `Yes: support packages start at ${usd(policies.supportFrom)}/month, and with ${bundle.name} you can add ${addOn("monthly-support").name} for ${cadence("monthly-support")}.`,
    price: `Support packages start at ${usd(policies.supportFrom)}/month; ${addOn("monthly-support").name} is ${cadence("monthly-support")} with ${bundle.name}.`,
  },
  {
    id: "discount",
    assistant: "ava",
    name: "Discounts",
    words: ["discount", "deal", "coupon", "promo", "promo code", "sale", "special", "percent off", "10% off", "10 off"],
    about: `When you book ${bundle.name} on the home page you get 10% off for 15 minutes, add-ons included. Other prices are as the pages list them.`,
  },
  {
    id: "privacy",
    assistant: "ava",
    name: "Privacy and confidentiality",
    words: [
      "nda",
      "confidential",
      "confidentiality",
      "privacy",
      "hipaa",
      "private",
      "secret",
      "non disclosure",
      "patient data",
      "patient information",
      "medical records",
      "my data",
      "personal information",
      "personal data",
      "info people type",
      "information people type",
      "what you do with my info",
      "my info",
      "my information",
      "need my name",
      "need my number",
      "need my email",
      "need my phone",
      "spam me",
      "sell my",
      "sold to",
      "sell that",
      "sell the data",
      "who can read",
      "who else can read",
      "customers info",
      "customers phone numbers",
      "chat saved",
      "saved anywhere",
      "data privacy",
    ],
    about: `Our privacy policy (effective ${policies.privacyEffective}) explains how we handle your information. The site doesn't list NDAs or HIPAA compliance, so the team can tell you what's possible for your project.`,
  },
  {
    id: "contract",
    assistant: "ava",
    name: "The agreement",
    words: ["contract", "agreement", "terms", "sign a contract"],
    about: `${promises.contractNote} Projects begin ${policies.projectStart}.`,
  },
  {
    id: "languages",
    assistant: "ava",
    name: "A site in two languages",
    words: ["spanish", "two languages", "bilingual", "multilingual", "translation", "translate", "languages", "korean", "vietnamese", "french"],
    about: `The site doesn't list multilingual websites, so the team can tell you what's possible.`,
  },
  {
    id: "accessibility",
    assistant: "ava",
    name: "Accessibility",
    words: ["accessibility", "accessible", "ada", "wcag", "screen reader"],
    about: `The site doesn't list accessibility audits as a service, so the team can tell you what's possible.`,
  },
  {
    id: "portfolio",
    assistant: "ava",
    name: "Our work",
    words: ["portfolio", "examples", "past work", "your work", "samples", "case studies", "reviews", "testimonials"],
    about: `You can see ${claims.portfolioProjects} projects at /portfolio: websites, branding, packaging, print and social media for local businesses.`,
  },
];

const tina: Topic[] = [
  {
    id: "trial",
    assistant: "tina",
    name: "The free trial",
    words: [
      "trial",
      "free trial",
      "demo",
      "free demo",
      "try it",
      "test it",
      "3 day",
      "three day",
      "3 days",
      "3 day thing",
      "trial period",
      "free part",
      "free period",
      "free days",
    ],
    about: `Tell us about your business in the demo form and we set up a free ${aiReceptionist.trialDays}-day AI receptionist demo within ${aiReceptionist.setupWithin}. Keeping it afterwards is ${usd(aiReceptionist.monthlyPrice)}/month.`,
    price: `The trial is free for ${aiReceptionist.trialDays} days; if you keep it, it's ${usd(aiReceptionist.monthlyPrice)}/month.`,
    duration: `The trial lasts ${aiReceptionist.trialDays} days, and it's set up within ${aiReceptionist.setupWithin}.`,
    includes: `The trial is the full AI receptionist, free for ${aiReceptionist.trialDays} days; keeping it (${usd(aiReceptionist.monthlyPrice)}/month) includes: ${list(aiReceptionist.includes)}.`,
  },
  {
    id: "ai-receptionist",
    assistant: "tina",
    name: "The AI receptionist",
    words: [
      "ai receptionist",
      "receptionist",
      "the service",
      "plan",
      "subscription",
      "monthly",
      "after the trial",
      "after the free trial",
      "after the 3 days",
      "after the three days",
      "after the demo",
    ],
    about: `An AI receptionist answers your customers' calls and messages 24/7 in your business's voice, answers common questions, books appointments and captures every lead for you.`,
    price: `It's free for ${aiReceptionist.trialDays} days, then ${usd(aiReceptionist.monthlyPrice)}/month if you keep it, including ${list(aiReceptionist.includes.map(lower))}.`,
    includes: `For ${usd(aiReceptionist.monthlyPrice)}/month you get: ${list(aiReceptionist.includes)}.`,
    duration: `Your demo is set up within ${aiReceptionist.setupWithin}, and the proposal follows in ${aiReceptionist.proposalWithin}.`,
  },
  {
    id: "setup",
    assistant: "tina",
    name: "Setting it up",
    words: [
      "train",
      "trained",
      "training",
      "learn my business",
      "know my business",
      "set it up",
      "setting it up",
      "set this up",
      "program it",
      "customize it",
      "set up",
      "setup",
      "how is it set up",
      "know about my business",
      "know my prices",
      "get it going",
      "have it ready",
      "get one set up",
      "techy",
      "write everything",
      "learn about",
      "new phone number",
      "new number",
      "keep my number",
      "forward my calls",
      "forward calls",
    ],
    about: `${demoPage.howItWorks.steps.map((s, i) => `${i + 1}. ${s.title}`).join(" ")}. We set up your demo within ${aiReceptionist.setupWithin}.`,
    duration: `We set up your demo within ${aiReceptionist.setupWithin}.`,
  },
  {
    id: "calls",
    assistant: "tina",
    name: "Phone calls",
    words: ["calls", "phone", "phones", "pick up", "answer the phone", "answer my phone", "phone calls", "voicemail", "missed calls"],
    about: `Yes, it answers your customers around the clock, so missed calls stop turning into lost jobs.`,
  },
  {
    id: "after-hours",
    assistant: "tina",
    name: "After hours",
    words: [
      "after hours",
      "nights",
      "at night",
      "weekends",
      "on weekends",
      "24/7",
      "midnight",
      "2am",
      "3am",
      "1am",
      "10 p.m",
      "10pm",
      "11pm",
      "middle of the night",
      "late at night",
      "holidays",
      "closed",
      "overnight",
    ],
    about: `Yes, it works 24/7, nights, weekends and holidays included.`,
  },
  {
    id: "appointment-booking",
    assistant: "tina",
    name: "Appointment booking",
    words: [
      "book",
      "booking",
      "bookings",
      "appointments",
      "appointment",
      "book appointments",
      "book appointment",
      "take appointments",
      "booking appointments",
      "schedule",
      "calendar",
      "estimates",
    ],
    about: `Yes, appointment booking is one of its features: it collects the details and books the visit.`,
  },
  {
    id: "leads",
    assistant: "tina",
    name: "Leads and transcripts",
    words: [
      "leads",
      "transcripts",
      "transcript",
      "conversations",
      "chat logs",
      "names and numbers",
      "qualify",
      "read the chats",
      "who called",
      "what they wanted",
      "see the messages",
      "what kind of job",
      "job details",
      "name and number",
      "callers info",
    ],
    about: `Yes: it captures and qualifies every lead, and you read the chat transcripts in your backend dashboard.`,
  },
  {
    id: "results",
    assistant: "tina",
    name: "Results",
    words: ["results", "proof", "case studies", "who uses", "success stories", "real businesses", "actually helped"],
    about: demoPage.results.cases.map((c) => `${c.businessName} (${lower(c.businessType)}, ${c.location}): ${lower(c.outcome)}.`).join(" "),
  },
  {
    id: "cancel",
    assistant: "tina",
    name: "Cancelling",
    words: ["cancel", "cancellation", "contract", "locked in", "quit", "stop", "hate it", "dont like it", "don't like it", "not happy"],
    about: `The trial is free with nothing to cancel. ${policies.aiCancellation}`,
  },
];

/** Words of a keyword list too common to name a topic alone ("how", "in", "water"), and the phrases they make. */
const FAQ_FILLERS = new Set([
  "to",
  "in",
  "on",
  "out",
  "up",
  "how",
  "much",
  "now",
  "right",
  "after",
  "call",
  "come",
  "live",
  "near",
  "service",
  "hot",
  "water",
  "slow",
  "the",
  "a",
  "an",
  "of",
  "for",
  "backed",
  "main",
  "line",
]);
const FAQ_PHRASES = [
  "hot water",
  "water heater",
  "come out",
  "after hours",
  "on call",
  "right now",
  "backed up",
  "how much",
  "live in",
  "slow drain",
  "sewer line",
  "main line",
];
const faqWords = (keywords: string): string[] => {
  const words = keywords.split(" ");
  return [...words.filter((w) => !FAQ_FILLERS.has(w)), ...FAQ_PHRASES.filter((p) => keywords.includes(p))];
};

const role: Topic[] = [
  {
    id: "plumbing",
    assistant: "tina-role",
    name: "Our services",
    words: ["plumbing", "services", "plumber", "repair", "install", "faucet", "toilet", "disposal", "pipe", "leak", "fixture"],
    about: `Yes, we do ${list(demoBusiness.services)}.`,
  },
  ...demoBusiness.faqs.map((f): Topic => ({
    id:
      { emergency: "emergency", estimates: "estimate", area: "area", licensed: "licensed", "water-heaters": "water-heater", drains: "drains" }[
        f.id
      ] ?? f.id,
    assistant: "tina-role",
    name: f.question,
    words: faqWords(f.keywords),
    about: f.answer,
  })),
  {
    id: "hours",
    assistant: "tina-role",
    name: "Our hours",
    words: ["hours", "open", "close", "sunday", "saturday", "weekend"],
    about: `We're open ${demoBusiness.hours}.`,
  },
  {
    // The sample business states no payment methods: the caller hears who can say, nothing made up.
    id: "payment",
    assistant: "tina-role",
    name: "Paying for the visit",
    words: ["pay", "payment", "credit card", "credit cards", "card", "cash", "zelle", "venmo", "cash app", "checks", "take checks", "apple pay"],
    about: "The technician goes over the price and how to pay before any work starts.",
  },
];

/**
 * Work visitors ask about that the site does not list: named here so a question about it is
 * answered "not something we list" instead of being taken for the nearest listed topic
 * ("photoshoots of our rooms for the website" is not a website question).
 */
const unlisted: Topic[] = [
  {
    id: "other",
    assistant: "ava",
    name: "That",
    words: [
      "photoshoot",
      "photoshoots",
      "photo shoot",
      "photography",
      "product photography",
      "headshots",
      "video",
      "videos",
      "videography",
      "video production",
      "drone",
      "payroll",
      "bookkeeping",
      "quickbooks",
      "shipping",
      "translation services",
      "printing and shipping",
      "tiktok dances",
      "google ads",
      "facebook ads",
      "run ads",
      "ad management",
    ],
    about: "",
    offered: false,
  },
  {
    id: "other",
    assistant: "tina-role",
    name: "That",
    words: [
      "ac",
      "air conditioning",
      "hvac",
      "furnace",
      "heating",
      "gas line",
      "gas lines",
      "septic",
      "electrical",
      "electrician",
      "roof",
      "roofing",
      "appliance repair",
    ],
    about: "",
    offered: false,
  },
];

export const topics: readonly Topic[] = [...ava, ...itemTopics.filter((t) => !ava.some((a) => a.id === t.id)), ...tina, ...role, ...unlisted];

/** The whole-site answers the table doesn't hold as one topic. */
export const siteFacts = {
  area: `We're based in ${site.city} and work with businesses across metro Atlanta, including ${list(site.areaServed.slice(1, 7))}, and with clients further away online.`,
  start: `Projects begin ${policies.projectStart}. ${promises.contractNote}`,
  timelines: `Logo design usually takes ${policies.timelines.logo}, websites ${policies.timelines.website} and full branding ${policies.timelines.branding}; ${bundle.name} is delivered in ${bundle.timeline}.`,
  contact: `You can reach the team at ${site.phone} or ${site.email}; we reply within ${promises.replyWithin}.`,
} as const;

/**
 * What a price said alone names ("what do I get for the 2500?", "is the 295 monthly?"): each
 * figure of the content to the thing that costs it, when only one thing does; of several, the
 * bundle, the site's featured offer, when it is one of them.
 */
export const figureTopics: ReadonlyMap<number, string> = (() => {
  const costs: [number, string][] = [
    [bundle.price, "bundle"],
    [aiReceptionist.monthlyPrice, "ai-receptionist"],
    ...addOns.map((a): [number, string] => [a.price, a.id]),
    ...Object.values(offers).map((o): [number, string] => [o.from, o.id]),
  ];
  const byFigure = new Map<number, Set<string>>();
  for (const [figure, id] of costs) byFigure.set(figure, (byFigure.get(figure) ?? new Set()).add(id));
  const out = new Map<number, string>();
  for (const [figure, ids] of byFigure) if (ids.size === 1 || ids.has("bundle")) out.set(figure, ids.size === 1 ? [...ids][0]! : "bundle");
  return out;
})();

/**
 * How a yes-or-no question about a topic is meant. Terms are asked about, not offered: "do you
 * offer payment plans?", "can I cancel anytime?" ask what the terms are. Capabilities are
 * offered or not: "can it answer in Spanish?", "will it answer at 2am?" ask whether it does.
 */
export const termTopics: readonly string[] = [
  "payment",
  "refunds",
  "revisions",
  "files",
  "contract",
  "privacy",
  "ownership",
  "cancel",
  "licensed",
  "trial",
  "setup",
  "results",
  "hosting",
  "discount",
];
export const capabilityTopics: readonly string[] = ["languages", "accessibility", "after-hours", "calls", "appointment-booking", "leads"];

/** What a counter-offer is never about ("do 400 and we got a deal"): terms, capabilities, the offers that cost nothing or are no product. */
export const policyTopics: readonly string[] = [...termTopics, ...capabilityTopics, "consultation", "support"];

/** The kind of work an item, add-on or offer belongs to: "print t-shirts and banners" asks about banners, not about print and banners. */
export const topicKinds: Record<string, string> = {
  "logo-design": "logo",
  "brand-kit": "branding",
  "business-cards": "print",
  "qr-code-design": "print",
  "print-materials": "print",
  "print-bundle": "print",
  "social-templates": "social-media",
  "social-profile-setup": "social-media",
  "social-media-revamp": "social-media",
  "social-management": "social-media",
  "social-media-kit": "social-media",
  "extra-page": "website",
  ecommerce: "website",
  "online-booking-setup": "website",
  "custom-forms": "website",
  "ad-landing-page": "website",
  "blog-setup": "website",
  "analytics-setup": "website",
  "website-copywriting": "website",
  "google-business-profile-setup": "seo",
  "ai-seo": "seo",
  "review-funnel": "seo",
  "directory-listings": "seo",
  "monthly-seo": "seo",
  "diy-website-fixes": "fixes",
  "site-tune-up": "fixes",
  "mobile-optimization": "fixes",
  "admin-dashboard": "apps",
  "app-store-launch-support": "apps",
  "native-ios-android-apps": "apps",
  "lifetime-hosting": "hosting",
  "monthly-support": "support",
};

/**
 * How specific a topic is, when a message names several: "redo my website" is about a redesign,
 * not websites in general; "can the AI answer calls" about calls. The most specific topics named
 * in a clause are the ones asked about. Unlisted topics are the most specific (3).
 */
export const topicLevels: Record<string, 1 | 2> = {
  // How a plumbing job is priced in general: any job the caller names is more specific.
  estimate: 1,
  website: 1,
  branding: 1,
  "social-media": 1,
  seo: 1,
  print: 1,
  fixes: 1,
  apps: 1,
  "ai-receptionist": 1,
  payment: 1,
  contract: 1,
  hosting: 1,
  support: 1,
  consultation: 1,
  discount: 1,
  logo: 2,
  bundle: 2,
  redesign: 2,
  rebranding: 2,
  "brand-strategy": 2,
  ecommerce: 2,
  revisions: 2,
  refunds: 2,
  files: 2,
  ownership: 2,
  privacy: 2,
  languages: 2,
  accessibility: 2,
  portfolio: 2,
  "social-media-kit": 2,
  trial: 2,
  plumbing: 1,
  calls: 2,
};

/** The topic that stands for each need a visitor states (and so answers "what does it cost?" about it). */
export const needTopics: Record<keyof typeof NEED_WORDS, string> = {
  "Logo Design": "logo",
  "Website Design": "website",
  Branding: "branding",
  "Social Media": "social-media",
  Print: "print",
  SEO: "seo",
  "AI Receptionist": "ai-receptionist",
  "App Development": "apps",
  "Online Store": "ecommerce",
  "Website Fixes": "fixes",
};
/** Other topics that, asked about, show an interest in a need. */
export const topicNeeds: Record<string, keyof typeof NEED_WORDS> = {
  "logo-design": "Logo Design",
  redesign: "Website Design",
  bundle: "Website Design",
  rebranding: "Branding",
  "brand-identity": "Branding",
  "social-media-kit": "Social Media",
  "social-management": "Social Media",
  "print-bundle": "Print",
  "print-materials": "Print",
  "business-cards": "Print",
  "monthly-seo": "SEO",
  "native-ios-android-apps": "App Development",
};

/** Sayings that hold a topic's word and name no topic: "that's a big deal for us" asks for no discount. */
export const notTopics: readonly string[] = ["big deal", "no big deal", "deal with", "dealing with", "dealt with", "real deal", "deal breaker"];
