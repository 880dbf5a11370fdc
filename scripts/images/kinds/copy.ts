/**
 * Believable interface copy for mock-ups (nav links, buttons, services), chosen from words
 * in the brand name and headline, falling back to the motif.
 */
import type { Art } from "#content/schemas/collections.ts";

/** The kind of business, which decides how its website and posts are laid out. */
export type Sector = "food" | "care" | "trade" | "home" | "active" | "retail" | "pro" | "beauty" | "giving" | "learn" | "pets";

export interface Copy {
  sector: Sector;
  links: string[];
  cta: string;
  services: [string, string, string];
  offer: string;
  eyebrow: string;
  /** Title of the booking screen. */
  book: string;
  /**
   * Customers' words for a review post. The n-th client with social pictures whose copy holds the
   * same list gets its n-th line, so no two clients show one review (kinds/social-posts.ts).
   */
  reviews: readonly string[];
}

const FOOD: Copy = {
  sector: "food",
  links: ["Menu", "Locations", "Catering", "About"],
  cta: "Order online",
  services: ["Seasonal menu", "Catering", "Gift cards"],
  offer: "A free treat on your birthday",
  eyebrow: "Open daily 7am–6pm",
  book: "Schedule pickup",
  reviews: ["Worth every minute in the line.", "Our Saturday treat, three years running.", "They remember my order before I say it."],
};
const CARE: Copy = {
  sector: "care",
  links: ["Services", "Our team", "New patients", "Contact"],
  cta: "Book a visit",
  services: ["Checkups", "Same-day care", "Family plans"],
  offer: "New patient special",
  eyebrow: "Now welcoming new patients",
  book: "Book a visit",
  reviews: ["They explain everything and never rush you.", "Got in the same day I called.", "The front desk knows my kids by name."],
};
const TRADE: Copy = {
  sector: "trade",
  links: ["Services", "Projects", "Reviews", "Contact"],
  cta: "Get a free quote",
  services: ["Repairs", "Installations", "Maintenance"],
  offer: "Free estimates this month",
  eyebrow: "Licensed & insured",
  book: "Book a service call",
  reviews: ["Showed up on time and left it spotless.", "Honest quote, no surprises on the bill.", "Fixed what two other crews couldn't."],
};
const HOME: Copy = {
  sector: "home",
  links: ["Listings", "Buy", "Sell", "About"],
  cta: "View listings",
  services: ["Buying", "Selling", "Relocation"],
  offer: "Free home valuation",
  eyebrow: "Local experts since 2012",
  book: "Book a showing",
  reviews: ["They found our house before it was listed.", "Answered every text, even on Sundays.", "Sold in a week, over asking."],
};
const ACTIVE: Copy = {
  sector: "active",
  links: ["Classes", "Coaches", "Pricing", "Visit"],
  cta: "Start free trial",
  services: ["Group classes", "Personal training", "Recovery"],
  offer: "First week free",
  eyebrow: "New members welcome",
  book: "Book a class",
  reviews: ["The coaches know your name by week two.", "I actually look forward to 6 a.m. now.", "Tough classes, kindest people."],
};
const RETAIL: Copy = {
  sector: "retail",
  links: ["Shop", "Our story", "Journal", "Contact"],
  cta: "Shop now",
  services: ["New arrivals", "Best sellers", "Gift sets"],
  offer: "15% off your first order",
  eyebrow: "Made in Atlanta",
  book: "Pick-up time",
  reviews: ["I never leave empty-handed.", "Packed so nicely I almost didn't open it.", "My new favorite shop in the city."],
};
const PRO: Copy = {
  sector: "pro",
  links: ["Services", "About", "Insights", "Contact"],
  cta: "Book a consult",
  services: ["Consultations", "Planning", "Ongoing support"],
  offer: "Free 20-minute consult",
  eyebrow: "Trusted in Atlanta",
  book: "Book a consult",
  reviews: ["Straight answers and fair fees.", "Made a scary process feel simple.", "They handled every form so we did not have to."],
};
const BEAUTY: Copy = {
  sector: "beauty",
  links: ["Services", "Team", "Gallery", "Book"],
  cta: "Book now",
  services: ["Cuts & color", "Treatments", "Gift cards"],
  offer: "20% off your first visit",
  eyebrow: "Walk-ins welcome",
  book: "Book an appointment",
  reviews: ["Friendly, fast and so easy to work with.", "I leave feeling like a new person."],
};
const NAILS: Copy = {
  ...BEAUTY,
  services: ["Gel sets", "Nail art", "Pedicures"],
  offer: "Fresh sets from $45",
  reviews: ["My gel set still looked new at week three.", "Tiny nail art, perfect every time."],
};
const BARBER: Copy = {
  ...BEAUTY,
  links: ["Barbers", "Prices", "Gallery", "Book"],
  services: ["Cuts", "Fades", "Beard trims"],
  offer: "Kids' cuts $20 on Tuesdays",
  reviews: ["Best fade I have had in Atlanta.", "In and out in 30 minutes, looking sharp."],
};
const SKIN: Copy = {
  ...BEAUTY,
  services: ["Facials", "Peels", "Skin consults"],
  offer: "Free skin consult",
  reviews: ["My skin has never looked this calm.", "She built a routine I can actually keep."],
};
const DENTAL: Copy = { ...CARE, services: ["Checkups", "Cleanings", "Same-day care"] };
const CHIRO: Copy = {
  ...CARE,
  services: ["Adjustments", "Massage therapy", "Posture care"],
  offer: "New patient exam",
  eyebrow: "Walk in stiff, walk out easy",
};
const THERAPY: Copy = { ...CARE, services: ["Evaluations", "Therapy sessions", "Home programs"], offer: "Free phone consult" };
const GIVING: Copy = {
  sector: "giving",
  links: ["Our work", "Volunteer", "Events", "Donate"],
  cta: "Donate",
  services: ["Programs", "Volunteer", "Events"],
  offer: "Every gift stays in the neighborhood",
  eyebrow: "Neighbors helping neighbors",
  book: "Volunteer shift",
  reviews: ["The warmest room in the neighborhood.", "I came to volunteer and stayed for years."],
};
const LEARN: Copy = {
  sector: "learn",
  links: ["Programs", "Our day", "Enroll", "Contact"],
  cta: "Schedule a tour",
  services: ["Infants", "Toddlers", "Pre-K"],
  offer: "Now enrolling for fall",
  eyebrow: "Now enrolling",
  book: "Schedule a tour",
  reviews: ["My daughter counts the days to class.", "Patient teachers, and real progress.", "We saw the difference in a month."],
};
const DANCE: Copy = {
  ...LEARN,
  links: ["Classes", "Recital", "Enroll", "Contact"],
  cta: "Book a trial class",
  services: ["Act I: Ballet", "Act II: Jazz & tap", "Finale"],
  offer: "Spring recital, Saturday 7 pm",
  book: "Book a trial class",
};
const PETS: Copy = {
  sector: "pets",
  links: ["Services", "Pricing", "Gallery", "Book"],
  cta: "Book a visit",
  services: ["Bath & brush", "Full groom", "Nail trims"],
  offer: "New client special",
  eyebrow: "Happy pets welcome",
  book: "Book a visit",
  reviews: ["The only place our dog is happy to go.", "Gentle with our nervous old cat.", "Knows every breed and every name."],
};

