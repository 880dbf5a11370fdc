/**
 * The agency's facts: names, offers, prices and promises. Every page, the booking maths
 * and the chat engines read these; nothing here is repeated elsewhere.
 * Money is whole US dollars.
 */
export const site = {
  name: "Canopy Creative",
  legalName: "Canopy Creative Studio LLC",
  tagline: "Premium branding and web design for businesses that want to stand out online.",
  email: "hello@canopycreative.studio",
  phone: "(404) 555-0142",
  city: "Atlanta",
  region: "GA",
  areaServed: ["Atlanta", "Midtown", "Buckhead", "Decatur", "Sandy Springs", "Marietta", "Alpharetta", "Smyrna", "East Point", "College Park"],
  copyrightYear: 2025,
  assistantName: "Ava",
  demoAssistantName: "Tina",
} as const;

/** Marketing claims exactly as the product shows them. */
export const claims = {
  projects: "500+",
  businesses: "200+",
  satisfaction: "98%",
  support: "24/7",
  yearsAgency: "5+",
  yearsExperience: "10+",
  portfolioProjects: "50+",
  industries: "12",
  clientSuccess: "100%",
} as const;

export const promises = {
  replyWithin: "24 hours",
  consultation: "Free consultation on all projects",
  projectStart: "1-2 weeks of approval",
  formMinutes: "5 to 10 minutes",
  contractNote: "Project initiation is subject to contract execution and payment processing.",
} as const;

/** Whole dollars as every page and the chat write them: 2500 → "$2,500". */
export const usd = (amount: number): string => `$${Math.round(amount).toLocaleString("en-US")}`;

const bundleName = "Launch-Ready Bundle";

export const bundle = {
  id: "launch-ready",
  /** How copy names it inside a sentence: "our Launch-Ready Bundle". */
  shortName: bundleName,
  /** How it is named on its own: "The Launch-Ready Bundle". */
  name: `The ${bundleName}`,
  price: 2500,
  priceNote: "one-time",
  timeline: "10-14 business days",
  includes: [
    "Website with up to 5 main pages plus 5 subpages",
    "Six custom logo concepts",
    "Brand guide",
    "Social media kit for up to 3 platforms",
    "Free domain and hosting for 1 year with unlimited updates",
    "Unlimited support via chat, email or our AI agent",
    "AI-search-optimized SEO",
  ],
} as const;

/** The bundle's price as the pages write it: "$2,500". Change the price above, not here. */
export const bundlePrice = usd(bundle.price);

export type AddOnId = "extra-logos" | "extra-page" | "print-bundle" | "monthly-seo" | "monthly-support" | "social-management" | "lifetime-hosting";

export interface AddOn {
  id: AddOnId;
  name: string;
  price: number;
  /** How the price recurs, shown after it. */
  cadence: "one-time" | "per month" | "each";
  description: string;
}

export const addOns: readonly AddOn[] = [
  {
    id: "extra-logos",
    name: "Extra Logo Concepts",
    price: 100,
    cadence: "one-time",
    description: "3 extra logo concepts to choose from.",
  },
  {
    id: "extra-page",
    name: "Extra Page",
    price: 100,
    cadence: "each",
    description: "Each page beyond the 10 included in the bundle.",
  },
  {
    id: "print-bundle",
    name: "Print Bundle",
    price: 300,
    cadence: "one-time",
    description: "Print-ready business cards, letterhead and flyer designed in your new brand.",
  },
  {
    id: "monthly-seo",
    name: "Monthly SEO",
    price: 250,
    cadence: "per month",
    description: "Ongoing search and AI-search optimization with a monthly report.",
  },
  {
    id: "monthly-support",
    name: "Unlimited Support & Monthly Maintenance",
    price: 150,
    cadence: "per month",
    description: "Unlimited edits, updates, backups and monitoring every month.",
  },
  {
    id: "social-management",
    name: "Social Media Management",
    price: 800,
    cadence: "per month",
    description: "8 posts a month on 1 platform, designed, written and scheduled.",
  },
  {
    id: "lifetime-hosting",
    name: "Lifetime Hosting",
    price: 800,
    cadence: "one-time",
    description: "Pay once instead of the $200 a year hosting renewal.",
  },
];

export const hostingRenewalPerYear = 200;

export interface UpsellOffer {
  id: "monthly-support" | "print-bundle" | "monthly-seo";
  name: string;
  price: number;
  highlight: string;
  bonus?: string;
}

export const upsellOffers: readonly UpsellOffer[] = [
  {
    id: "monthly-support",
    name: "Unlimited Support & Monthly Maintenance",
    price: 150,
    highlight: "Most Popular Add-on",
    bonus: "500 business cards printed free",
  },
  { id: "print-bundle", name: "Print Bundle", price: 300, highlight: "Complete Your Brand" },
  { id: "monthly-seo", name: "Monthly SEO", price: 250, highlight: "Get Found Online" },
];

export const offer = {
  discountPercent: 10,
  countdownSeconds: 900,
  maxUpsellsShown: 2,
  businessCardBonus: 500,
} as const;

export const aiReceptionist = {
  trialDays: 3,
  monthlyPrice: 295,
  setupWithin: "24 hours",
  proposalWithin: "24-48 hours",
  includes: ["Landing page", "Unlimited updates", "Hosting", "Backend dashboard"],
} as const;

/** Facts of the FAQ, terms and privacy pages. */
export const policies = {
  revisionRounds: 3,
  revisionNote: "Up to 3 rounds of revisions are included; further revisions are billed hourly.",
  timelines: {
    logo: "1-2 weeks",
    website: "2-4 weeks",
    branding: "3-5 weeks",
  },
  supportFrom: 300,
  packagesFrom: 2997,
  projectStart: "within 1-2 weeks of approval",
  refundWindowHours: 24,
  refundRule: "Refunds are available only within 24 hours of purchase and only if no work has started.",
  abandonedAfterDays: 30,
  abandonedRule: "A client unresponsive for over 30 days means the project is considered abandoned, with no refund.",
  aiCancellation: "AI subscription cancellations take effect at the end of the current billing cycle.",
  fileRetentionYears: 2,
  minimumAge: 13,
  privacyEffective: "July 29, 2025",
} as const;

export const demoIndustries = [
  { value: "construction", label: "Construction" },
  { value: "healthcare", label: "Healthcare" },
  { value: "legal", label: "Legal" },
  { value: "realestate", label: "Real Estate" },
  { value: "automotive", label: "Automotive" },
  { value: "retail", label: "Retail" },
  { value: "consulting", label: "Consulting" },
  { value: "other", label: "Other" },
] as const;

export const demoFeatures = [
  "24/7 Lead Response",
  "FAQ Automation",
  "Appointment Booking",
  "Lead Qualification",
  "Chat Transcripts",
  "Custom Branding",
] as const;
