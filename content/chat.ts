/**
 * The words of the two chat assistants: Ava (every page and the home hero card) and Tina
 * (the free AI receptionist demo). Figures are read from site.ts, so the assistants never
 * state a price or a duration the pages don't.
 */
import { aiReceptionist, bundle, promises, site, usd } from "./site.ts";
import { demoPage } from "./pages/demo.ts";

/** Ava's fixed lines. The error lines are the product's own wording, word for word. */
export const avaChat = {
  title: `Chat with ${site.assistantName}`,
  subtitle: `${site.name} assistant`,
  greeting: `Hi! I'm ${site.assistantName} from ${site.name}. Ask me what a logo or a website costs, how long it takes, or anything else about working with us.`,
  placeholder: "Type your message...",
  inputLabel: `Message ${site.assistantName}`,
  errors: {
    /** The chat call answered with an error. Also used when saving a chat lead fails. */
    errorReply: "I'm sorry, I'm having a technical issue right now. Could you try again?",
    /** The chat call answered without any text. */
    emptyReply: "I'm sorry, I didn't understand that. Could you rephrase?",
    /** The chat call could not be made at all (network down, request thrown). */
    thrown: "I'm having some trouble right now. Please try again in a moment!",
    /** The reply went quiet or did not end in time: the message stays, with a way to send it again and the team's contacts. */
    stalled: `Sorry, my answer is taking too long. Your message is still here: press "Try again", or reach the team at ${site.phone} or ${site.email}.`,
  },
  /** The button that sends the visitor's last message again after a failed reply. */
  retry: "Try again",
  /** Ava's reply once a visitor's details are saved as a lead. `{name}` is the visitor's name. */
  leadSaved: `Thank you, {name}! I've passed your details to the ${site.name} team, and we'll be in touch within ${promises.replyWithin}. Anything else you'd like to know in the meantime?`,
  /** The question whose answer Ava may take as a name. */
  askName: "What's your name?",
  askEmail: "What's the best email address to send your quote to?",
  askPhone: "And the best phone number to reach you on?",
} as const;

export type CardOption =
  | "Just looking around"
  | "Not sure yet"
  | "I need a website"
  | "I need a logo"
  | "I want branding help"
  | "Yes, I have one"
  | "No, I don't"
  | "It's outdated"
  | "Full refresh"
  | "Just one thing"
  | "1-2 weeks"
  | "1 month"
  | "Flexible timeline";

/** The guided conversation of the chat card in the home page hero. */
export const heroCard = {
  /** One of these, picked at random, appears 1 s after the page loads. */
  greetings: [
    `Hi there! I'm ${site.assistantName}, ${site.name}'s assistant. I can help you plan a new logo, website or brand.`,
    `Welcome to ${site.name}! I'm ${site.assistantName}, and I can tell you what a new look for your business costs and how long it takes.`,
    `Hey! ${site.assistantName} here. Thinking about a new website or a fresh brand? I can help you figure out where to start.`,
    `Hello and welcome! I'm ${site.assistantName}. Tell me a little about what you need and I'll point you to the right package.`,
  ],
  /** Appears 1.5 s after the page loads, with the first options. */
  prompt: "Choose an option to get started",
  startOptions: ["Just looking around", "Not sure yet", "I need a website", "I need a logo", "I want branding help"] satisfies CardOption[],
  websiteOptions: ["Yes, I have one", "No, I don't", "It's outdated"] satisfies CardOption[],
  scopeOptions: ["Full refresh", "Just one thing", "Not sure yet"] satisfies CardOption[],
  timelineOptions: ["1-2 weeks", "1 month", "Flexible timeline"] satisfies CardOption[],
  /** The service each "I need…" option records. */
  serviceByOption: {
    "I need a website": "Website Design",
    "I need a logo": "Logo Design",
    "I want branding help": "Branding",
  } as Record<string, string>,
  lines: {
    pitch: `Happy to show you around! We design logos and brand kits, build websites that bring in calls and bookings, set up social media and Google profiles, and build AI receptionists that answer customers 24/7. Most new clients start with the ${bundle.shortName}: a website, six logo concepts, a brand guide and a social media kit for ${usd(bundle.price)} ${bundle.priceNote}, ready in ${bundle.timeline}.`,
    askBusiness: "What kind of business do you run?",
    notSure: "No problem, I can help you figure it out.",
    businessThanks: "Thanks! We help businesses like yours look professional and get found online, from the logo to the website.",
    serviceChosen: {
      "Website Design": "A website, great choice!",
      "Logo Design": "A logo, love it!",
      Branding: "Branding help, you're in the right place!",
    } as Record<string, string>,
    askName: avaChat.askName,
    nameRetry: "Sorry, I didn't catch your name. What should I call you?",
    greetName: "Nice to meet you, {name}!",
    askWebsite: "Do you have a current website?",
    askScope: "Got it. How much would you like to refresh?",
    outdatedScope: "No worries, that's what we're here for. How much would you like to refresh?",
    noWebsite: "No problem, we'll build it from scratch.",
    askTimeline: "When would you like it done?",
    askEmail: avaChat.askEmail,
    emailRetry: "That doesn't look like an email address. Could you check it and send it again?",
    askPhone: avaChat.askPhone,
    phoneRetry: "Could you send a phone number with the area code, like (404) 555-0100?",
    /** After Ava answers a free-text question, the step's question again. */
    backToStep: "Whenever you're ready:",
    /** Contact details given before the flow asked for them. */
    detailsNoted: "Thanks, I've noted that.",
  },
} as const;

