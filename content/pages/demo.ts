/**
 * Copy for the free AI receptionist demo page (/free-ai-agent-demo). The trial length,
 * monthly price, set-up and proposal times and what's included come from site.ts.
 * Page <title> and meta description live in content/routes.ts.
 */
import { aiReceptionist, policies, site, usd } from "#content/site.ts";
import { emailField } from "./contact.ts";

export interface DemoButton {
  label: string;
  href?: string;
  /** open-tina-chat opens the chat dialog with the demo assistant. */
  action?: "open-tina-chat";
}

/** One message of the sample conversation; "user" is the caller, "ai" the receptionist. */
export interface DemoMessage {
  type: "user" | "ai";
  text: string;
}

export interface DemoTitledText {
  title: string;
  body: string;
}

export interface DemoCase {
  businessName: string;
  businessType: string;
  location: string;
  /** The client's own headline result. */
  outcome: string;
  story: string;
  quote: { text: string; author: string };
}

export interface DemoField {
  label: string;
  placeholder: string;
  required: boolean;
}

export interface DemoToast {
  title: string;
  description: string;
}

export interface DemoPage {
  hero: {
    badge: string;
    heading: string;
    lead: string;
    buttons: [DemoButton, DemoButton];
  };
  sampleConversation: {
    heading: string;
    caption: string;
    businessName: string;
    messages: DemoMessage[];
  };
  problem: {
    heading: string;
    body: string;
    points: string[];
  };
  solution: {
    heading: string;
    body: string;
    points: string[];
  };
  howItWorks: {
    heading: string;
    steps: [DemoTitledText, DemoTitledText, DemoTitledText];
  };
  included: {
    heading: string;
    lead: string;
    items: [DemoTitledText, DemoTitledText, DemoTitledText, DemoTitledText];
  };
  results: {
    heading: string;
    lead: string;
    cases: [DemoCase, DemoCase, DemoCase];
  };
  pricing: {
    heading: string;
    lead: string;
    monthlyPrice: number;
    priceLabel: string;
    trialNote: string;
    includes: string[];
    promises: string[];
    finePrint: string;
    button: DemoButton;
  };
  form: {
    /** The form's id; every Get My Free Demo button scrolls here. */
    anchorId: "demo-form";
    heading: string;
    body: string;
    fields: {
      businessName: DemoField;
      ownerName: DemoField;
      email: DemoField;
      phone: DemoField;
      industry: DemoField;
      currentChallenges: DemoField;
      interestedFeatures: DemoField;
    };
    submitLabel: string;
    submittingLabel: string;
    toasts: {
      success: DemoToast;
      error: DemoToast;
    };
  };
}

const [landingPage, unlimitedUpdates, hosting, backendDashboard] = aiReceptionist.includes;

const getDemoButton: DemoButton = { label: "Get My Free Demo", href: "#demo-form" };

