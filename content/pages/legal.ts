/**
 * Copy for the legal pages: /terms-of-service (Terms of Service, Refund Policy and a
 * privacy summary on one page) and /privacy-policy (the full Privacy Policy). Every
 * policy figure is read from site.ts. Page <title> and meta description live in
 * content/routes.ts.
 */
import { addOns, aiReceptionist, bundle, hostingRenewalPerYear, policies, promises, site, usd } from "#content/site.ts";

const lifetimeHosting = addOns.find((addOn) => addOn.id === "lifetime-hosting");
if (!lifetimeHosting) throw new Error("The lifetime-hosting add-on is missing from site.ts");

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  path: "/terms-of-service" | "/privacy-policy";
  title: string;
  /** Shown under the title, e.g. "Effective July 29, 2025". */
  effectiveDate?: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalPages {
  termsOfService: LegalDocument;
  privacyPolicy: LegalDocument;
}

const contactParagraph = `${site.legalName}, ${site.city}, ${site.region}. Email: ${site.email}. Phone: ${site.phone}.`;

export const legalPages: LegalPages = {
  termsOfService: {
    path: "/terms-of-service",
    title: "Terms of Service, Refund Policy & Privacy Policy",
    intro: `These terms explain how ${site.legalName} ("${site.name}", "we", "us") works with you when you use this website, chat with our assistants or buy any of our services. This page also contains our Refund Policy and a summary of our Privacy Policy. Please read it before starting a project.`,
    sections: [
      {
        heading: "Agreement to These Terms",
        paragraphs: [
          `By using this website, chatting with ${site.assistantName} or ${site.demoAssistantName}, submitting a form or purchasing a service, you agree to these terms. If you do not agree, please do not use the website or our services.`,
          "We may update these terms from time to time. Changes apply from the date they are posted on this page, and they do not change the terms of a project already agreed in writing.",
        ],
      },
      {
        heading: "Our Services",
        paragraphs: [
          "We provide branding and identity design, website design and development, local and search presence, marketing setup, business tools, fixes and upgrades, AI agents and automation, and app design and development for iOS and Android.",
          "The scope, price and timeline of each project are set out in your proposal, booking or written agreement. AI agents and automation and app design and development are offered by custom quote only.",
          `Prices shown on this website, such as the ${bundle.shortName} at ${usd(bundle.price)} ${bundle.priceNote}, apply to the scope described with them. Anything outside that scope is quoted separately before work begins.`,
        ],
      },
      {
        heading: "Starting a Project",
        paragraphs: [
          `${promises.contractNote} Projects begin ${policies.projectStart}.`,
          `Typical timelines are ${policies.timelines.logo} for a logo, ${policies.timelines.website} for a website and ${policies.timelines.branding} for a branding package; ${bundle.name} is delivered in ${bundle.timeline}. Timelines depend on receiving your feedback, content and approvals on time.`,
        ],
      },
      {
        heading: "Revisions",
        paragraphs: [
          policies.revisionNote,
          "We will tell you before any revision work that will be billed, so there are no surprises on your invoice.",
        ],
      },
      {
        heading: "Your Responsibilities",
        paragraphs: [
          "You agree to give us accurate information, provide the content and feedback your project needs, and respond to our questions and approval requests in reasonable time.",
          "You confirm that you own or have permission to use any text, images, logos or other materials you send us, and that using them in your project does not infringe anyone else's rights.",
        ],
      },
      {
        heading: "Unresponsive Clients and Abandoned Projects",
        paragraphs: [`${policies.abandonedRule} If you need to pause a project, please tell us in writing so we can agree on a plan.`],
      },
      {
        heading: "Payments",
        paragraphs: [
          "Payment is due as set out in your proposal or at booking. Any discount shown during booking applies only while the offer is active and only to that booking.",
          "Monthly services, such as support, SEO, social media management and AI subscriptions, are billed each month until canceled.",
        ],
      },
      {
        heading: "Domains and Hosting",
        paragraphs: [
          `${bundle.name} includes a free domain and hosting for 1 year with unlimited updates. After the first year, hosting renews at ${usd(hostingRenewalPerYear)} a year.`,
          `Instead of the yearly renewal, you may choose ${lifetimeHosting.name} for a one-time payment of ${usd(lifetimeHosting.price)}.`,
        ],
      },
      {
        heading: "AI Receptionist and AI Subscriptions",
        paragraphs: [
          `The AI receptionist demo is free for ${aiReceptionist.trialDays} days. If you choose to keep it, the subscription is ${usd(aiReceptionist.monthlyPrice)}/month and includes a landing page, unlimited updates, hosting and a backend dashboard.`,
          `${policies.aiCancellation} Your service continues until then.`,
          "AI assistants answer from the information you give us and can make mistakes. Please review the information your assistant shares, tell us when your services, hours or policies change, and check your conversation transcripts regularly.",
        ],
      },
      {
        heading: "Ownership and Project Files",
        paragraphs: [
          "Once your project is paid in full, the final deliverables we create for you are yours to use for your business. Fonts, stock images and software from third parties remain subject to their own licenses.",
          `We keep copies of project files for at least ${policies.fileRetentionYears} years, so you can ask us for a file you have lost.`,
          "We may show completed work in our portfolio. If you would rather we didn't, just tell us.",
        ],
      },
      {
        heading: "Refund Policy",
        paragraphs: [
          `${policies.refundRule} Because design and development time cannot be recovered once it is spent, payments are not refundable after work has started.`,
          `If a project is abandoned because the client has been unresponsive for over ${policies.abandonedAfterDays} days, no refund is given.`,
          `${policies.aiCancellation} To request a refund or cancel a subscription, email ${site.email}.`,
        ],
      },
      {
        heading: "Privacy Policy Summary",
        paragraphs: [
          `We collect the information you give us through our contact, demo request and booking forms and in conversations with ${site.assistantName} and ${site.demoAssistantName}, such as your name, email address, phone number and business details.`,
          "We use it to reply to you, prepare quotes and proposals, deliver your project and provide support. We do not sell your personal information. We use cookies only for essential functions that make the website work.",
          `You can ask us to delete your information at any time by emailing ${site.email}. Our full Privacy Policy explains the details.`,
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          `Our website and services are not intended for children under ${policies.minimumAge}, and we do not knowingly collect information from them.`,
        ],
      },
      {
        heading: "Limitation of Liability",
        paragraphs: [
          "We work carefully, but the website and our services are provided as described in your agreement, without other promises of any particular business result. To the extent the law allows, our total liability for any claim is limited to the amount you paid us for the service the claim relates to.",
        ],
      },
      {
        heading: "Governing Law",
        paragraphs: [
          "These terms are governed by the laws of the State of Georgia, United States. Any dispute will be handled in the courts of Georgia.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [`Questions about these terms? Contact us: ${contactParagraph}`],
      },
    ],
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    effectiveDate: `Effective ${policies.privacyEffective}`,
    intro: `This Privacy Policy explains what information ${site.legalName} ("${site.name}", "we", "us") collects through this website, how we use it and the choices you have. It is effective as of ${policies.privacyEffective}.`,
    sections: [
      {
        heading: "Information We Collect",
        paragraphs: [
          "Contact form: your full name, email address, the services you are interested in and your project details.",
          "Free AI demo request form: your business name, your name, email address, phone number, industry or business type, current challenges and the features you are interested in.",
          "Booking form: your business name, your full name, phone number, email address, current website, a description of your business, the services you need, your current brand assets, your goals, timeline, preferred level of involvement, preferred contact method and any additional information you choose to share.",
          `Chat: the messages you send to ${site.assistantName} or ${site.demoAssistantName}, and any details you share in them, such as your name, email, phone number, business type or timeline.`,
          "We may also receive basic technical information that browsers send automatically, such as browser type and the pages requested, which we use only to keep the website running and secure.",
        ],
      },
      {
        heading: "How We Use Your Information",
        paragraphs: [
          `We use your information to reply to your inquiries (we aim to respond within ${promises.replyWithin}), prepare quotes and proposals, set up your AI receptionist demo, deliver and support your project, send you information you have asked for and improve our website and services.`,
          "We may keep a summary of your chat conversation with your inquiry so our team can follow up without asking you to repeat yourself.",
        ],
      },
      {
        heading: "How We Share Information",
        paragraphs: [
          "We do not sell, rent or trade your personal information.",
          "We share information only with service providers who help us run the website and deliver our services, such as hosting, data storage and email providers, and only as far as they need it to do that work. We may also disclose information when the law requires it.",
        ],
      },
      {
        heading: "Visit Counting",
        paragraphs: [
          "We count visits to this website ourselves, without cookies and without any third-party analytics service. When you arrive, your browser tells our server which page you arrived on, the name of the website that sent you (for example google.com, never the full address of that page) and any campaign tags in the link you followed (utm_source, utm_medium and utm_campaign). Later pages you open in the same tab are not reported.",
          "To count how many different people visit each day without identifying anyone, our server combines your IP address, your browser's user agent and our site name with a random value that changes every day, keeps only the scrambled result, and deletes that day's random value once the day is over. We never store your IP address or user agent for counting, we cannot recognize you from one day to the next, and we cannot link a count back to you.",
          "Your browser keeps the page you arrived on and where you came from in its session storage for that tab only (it is gone when you close the tab). If you send us a form, book or give your details in a chat, that entry page and source are saved with your inquiry so we can see which pages bring inquiries.",
          "Detailed visit records are kept for 7 days and then reduced to daily totals per page and source. Visits are not counted at all when your browser sends Do Not Track or Global Privacy Control, for search engines and other automated visitors, or for our own staff signed in to the admin area.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use cookies and similar browser storage only for essential functions that make the website work, such as keeping a chat conversation going while you browse, and the visit counting described above, which sets no cookie. We do not use advertising cookies.",
        ],
      },
      {
        heading: "How Long We Keep Information",
        paragraphs: [
          "We keep inquiry and lead information for as long as we need it to respond to you and manage our relationship with you, unless you ask us to delete it.",
          `For clients, we keep project files for at least ${policies.fileRetentionYears} years after a project so that we can provide copies if you need them.`,
        ],
      },
      {
        heading: "Your Choices and Data Deletion",
        paragraphs: [
          `You can ask to see, correct or delete the personal information we hold about you by emailing ${site.email}. We will confirm once your request has been handled.`,
          "You can also ask us to stop contacting you at any time.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "We use reasonable technical and organizational measures to protect your information. No method of sending or storing information online is completely secure, so we cannot guarantee absolute security.",
        ],
      },
      {
        heading: "Children's Privacy",
        paragraphs: [
          `Our website and services are not intended for children under ${policies.minimumAge}. We do not knowingly collect personal information from children under ${policies.minimumAge}. If you believe a child has given us information, email ${site.email} and we will delete it.`,
        ],
      },
      {
        heading: "Changes to This Policy",
        paragraphs: [
          "We may update this Privacy Policy from time to time. When we do, we will post the new version on this page with a new effective date.",
        ],
      },
      {
        heading: "Governing Law",
        paragraphs: ["This Privacy Policy is governed by the laws of the State of Georgia, United States."],
      },
      {
        heading: "Contact",
        paragraphs: [`Questions about this policy or your information? Contact us: ${contactParagraph}`],
      },
    ],
  },
};