/**
 * The made-up business Tina plays receptionist for: the plumbing company of the demo page's
 * own sample conversation (content/pages/demo.ts), so the page and the chat show the same
 * business. Its sample FAQs are what such a receptionist is trained on; none states a price.
 */
export const demoBusiness = {
  name: demoPage.sampleConversation.businessName,
  kind: "plumbing company",
  area: "Smyrna",
  hours: "Monday to Friday from 7 a.m. to 6 p.m. and Saturday from 8 a.m. to noon; after hours, an urgent leak goes to the on-call technician",
  services: [
    "leak and burst pipe repair",
    "water heater repair and replacement",
    "drain and sewer line cleaning",
    "toilet, faucet and garbage disposal repair",
    "new fixture installs",
  ],
  /** The visit windows the receptionist offers, with the words a caller uses to pick one. */
  openSlots: [
    {
      label: "tomorrow between 8 and 10 a.m.",
      words: [
        "8 to 10",
        "8-10",
        "8 and 10",
        "8am",
        "8 am",
        "8 a.m",
        "first one",
        "1st one",
        "first slot",
        "first window",
        "early",
        "morning",
        "earliest",
        "soonest",
        "asap",
        "as soon as possible",
        "first available",
      ],
    },
    {
      label: "tomorrow between 10 a.m. and noon",
      words: [
        "10 to noon",
        "10-12",
        "10 to 12",
        "10 and noon",
        "10am",
        "10 am",
        "noon",
        "second one",
        "2nd one",
        "second slot",
        "second window",
        "later one",
        "late morning",
        "before lunch",
        "midday",
      ],
    },
    {
      label: "Thursday between 1 and 3 p.m.",
      words: [
        "thursday",
        "1 to 3",
        "1-3",
        "afternoon",
        "after lunch",
        "1pm",
        "1 pm",
        "third one",
        "3rd one",
        "third slot",
        "third window",
        "last one",
      ],
    },
  ],
  /** What the receptionist needs for a booking request, besides the problem and the time. */
  leadQuestions: ["your name", "your street address", "the best number for a text confirmation"],
  faqs: [
    {
      id: "emergency",
      question: "Do you handle emergencies?",
      keywords: "emergency emergencies urgent burst flooding flood leak leaking right now tonight after hours on-call on call",
      answer:
        "Yes. For an active leak, first turn off the water at the shut-off valve if you can. During business hours we send the next available technician, and after hours an urgent leak goes to our on-call technician.",
    },
    {
      id: "estimates",
      question: "How do you price a job?",
      keywords: "estimate estimates quote quotes price prices pricing cost charge how much fee trip",
      answer:
        "The technician looks at the problem on site and gives you the price before any work starts, so there are no surprises. I can book that visit for you now.",
    },
    {
      id: "area",
      question: "Where do you work?",
      keywords: "area areas serve service come out to live in smyrna marietta vinings mableton atlanta cobb county near",
      answer: "We're based in Smyrna and serve Smyrna, Vinings, Marietta, Mableton and the nearby parts of Cobb County.",
    },
    {
      id: "licensed",
      question: "Are you licensed and insured?",
      keywords: "licensed license insured insurance certified bonded",
      answer: "Yes, our plumbers are licensed and insured, and the technician can show the license on arrival.",
    },
    {
      id: "water-heaters",
      question: "Do you work on water heaters?",
      keywords: "water heater heaters heater hot water tankless tank pilot",
      answer: "Yes: tank and tankless water heaters, repairs and replacements. Tell me what it's doing and I'll book a technician.",
    },
    {
      id: "drains",
      question: "Do you clear clogged drains?",
      keywords:
        "drain drains clog clogged clogs unclog unclogging backed up backup sewer sewer line main line roots slow sink toilet shower tub snake",
      answer: "Yes: sinks, tubs, toilets, showers and main sewer lines. When would you like a technician to come out?",
    },
  ],
} as const;

/** Tina's fixed lines. The two error lines are the product's wording. */
export const tinaChat = {
  title: `Chat with ${site.demoAssistantName}`,
  subtitle: "AI receptionist demo",
  greeting: `Hi! I'm ${site.demoAssistantName}, an AI receptionist. Ask me how the free ${aiReceptionist.trialDays}-day trial works, what's included and what it costs, or say "show me a demo" and I'll answer as the receptionist of ${demoBusiness.name}, a made-up ${demoBusiness.kind}.`,
  placeholder: "Ask Tina anything...",
  inputLabel: `Message ${site.demoAssistantName}`,
  errors: {
    /** The call answered, but with neither a reply nor a fallback. */
    noResponse: "I'm having a little trouble right now, but I'm here to help with questions about our AI demo!",
    /** The call failed. */
    failed: "Oops, I hit a little tech hiccup! Feel free to ask me about pricing, how it works, or what's included, and I'll do my best to help.",
    /** The reply went quiet or did not end in time. */
    stalled: `Sorry, my answer is taking too long. Your message is still here: press "Try again", or reach the team at ${site.phone} or ${site.email}.`,
  },
  retry: "Try again",
  leadSaved: `Thank you! I've passed your details to the ${site.name} team, and they'll be in touch within ${promises.replyWithin} about your free ${aiReceptionist.trialDays}-day demo.`,
} as const;
