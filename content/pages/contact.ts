/**
 * Copy for the Contact page (/contact): hero, form labels, why-choose-us list, the
 * get-started steps and the chat button. Page <title> and meta description live in
 * content/routes.ts.
 */
import { policies, promises, site } from "#content/site.ts";

export interface ContactField {
  label: string;
  placeholder: string;
  required: boolean;
}

/** The email field as every lead form labels it (the contact form, the demo request). */
export const emailField: ContactField = { label: "Email Address", placeholder: "jane@yourbusiness.com", required: true };

export interface ContactToast {
  title: string;
  description: string;
}

export interface ContactPage {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
  };
  form: {
    heading: string;
    intro: string;
    fields: {
      name: ContactField;
      email: ContactField;
      services: ContactField;
      details: ContactField;
    };
    submitLabel: string;
    submittingLabel: string;
    toasts: {
      success: ContactToast;
      error: ContactToast;
    };
  };
  /** Shown next to the form. */
  responsePromise: string;
  whyChooseUs: {
    heading: string;
    points: string[];
  };
  getStarted: {
    heading: string;
    steps: string[];
    finePrint: string;
  };
  chat: {
    heading: string;
    body: string;
    buttonLabel: string;
    href: string;
  };
}

export const contactPage: ContactPage = {
  hero: {
    eyebrow: "Contact Us",
    heading: "Let's Talk About Your Business",
    lead: `Tell us what you're working on. Every project starts with a free consultation, and we reply within ${promises.replyWithin}.`,
  },
  form: {
    heading: "Send Us a Message",
    intro: "Share a few details about your business and what you need. A member of our team will read it and get back to you with next steps.",
    fields: {
      name: { label: "Full Name", placeholder: "Jane Smith", required: true },
      email: emailField,
      services: {
        label: "Services Interested In",
        placeholder: "e.g. logo, website, AI agent",
        required: false,
      },
      details: {
        label: "Project Details",
        placeholder: "Tell us about your business, your goals and when you'd like to launch.",
        required: false,
      },
    },
    submitLabel: "Send Message",
    submittingLabel: "Sending...",
    toasts: {
      success: {
        title: "Message Sent!",
        description: `Thank you for your inquiry. We'll get back to you within ${promises.replyWithin}.`,
      },
      error: {
        title: "Error",
        description: "There was an issue sending your message. Please try again.",
      },
    },
  },
  responsePromise: `We reply to every message within ${promises.replyWithin}.`,
  whyChooseUs: {
    heading: `Why Businesses Choose ${site.name}`,
    points: [
      `${promises.consultation}, with no obligation.`,
      `A reply within ${promises.replyWithin} from people who know your project.`,
      `Projects begin ${policies.projectStart}.`,
      `Up to ${policies.revisionRounds} rounds of revisions included.`,
      "Branding, websites and AI tools from one team, so everything works together.",
    ],
  },
  getStarted: {
    heading: "How to Get Started",
    steps: [
      `Send us the form or chat with ${site.assistantName} about your project.`,
      `We reply within ${promises.replyWithin} to set up your free consultation.`,
      "You receive a clear proposal with the scope, price and timeline in writing.",
      `Once you approve it, your project begins ${policies.projectStart}.`,
    ],
    finePrint: promises.contractNote,
  },
  chat: {
    heading: "Prefer to Chat?",
    body: `${site.assistantName} can answer questions about our services, pricing and timelines right now, any time of day.`,
    buttonLabel: `Chat with ${site.assistantName}`,
    href: "/",
  },
};