/** First match wins, so the more specific words come first. */
const BY_WORD: [RegExp, Copy][] = [
  [/pantry|neighbou?rs|nonprofit|foundation|supper table|charity|literacy|project\b/i, GIVING],
  [/dance|ballet/i, DANCE],
  [/learning|daycare|school|academy|preschool|tutor/i, LEARN],
  [/\bauto\b|mechanic|inspect/i, TRADE],
  [/boutique|vintage|market|supply|soap|candle|honey|granola|sauce|pepper|kombucha|biscuit|florist/i, RETAIL],
  [/\bvet\b|veterinary|animal hospital/i, CARE],
  [/paws|\bpets?\b|groom|\bdogs?\b|critter/i, PETS],
  [/nail|polished|manicure/i, NAILS],
  [/barber/i, BARBER],
  [/skin|esthetic|facial/i, SKIN],
  [/salon|\bspa\b|beauty|brow|lash|hair/i, BEAUTY],
  [/chiro|spine/i, CHIRO],
  [/dental|dentist|smile/i, DENTAL],
  [/therap|counsel|pediatric/i, THERAPY],
  [/clinic|health|medical|\bcare\b|wellness/i, CARE],
  [/roof|gutter|plumb|heating|\bair\b|hvac|pressure|wash|clean|electric|repair|landscap|lawn|paint|construct|moving/i, TRADE],
  [
    /caf[eé]|coffee|roast|bak(?:e|ery)|kitchen|brew|donut|panader|pizza|taco|grill|bistro|\beats?\b|food|supper|bbq|\btea\b|creamery|ice cream|praline|candy|sweets/i,
    FOOD,
  ],
  [/realty|real estate|home group|\bhomes\b|propert|mortgage/i, HOME],
  [/yoga|fitness|strength|cycle|\bgym\b|crossfit|pilates|boxing|\brun/i, ACTIVE],
  [/\blaw\b|legal|ledger|bookkeep|account|\btax\b|insurance|consult|advis|wealth|financ|immigration/i, PRO],
];

