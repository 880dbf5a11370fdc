/**
 * Valid bodies for the public forms, as a browser sends them, for tests that post them to the
 * capture pipeline or the running server. Each takes overrides; each call has a fresh key.
 */
const key = () => crypto.randomUUID();

export const demoBody = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  company_website: "",
  businessName: "Sparkle Squad Cleaning",
  ownerName: "Andre Lewis",
  email: "andre@sparkle.example",
  phone: "(404) 555-0188",
  industry: "other",
  interestedFeatures: ["24/7 Lead Response"],
  ...over,
});

export const bookingForm = (over: Record<string, unknown> = {}) => ({
  businessName: "Peach Pit Bakery",
  ownerFullName: "Renee Carter",
  contactPhone: "(404) 555-0111",
  contactEmail: "renee@peachpit.example",
  websiteUrl: "none",
  businessDescription: "A neighborhood bakery in Grant Park",
  servicesNeeded: ["branding", "website"],
  currentAssets: ["none"],
  projectGoal: "launching",
  projectGoalOther: "",
  hasContent: "some",
  timeline: "asap",
  involvementLevel: "light",
  preferredContact: "email",
  additionalInfo: "",
  agreeToTerms: true,
  ...over,
});

export const bookingBody = (over: Record<string, unknown> = {}) => ({
  company_website: "",
  idempotencyKey: key(),
  form: bookingForm(),
  addOnIds: [],
  upsellIds: [],
  offerActive: false,
  ...over,
});
