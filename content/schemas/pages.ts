/**
 * Schemas for the page copy in content/pages. Each schema is checked against its page's
 * TypeScript interface at compile time (`satisfies`), and a test parses the copy with it,
 * so a missing button, an extra step or an empty string fails the build.
 */
import { z } from "zod";
import type { AboutPage } from "#content/pages/about.ts";
import type { ContactPage } from "#content/pages/contact.ts";
import type { DemoPage } from "#content/pages/demo.ts";
import type { GetStartedPage } from "#content/pages/get-started.ts";
import type { HomePage } from "#content/pages/home.ts";
import type { LegalPages } from "#content/pages/legal.ts";

const nonEmpty = z.string().trim().min(1);
const titledText = z.object({ title: nonEmpty, body: nonEmpty });
const stat = z.object({ value: nonEmpty, label: nonEmpty });
const linkButton = z.object({ label: nonEmpty, href: z.string().startsWith("/") });
const toast = z.object({ title: nonEmpty, description: nonEmpty });
const formField = z.object({ label: nonEmpty, placeholder: nonEmpty, required: z.boolean() });
const plainHero = z.object({ eyebrow: nonEmpty, heading: nonEmpty, lead: nonEmpty });

/** A button that either links somewhere or triggers the named page action, never neither. */
const actionButton = <A extends string>(action: z.ZodType<A>) =>
  z
    .object({
      label: nonEmpty,
      href: z.string().regex(/^[/#]/).optional(),
      action: action.optional(),
    })
    .refine((button) => (button.href === undefined) !== (button.action === undefined), {
      message: "a button needs exactly one of href or action",
    });

const homeButton = actionButton(z.literal("open-chat"));

export const homePageSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty
      .regex(/Atlanta/)
      .regex(/brand/i)
      .regex(/web design/i),
    lead: nonEmpty,
    buttons: z.tuple([homeButton]),
  }),
  stats: z.array(stat).min(3),
  problem: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    points: z.array(titledText).min(3).max(4),
  }),
  howItWorks: z.object({
    heading: nonEmpty,
    lead: nonEmpty,
    steps: z.tuple([
      titledText.extend({ title: z.literal("Discovery") }),
      titledText.extend({ title: z.literal("Design") }),
      titledText.extend({ title: z.literal("Deliver") }),
    ]),
  }),
  pricing: z.object({
    anchorId: z.literal("pricing"),
    eyebrow: nonEmpty,
    heading: nonEmpty,
    lead: nonEmpty,
    addOnsHeading: nonEmpty,
    addOnsLead: nonEmpty,
    bookButtonLabel: nonEmpty,
  }),
  readyToStart: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    // To the services: it sits right under the pricing, which the hero's See Pricing leads to.
    buttons: z.tuple([homeButton.refine((b) => b.href === "/services", { message: "leads to /services" })]),
  }),
  articles: z.object({
    heading: nonEmpty,
    lead: nonEmpty,
    readMoreLabel: nonEmpty,
    viewAllLabel: nonEmpty,
  }),
  closingCta: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    buttons: z.tuple([
      homeButton.refine((b) => b.label === "Chat with Us", { message: 'label "Chat with Us"' }),
      homeButton.refine((b) => b.label === "View Our Work", { message: 'label "View Our Work"' }),
    ]),
  }),
}) satisfies z.ZodType<HomePage>;

export const aboutPageSchema = z.object({
  hero: plainHero,
  mission: z.object({ heading: nonEmpty, body: nonEmpty }),
  values: z.object({
    heading: nonEmpty,
    items: z.tuple([
      titledText.extend({ title: z.literal("Partnership Mindset") }),
      titledText.extend({ title: z.literal("Quality First") }),
      titledText.extend({ title: z.literal("Clear Communication") }),
    ]),
  }),
  story: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(2).max(4) }),
  stats: z.array(stat).min(3),
  closing: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    buttons: z.tuple([
      linkButton.extend({ label: z.literal("Chat with Ava"), href: z.literal("/") }),
      linkButton.extend({ label: z.literal("View Our Services"), href: z.literal("/services") }),
      linkButton.extend({ label: z.literal("View Our Work"), href: z.literal("/portfolio") }),
    ]),
  }),
}) satisfies z.ZodType<AboutPage>;

export const contactPageSchema = z.object({
  hero: plainHero,
  form: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    fields: z.object({
      name: formField.extend({ label: z.literal("Full Name"), required: z.literal(true) }),
      email: formField.extend({ label: z.literal("Email Address"), required: z.literal(true) }),
      services: formField.extend({ label: z.literal("Services Interested In") }),
      details: formField.extend({ label: z.literal("Project Details") }),
    }),
    submitLabel: nonEmpty,
    submittingLabel: nonEmpty,
    toasts: z.object({ success: toast, error: toast }),
  }),
  responsePromise: nonEmpty.regex(/within 24 hours/),
  whyChooseUs: z.object({ heading: nonEmpty, points: z.array(nonEmpty).min(4).max(5) }),
  getStarted: z.object({
    heading: nonEmpty,
    steps: z.array(nonEmpty).min(3).max(4),
    finePrint: nonEmpty,
  }),
  chat: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    buttonLabel: nonEmpty,
    href: z.literal("/"),
  }),
}) satisfies z.ZodType<ContactPage>;