export const demoPage: DemoPage = {
  hero: {
    badge: `${aiReceptionist.trialDays}-DAY FREE TRIAL`,
    heading: "Never Miss Another Customer: Try an AI Receptionist Free",
    lead: `An AI receptionist that answers your calls and website chats 24/7, answers common questions, qualifies leads and books appointments while you work. Talk to ${site.demoAssistantName}, our demo assistant, right now, then get a free ${aiReceptionist.trialDays}-day demo built for your own business.`,
    buttons: [{ label: "Test It Out", action: "open-tina-chat" }, getDemoButton],
  },
  sampleConversation: {
    heading: "Hear How It Handles a Late-Night Call",
    caption: "A sample conversation for a local plumbing company, after the office has closed.",
    businessName: "Hollis & Sons Plumbing",
    messages: [
      {
        type: "user",
        text: "Hi, is anyone there? Our water heater is leaking into the garage.",
      },
      {
        type: "ai",
        text: "I'm sorry to hear that. You've reached Hollis & Sons Plumbing, and I can help right now. Have you been able to turn off the water supply to the heater?",
      },
      {
        type: "user",
        text: "Yes, I shut the valve off. Can someone come out tomorrow morning?",
      },
      {
        type: "ai",
        text: "Good call on the valve. I have tomorrow from 8 to 10 a.m. or from 10 a.m. to noon. Which works better for you?",
      },
      { type: "user", text: "8 to 10, please. We're in Smyrna, off Concord Road." },
      {
        type: "ai",
        text: "Got it. Can I get your name, street address and the best number for a text confirmation?",
      },
      { type: "user", text: "Dana Whitfield, 2140 Spring Hollow Drive, 404-555-0187." },
      {
        type: "ai",
        text: "Thank you, Dana. You're booked for tomorrow between 8 and 10 a.m., and I've marked the leak as urgent for the technician. You'll get a text confirmation shortly.",
      },
    ],
  },
  problem: {
    heading: "Every Missed Call Is a Customer Calling Someone Else",
    body: "When you're on a job, with a client or finally off for the evening, the phone keeps ringing. Plenty of callers won't wait for a call back; they try the next business on the list.",
    points: [
      "Calls go to voicemail while you and your team are busy doing the work.",
      "Evening and weekend inquiries sit unanswered until the next business day.",
      "You answer the same questions about hours, pricing and service area all day long.",
      "Leads arrive without the details you need, so every quote starts with phone tag.",
    ],
  },
  solution: {
    heading: "A Receptionist That Never Clocks Out",
    body: "Your AI receptionist is trained on your services, hours and policies. It greets every caller and website visitor by your business name, answers their questions and gathers everything you need to follow up, day or night.",
    points: [
      "Answers calls and chats 24/7, including weekends and holidays",
      "Handles frequently asked questions in your business's voice",
      "Qualifies leads and collects names, phone numbers and job details",
      "Books appointments or flags urgent requests for a quick call back",
      "Keeps a transcript of every conversation for you to review",
    ],
  },
  howItWorks: {
    heading: "How It Works",
    steps: [
      {
        title: "Tell Us About Your Business",
        body: "Fill in the short demo form with your business details, the challenges you face and the features you care about most.",
      },
      {
        title: "We Build Your Demo",
        body: `Within ${aiReceptionist.setupWithin}, we set up an AI receptionist trained on your business and send you the details by email.`,
      },
      {
        title: "Test It for Free",
        body: `Try it for ${aiReceptionist.trialDays} days with real questions. If you like it, keep it for ${usd(aiReceptionist.monthlyPrice)}/month. If not, there's nothing to pay.`,
      },
    ],
  },
  included: {
    heading: "What's Included",
    lead: "Everything you need to put your AI receptionist to work, with no technical setup on your side.",
    items: [
      {
        title: landingPage,
        body: "A branded page where customers can chat with your receptionist, ready to share or link from your website and social profiles.",
      },
      {
        title: unlimitedUpdates,
        body: "New service, new hours or a new policy? Tell us and we'll update what your receptionist knows, as often as you need.",
      },
      {
        title: hosting,
        body: "We host and maintain your receptionist, so it stays online without you managing servers or software.",
      },
      {
        title: backendDashboard,
        body: "See every lead, conversation and transcript in one place, so you can follow up quickly.",
      },
    ],
  },
  results: {
    heading: "Real Businesses, Real Results",
    lead: "Local service businesses use their AI receptionist to catch the calls and questions they used to miss.",
    cases: [
      {
        businessName: "Spotless Nest Cleaning Co.",
        businessType: "Cleaning company",
        location: "Marietta",
        outcome: "Answered 100% of after-hours calls",
        story:
          "With both owners out cleaning homes all day, quote requests used to pile up in voicemail. Now every caller gets an answer, and each morning starts with a list of new leads that already includes home size, pets and preferred cleaning day.",
        quote: {
          text: "We used to spend our evenings returning calls. Now the details are waiting for us and we just confirm the booking.",
          author: "Renee T., co-owner",
        },
      },
      {
        businessName: "Sugar Maple Bakehouse",
        businessType: "Bakery",
        location: "Decatur",
        outcome: "Custom cake inquiries captured around the clock",
        story:
          "Questions about hours, allergens and custom orders used to interrupt the morning rush. The AI receptionist now answers those questions and collects event dates, servings and flavors, so the bakers only step in to finalize the design.",
        quote: {
          text: "The phone doesn't pull us away from the ovens anymore, and we haven't lost a wedding cake order to a missed call since.",
          author: "Luis M., owner",
        },
      },
      {
        businessName: "Clearline Pressure Washing",
        businessType: "Pressure washing",
        location: "Alpharetta",
        outcome: "Every estimate request qualified before the call back",
        story:
          "Working outdoors with loud equipment meant most calls went unanswered. The receptionist now asks what needs cleaning, the type of surface and the address, then books estimate visits straight into the schedule.",
        quote: {
          text: "By the time I call a customer back, I already know whether it's a driveway, a deck or a whole house.",
          author: "Andre W., owner",
        },
      },
    ],
  },
  pricing: {
    heading: "Love Your Demo? Keep It Working for You",
    lead: "After your free trial, keep your AI receptionist answering customers for one simple monthly price.",
    monthlyPrice: aiReceptionist.monthlyPrice,
    priceLabel: `${usd(aiReceptionist.monthlyPrice)}/month`,
    trialNote: `Free for ${aiReceptionist.trialDays} days, then ${usd(aiReceptionist.monthlyPrice)}/month if you decide to keep it.`,
    includes: [...aiReceptionist.includes],
    promises: [`Your demo is set up within ${aiReceptionist.setupWithin}`, `A custom proposal in ${aiReceptionist.proposalWithin}`],
    finePrint: policies.aiCancellation,
    button: getDemoButton,
  },
  form: {
    anchorId: "demo-form",
    heading: "Get Your Free AI Receptionist Demo",
    body: `Tell us about your business and we'll set up your free demo within ${aiReceptionist.setupWithin}, trained on your services and ready to test.`,
    fields: {
      businessName: { label: "Business Name", placeholder: "Your business name", required: true },
      ownerName: { label: "Your Name", placeholder: "Jane Smith", required: true },
      email: emailField,
      phone: { label: "Phone Number", placeholder: "(404) 555-0100", required: true },
      industry: { label: "Industry/Business Type", placeholder: "Select your industry", required: true },
      currentChallenges: {
        label: "Current Challenges",
        placeholder: "e.g. We miss calls while we're on jobs and spend evenings returning messages.",
        required: false,
      },
      interestedFeatures: {
        label: "Features You're Interested In",
        placeholder: "Choose all that apply",
        required: false,
      },
    },
    submitLabel: "Get My Free Demo",
    submittingLabel: "Setting Up Your Demo...",
    toasts: {
      success: {
        title: "Success!",
        description: `We'll set up your free AI demo within ${aiReceptionist.setupWithin} and send you the details via email.`,
      },
      error: {
        title: "Error",
        description: "There was an issue submitting your request. Please try again.",
      },
    },
  },
};
