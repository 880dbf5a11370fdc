/**
 * Copy for the Get Started page (/get-started): two ways to begin, a quick quote from
 * the chat assistant or a personal consultation through the contact form. Page <title>
 * and meta description live in content/routes.ts.
 */
import { policies, promises, site } from "#content/site.ts";

export interface GetStartedButton {
  label: string;
  href?: string;
  action?: "open-chat";
}

export interface GetStartedOption {
  id: "quick-quote" | "personal-consultation";
  title: string;
  body: string;
  bullets: string[];
  button: GetStartedButton;
}

export interface GetStartedPage {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
  };
  options: [GetStartedOption, GetStartedOption];
  finePrint: string;
}

export const getStartedPage: GetStartedPage = {
  hero: {
    eyebrow: "Start Your Project",
    heading: "Two Easy Ways to Get Started",
    lead: `Want a fast answer? Ask ${site.assistantName} for a quick quote. Prefer to talk it through? Request a personal consultation. Either way, the consultation is free.`,
  },
  options: [
    {
      id: "quick-quote",
      title: "Quick Quote",
      body: `Chat with ${site.assistantName}, our assistant, for instant answers about services, pricing and timelines. Tell her what you need and she'll point you to the right package.`,
      bullets: [
        "Instant answers, any time of day",
        "Pricing for the bundle and add-ons in plain language",
        "No forms to fill in before you get an answer",
        `Leave your details and our team follows up within ${promises.replyWithin}`,
      ],
      button: { label: `Chat with ${site.assistantName}`, action: "open-chat" },
    },
    {
      id: "personal-consultation",
      title: "Personal Consultation",
      body: `Tell us about your business, your goals and your timeline, and a member of our team will come back to you with ideas and next steps. The form takes about ${promises.formMinutes}.`,
      bullets: [
        promises.consultation,
        `A personal reply within ${promises.replyWithin}`,
        "A clear proposal with scope, price and timeline",
        `Projects begin ${policies.projectStart}`,
      ],
      button: { label: "Request a Consultation", href: "/contact" },
    },
  ],
  finePrint: promises.contractNote,
};
