/**
 * Believable interface copy for mock-ups (nav links, buttons, services), chosen from words
 * in the brand name and headline, falling back to the motif.
 */
import type { Art } from "../../../app/content/schemas.ts";

export interface Copy {
  links: string[];
  cta: string;
  services: [string, string, string];
  offer: string;
  eyebrow: string;
}

const FOOD: Copy = { links: ["Menu", "Locations", "Catering", "About"], cta: "Order online", services: ["Seasonal menu", "Catering", "Gift cards"], offer: "Free pastry with any coffee", eyebrow: "Open daily 7am–6pm" };
const CARE: Copy = { links: ["Services", "Our team", "New patients", "Contact"], cta: "Book a visit", services: ["Checkups", "Same-day care", "Family plans"], offer: "New patient special", eyebrow: "Now welcoming new patients" };
const TRADE: Copy = { links: ["Services", "Projects", "Reviews", "Contact"], cta: "Get a free quote", services: ["Repairs", "Installations", "Maintenance"], offer: "Free estimates this month", eyebrow: "Licensed & insured" };
const HOME: Copy = { links: ["Listings", "Buy", "Sell", "About"], cta: "View listings", services: ["Buying", "Selling", "Relocation"], offer: "Free home valuation", eyebrow: "Local experts since 2012" };
const ACTIVE: Copy = { links: ["Classes", "Coaches", "Pricing", "Visit"], cta: "Start free trial", services: ["Group classes", "Personal training", "Recovery"], offer: "First week free", eyebrow: "New members welcome" };
const RETAIL: Copy = { links: ["Shop", "Our story", "Journal", "Contact"], cta: "Shop now", services: ["New arrivals", "Best sellers", "Gift sets"], offer: "15% off your first order", eyebrow: "Made in Atlanta" };
const PRO: Copy = { links: ["Services", "About", "Insights", "Contact"], cta: "Book a consult", services: ["Consultations", "Planning", "Ongoing support"], offer: "Free 20-minute consult", eyebrow: "Trusted in Atlanta" };
const BEAUTY: Copy = { links: ["Services", "Team", "Gallery", "Book"], cta: "Book now", services: ["Cuts & colour", "Treatments", "Gift cards"], offer: "20% off your first visit", eyebrow: "Walk-ins welcome" };
const GIVING: Copy = { links: ["Our work", "Volunteer", "Events", "Donate"], cta: "Donate", services: ["Programs", "Volunteer", "Events"], offer: "$25 feeds a family", eyebrow: "Neighbors helping neighbors" };
const LEARN: Copy = { links: ["Programs", "Our day", "Enroll", "Contact"], cta: "Schedule a tour", services: ["Infants", "Toddlers", "Pre-K"], offer: "Now enrolling for fall", eyebrow: "Now enrolling" };
const PETS: Copy = { links: ["Services", "Pricing", "Gallery", "Book"], cta: "Book a visit", services: ["Bath & brush", "Full groom", "Nail trims"], offer: "New client special", eyebrow: "Happy pets welcome" };

/** First match wins, so the more specific words come first. */
const BY_WORD: [RegExp, Copy][] = [
  [/pantry|neighbou?rs|nonprofit|foundation|supper table|charity|mission/i, GIVING],
  [/learning|daycare|school|academy|preschool|tutor/i, LEARN],
  [/\bvet\b|veterinary|animal hospital/i, CARE],
  [/paws|pet|groom|dog|cat\b|critter|feather/i, PETS],
  [/dental|dentist|clinic|therapy|counsel|health|medical|pediatric|care\b|wellness/i, CARE],
  [/caf[eé]|coffee|roast|bak|kitchen|brew|donut|panader|pizza|taco|grill|bistro|eat|food|supper|bbq|tea\b/i, FOOD],
  [/roof|gutter|auto|plumb|heating|\bair\b|hvac|pressure|wash|clean|electric|repair|landscap|paint|construct|moving/i, TRADE],
  [/realty|real estate|home group|homes|propert|mortgage/i, HOME],
  [/yoga|fitness|strength|cycle|gym|crossfit|pilates|boxing|run/i, ACTIVE],
  [/law|legal|ledger|bookkeep|account|tax|insurance|consult|advis|financ|immigration/i, PRO],
  [/salon|barber|nail|spa\b|beauty|brow|lash|polished|hair/i, BEAUTY],
];

const BY_MOTIF: Record<Art["motif"], Copy> = {
  cup: FOOD, leaf: RETAIL, drop: RETAIL, wave: RETAIL, sun: RETAIL, circle: RETAIL, spark: RETAIL,
  heart: CARE, tooth: CARE, paw: PETS, wrench: TRADE, peak: TRADE, key: HOME, house: HOME,
  bolt: ACTIVE, star: BEAUTY,
};

export function copyFor(art: Pick<Art, "label" | "motif">): Copy {
  for (const [re, copy] of BY_WORD) if (re.test(art.label)) return copy;
  return BY_MOTIF[art.motif];
}