const BY_MOTIF: Record<Art["motif"], Copy> = {
  cup: FOOD,
  leaf: RETAIL,
  drop: RETAIL,
  wave: RETAIL,
  sun: RETAIL,
  circle: RETAIL,
  spark: RETAIL,
  heart: CARE,
  tooth: DENTAL,
  paw: PETS,
  wrench: TRADE,
  peak: TRADE,
  key: PRO,
  house: HOME,
  keystone: HOME,
  bolt: ACTIVE,
  star: FOOD,
  pod: FOOD,
  fern: BEAUTY,
  sprig: RETAIL,
  bird: FOOD,
  tree: FOOD,
  lamp: PRO,
  pine: TRADE,
  roof: TRADE,
  stack: FOOD,
  wheel: ACTIVE,
  blossom: FOOD,
  acorn: ACTIVE,
  canopy: PRO,
  bowl: GIVING,
  hanger: RETAIL,
  pecan: FOOD,
  rose: RETAIL,
  heron: LEARN,
  crescent: THERAPY,
  peach: DANCE,
  fork: FOOD,
  pole: BARBER,
  cone: FOOD,
  lotus: SKIN,
  oakleaf: ACTIVE,
  hive: RETAIL,
  skillet: FOOD,
  fan: TRADE,
  spine: CHIRO,
  ledger: PRO,
  trefoil: RETAIL,
  candle: RETAIL,
  polish: NAILS,
  bone: PETS,
  feather: PETS,
  yardsign: HOME,
  door: HOME,
  hops: FOOD,
  pillar: PRO,
  ridge: PRO,
  compass: PRO,
  kettlebell: ACTIVE,
  bean: FOOD,
  linden: DENTAL,
  roadwrench: TRADE,
  gear: TRADE,
};

/** A customer's words for a client's own brochure, by the kind of business: no two kinds share one. */
export const QUOTES: Record<Sector, readonly [quote: string, by: string]> = {
  food: ["We come every Saturday, and they still remember our order.", "— Renee T."],
  care: ["I walked in stiff and walked out standing taller.", "— Harold P."],
  trade: ["On time, clean and honest about the price.", "— Dwayne K."],
  home: ["They found us the house before it hit the market.", "— The Alvarez family"],
  active: ["The coaches know every name by the second class.", "— Brianna L."],
  retail: ["Every gift I buy here gets asked about.", "— Colleen M."],
  pro: ["Clear answers, and they always call back.", "— Samuel O."],
  beauty: ["The only chair I trust with my hair.", "— Jasmine W."],
  giving: ["This table fed my kids through a hard winter.", "— A neighbor"],
  learn: ["My son asks to go back every morning.", "— Tiffany R."],
  pets: ["Our dog pulls us to the door.", "— Mark & Ellie"],
};

export function copyFor(art: Pick<Art, "label" | "motif">): Copy {
  for (const [re, copy] of BY_WORD) if (re.test(art.label)) return copy;
  return BY_MOTIF[art.motif];
}