const getStartedOption = z.object({
  id: z.enum(["quick-quote", "personal-consultation"]),
  title: nonEmpty,
  body: nonEmpty,
  bullets: z.array(nonEmpty).min(2),
  button: actionButton(z.literal("open-chat")),
});

export const getStartedPageSchema = z.object({
  hero: plainHero,
  options: z.tuple([
    getStartedOption.extend({
      id: z.literal("quick-quote"),
      title: z.literal("Quick Quote"),
      button: z.object({ label: nonEmpty, href: z.undefined().optional(), action: z.literal("open-chat") }),
    }),
    getStartedOption.extend({
      id: z.literal("personal-consultation"),
      title: z.literal("Personal Consultation"),
      button: z.object({ label: nonEmpty, href: z.literal("/contact"), action: z.undefined().optional() }),
    }),
  ]),
  finePrint: nonEmpty,
}) satisfies z.ZodType<GetStartedPage>;

const demoButton = actionButton(z.literal("open-tina-chat"));
const demoMessage = z.object({ type: z.enum(["user", "ai"]), text: nonEmpty });
const demoCase = z.object({
  businessName: nonEmpty,
  businessType: nonEmpty,
  location: nonEmpty,
  outcome: nonEmpty,
  story: nonEmpty,
  quote: z.object({ text: nonEmpty, author: nonEmpty }),
});

export const demoPageSchema = z.object({
  hero: z.object({
    badge: z.literal("3-DAY FREE TRIAL"),
    heading: nonEmpty,
    lead: nonEmpty,
    buttons: z.tuple([
      demoButton.refine((b) => b.label === "Test It Out" && b.action === "open-tina-chat", {
        message: 'first button is "Test It Out" and opens the chat',
      }),
      demoButton.refine((b) => b.label === "Get My Free Demo" && b.href === "#demo-form", {
        message: 'second button is "Get My Free Demo" and scrolls to #demo-form',
      }),
    ]),
  }),
  sampleConversation: z.object({
    heading: nonEmpty,
    caption: nonEmpty,
    businessName: nonEmpty,
    messages: z
      .array(demoMessage)
      .min(6)
      .max(9)
      .refine((messages) => messages.every((m, i) => i === 0 || m.type !== messages[i - 1]?.type), {
        message: "caller and receptionist messages alternate",
      }),
  }),
  problem: z.object({ heading: nonEmpty, body: nonEmpty, points: z.array(nonEmpty).min(3) }),
  solution: z.object({ heading: nonEmpty, body: nonEmpty, points: z.array(nonEmpty).min(3) }),
  howItWorks: z.object({
    heading: nonEmpty,
    steps: z.tuple([titledText, titledText, titledText]),
  }),
  included: z.object({
    heading: nonEmpty,
    lead: nonEmpty,
    items: z.tuple([titledText, titledText, titledText, titledText]),
  }),
  results: z.object({
    heading: nonEmpty,
    lead: nonEmpty,
    cases: z.tuple([demoCase, demoCase, demoCase]),
  }),
  pricing: z.object({
    heading: nonEmpty,
    lead: nonEmpty,
    monthlyPrice: z.literal(295),
    priceLabel: z.literal("$295/month"),
    trialNote: nonEmpty,
    includes: z.array(nonEmpty).length(4),
    promises: z.array(nonEmpty).min(2),
    finePrint: nonEmpty,
    button: demoButton,
  }),
  form: z.object({
    anchorId: z.literal("demo-form"),
    heading: nonEmpty,
    body: nonEmpty,
    fields: z.object({
      businessName: formField.extend({ label: z.literal("Business Name"), required: z.literal(true) }),
      ownerName: formField.extend({ label: z.literal("Your Name"), required: z.literal(true) }),
      email: formField.extend({ label: z.literal("Email Address"), required: z.literal(true) }),
      phone: formField.extend({ label: z.literal("Phone Number"), required: z.literal(true) }),
      industry: formField.extend({
        label: z.literal("Industry/Business Type"),
        required: z.literal(true),
      }),
      currentChallenges: formField,
      interestedFeatures: formField,
    }),
    submitLabel: nonEmpty,
    submittingLabel: z.literal("Setting Up Your Demo..."),
    toasts: z.object({ success: toast, error: toast }),
  }),
}) satisfies z.ZodType<DemoPage>;

const legalSection = z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) });
const legalDocument = z.object({
  path: z.enum(["/terms-of-service", "/privacy-policy"]),
  title: nonEmpty,
  effectiveDate: nonEmpty.optional(),
  intro: nonEmpty,
  sections: z.array(legalSection).min(5),
});

export const legalPagesSchema = z.object({
  termsOfService: legalDocument.extend({ path: z.literal("/terms-of-service") }),
  privacyPolicy: legalDocument.extend({
    path: z.literal("/privacy-policy"),
    effectiveDate: z.literal("Effective July 29, 2025"),
  }),
}) satisfies z.ZodType<LegalPages>;
