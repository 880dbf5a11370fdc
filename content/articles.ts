/**
 * The five "Latest Articles" shown on the home page and on their own article pages.
 * Facts about our offers (bundle contents, AI receptionist pricing, reply times) are read
 * from site.ts so the articles never drift from the rest of the site.
 */
import type { Article } from "#content/schemas/collections.ts";
import { aiReceptionist, bundle, policies, promises, site, usd } from "./site.ts";
import { portfolioProjects } from "./portfolio/index.ts";
import { articleArtId, imageIds } from "./image-ids.ts";

export const articles: Article[] = [
  {
    slug: "your-brand-is-more-than-a-logo",
    work: { project: "copperline-electric-brand-identity", gallery: 0 },
    category: "Branding",
    title: "Your Brand Is More Than a Logo: What Customers Actually Remember",
    blurb:
      "A logo is the signature, not the whole letter. Here's what really shapes how customers see your business, and how to make every piece say the same thing.",
    metaDescription:
      "A logo is only one piece of your brand. Learn what else shapes how customers see a small business and how to make every touchpoint feel consistent.",
    date: "2025-03-18",
    author: "Maya Adeyemi",
    body: [
      {
        type: "p",
        text: "When a business owner tells us they need a brand, they usually mean they need a logo. That's a fair place to start, because the logo is the piece people see most. But think about the last local business you really liked. Chances are you don't remember the shape of their mark. You remember how quickly they called you back, how easy their website was to use, how tidy the invoice looked and whether the person at the counter seemed glad you came in.",
      },
      {
        type: "p",
        text: "Your brand is the sum of those moments. The logo is the signature at the bottom of the letter. Everything else is the letter.",
      },
      { type: "h2", text: "What a brand actually includes" },
      {
        type: "p",
        text: "For a small business, a working brand has a handful of parts, and they all need to agree with each other:",
      },
      {
        type: "ul",
        items: [
          "A logo that holds up at every size, from a storefront sign to a tiny social media profile picture.",
          "A color palette and a pair of typefaces you use every single time, not just when someone remembers.",
          "A voice: the way you write emails, captions and website copy. Friendly and plain or polished and formal, but the same everywhere.",
          "Photos and graphics that look like they belong to one business, not five.",
          "The everyday touchpoints: business cards, invoices, email signatures and the message customers hear when you can't pick up the phone.",
        ],
      },
      { type: "h2", text: "Why consistency matters more than cleverness" },
      {
        type: "p",
        text: "People trust what they recognize. If your Instagram uses one green, your van uses another and your website uses a third, customers have to work a little harder to connect the dots, and most won't bother. A consistent brand does that work for them, so by the third or fourth time someone sees your name, it already feels familiar.",
      },
      {
        type: "p",
        text: "Consistency also saves you time. When your colors, fonts and tone are written down, you stop making the same small decisions over and over. A new flyer takes minutes instead of an afternoon, and anyone on your team can make something that looks right.",
      },
      {
        type: "quote",
        text: "A logo tells people your name. A brand tells them what to expect when they call.",
      },
      { type: "h2", text: "Where to start if your brand feels scattered" },
      {
        type: "ol",
        items: [
          "Gather everything customers see: your sign, website, social profiles, cards, invoices, even your voicemail greeting.",
          "Lay it all out side by side and note where the colors, fonts or tone don't match.",
          "Decide what you want people to feel when they deal with you (reliable, welcoming, premium, quick) and write it down in one sentence.",
          "Fix the pieces customers see most often first, usually your website, Google profile and social accounts.",
          "Put the rules in a simple brand guide so the next thing you make matches the last one.",
        ],
      },
      { type: "h2", text: "How we approach it" },
      {
        type: "p",
        text: `At ${site.name}, a logo is never delivered on its own. ${bundle.name} pairs six custom logo concepts with a brand guide, a social media kit for up to three platforms and a website built in the same style, so everything launches looking like one business. If you're not sure where your brand stands today, chat with ${site.assistantName} or book a free consultation, and we'll walk through what you already have.`,
      },
      {
        type: "p",
        text: "You don't need a bigger budget to look established. You need every piece of your business telling the same story.",
      },
    ],
  },
  {
    slug: "small-business-website-launch-checklist",
    work: { project: "kettle-creek-heating-air-service-website" },
    category: "Web Design",
    title: "Before You Hit Publish: What Every Small-Business Website Needs at Launch",
    blurb:
      "A pretty homepage isn't enough. Use this pre-launch checklist to make sure your new site works on phones, answers real questions and turns visitors into calls.",
    metaDescription:
      "A practical pre-launch checklist for small-business websites: clear pages, phone testing, working forms, search basics, speed and what to do right after launch.",
    date: "2025-05-06",
    author: "Jordan Ellis",
    body: [
      {
        type: "p",
        text: 'Launching a website feels like the finish line. In practice it\'s opening day, and your first visitors will find every broken link and confusing menu you missed. A short checklist before you go live saves you from the awkward phone call that starts with, "I tried to book on your site, but..."',
      },
      {
        type: "p",
        text: "Here's the list we work through with clients before a site goes public. You can use it on your own site today.",
      },
      { type: "h2", text: "Say what you do on the first screen" },
      {
        type: "p",
        text: 'A visitor should know at a glance what you offer, where you offer it and what to do next. That means a plain headline ("Residential plumbing in Smyrna and Marietta" beats "Solutions you can trust"), a short supporting line and one clear button: call, book or request a quote.',
      },
      { type: "h2", text: "Cover the pages people actually look for" },
      {
        type: "ul",
        items: [
          "Home: who you are, who you help and the one action you want visitors to take.",
          "Services: a section or page for each service, written the way customers describe their problem.",
          "About: real people, real photos and why you started.",
          "Reviews or portfolio: proof that you've done this before.",
          "Contact: phone, email, hours, service area and a short form.",
        ],
      },
      { type: "h2", text: "Test it on a phone, not just a laptop" },
      {
        type: "p",
        text: "Plenty of your visitors will arrive on a phone, often while standing in a parking lot or waiting in line. Open every page on a real phone. Can you tap the number to call? Are the buttons big enough for a thumb? Does the menu open and close? Can you fill in the forms without zooming?",
      },
      { type: "h2", text: "Make every form and button go somewhere" },
      {
        type: "p",
        text: "Send a test message through every form and confirm it lands in an inbox someone actually checks. Click every button. If you take bookings online, book a test appointment and cancel it. It's tedious, and it's one of the most common problems we find on sites built in a hurry.",
      },
      { type: "h2", text: "Handle the search basics" },
      {
        type: "ul",
        items: [
          "A unique page title and description for every page, naming your service and your city.",
          "Your business name, address and phone number written exactly as they appear on your Google Business Profile.",
          "Descriptive alternative text on images, so search engines and screen readers know what they show.",
          "A sitemap submitted to Google Search Console so new pages get discovered.",
          "Analytics installed, so you can see which pages people visit and where they leave.",
        ],
      },
      { type: "h2", text: "Check speed and security" },
      {
        type: "p",
        text: "Resize and compress large photos before uploading them, make sure the site loads over HTTPS with the padlock showing, and remove plugins or scripts you no longer use. A slow site loses people before they read a word.",
      },
      { type: "h2", text: "Plan what happens right after launch" },
      {
        type: "ol",
        items: [
          "Tell your existing customers and share the new site on your social accounts.",
          "Update the website link on your Google profile, directory listings and email signature.",
          "Watch your form submissions and inbox closely for the first few days.",
          "Keep a running list of small fixes and get them made quickly.",
        ],
      },
      {
        type: "p",
        text: `Every website we build for the ${bundle.shortName} goes through this checklist before launch, and the first year of domain and hosting is included with unlimited updates, so those post-launch tweaks don't turn into surprise invoices. Already have a site that needs attention? Ask ${site.assistantName} about a site tune-up.`,
      },
    ],
  },
  {
    slug: "google-business-profile-local-seo-ai-search-atlanta",
    work: { project: "westview-porch-realty-website" },
    category: "Local SEO",
    title: "Getting Found in Atlanta: Google Business Profile, Local SEO and AI Search",
    blurb:
      "When someone nearby searches for what you do, will they find you? A plain-English guide to your Google Business Profile, local SEO and AI-powered search.",
    metaDescription:
      "How Atlanta small businesses get found: build a strong Google Business Profile, cover local SEO basics and show up in AI-powered search answers.",
    date: "2025-06-24",
    author: "Priya Nair",
    body: [
      {
        type: "p",
        text: "Think about how customers find a business like yours. Someone in Decatur types \"emergency plumber near me\" into Google. Someone in Buckhead asks their phone for a good brunch spot. More and more often, someone asks an AI assistant to recommend a bookkeeper in Sandy Springs and gets back a short list of names. If your business isn't in those results, it doesn't exist for that customer.",
      },
      {
        type: "p",
        text: "The good news is that the basics of local search are within reach of any small business, and most of them cost nothing but attention.",
      },
      { type: "h2", text: "Start with your Google Business Profile" },
      {
        type: "p",
        text: "Your Google Business Profile is the panel that shows your hours, photos, reviews and map pin. For many local searches it's the first thing people see, before your website. Claim it, verify it and fill in every field:",
      },
      {
        type: "ul",
        items: [
          "Choose the primary category that matches what you do most, then add secondary categories for your other services.",
          "Set your service area to the neighborhoods and cities you really cover, from Midtown to Marietta.",
          "Write a plain-language description that names your main services and your area.",
          "Add real photos of your team, your work and your storefront or vehicles, not stock images.",
          "Keep your hours current, including holiday hours, so nobody drives to a locked door.",
        ],
      },
      { type: "h2", text: "Keep your details identical everywhere" },
      {
        type: "p",
        text: "Search engines compare your business name, address and phone number across your website, Google, Apple Maps, Yelp, Facebook and industry directories. When they match, that's a sign you're a real, established business. When one listing shows an old suite number or a retired phone line, it creates doubt. Make a list of every place you're listed and correct them one by one.",
      },
      { type: "h2", text: "Treat reviews as your shop window" },
      {
        type: "p",
        text: "Reviews affect both where you appear and whether people call. The easiest way to get more is to ask when a customer is happiest, right after the job is done. A small card or sticker with a QR code that opens your review page removes the hassle of searching for it. Reply to every review, good or bad, briefly and politely; future customers read the replies too.",
      },
      { type: "h2", text: "What AI search changes, and what it doesn't" },
      {
        type: "p",
        text: "AI assistants and the AI summaries in search results build their answers from the open web: your website, your listings, your reviews and mentions of you elsewhere. They favor businesses they can describe with confidence. That means you should:",
      },
      {
        type: "ol",
        items: [
          "Write clear service pages that answer customers' questions in full sentences.",
          "Add a frequently asked questions section with honest, specific answers about your service area, timing and how pricing works.",
          "Use structured data on your site so your business type, location and hours can be read by machines as well as people.",
          "Keep your listings consistent, because conflicting details make an AI less likely to recommend you.",
        ],
      },
      {
        type: "p",
        text: "None of this replaces good local SEO. It's the same foundation, written a little more clearly.",
      },
      {
        type: "quote",
        text: "If a stranger can't tell what you do and where you do it from your homepage, a search engine can't either.",
      },
      {
        type: "p",
        text: `We set up Google Business Profiles, clean up listings, build review funnels with QR codes and optimize sites for AI-powered search. AI-search-optimized SEO comes with every website in the ${bundle.shortName}, and ongoing Monthly SEO is available as an add-on. Ask ${site.assistantName} where your business stands today.`,
      },
    ],
  },
  {
    slug: "ai-receptionist-for-service-businesses",
    work: { project: "greenline-home-cleaning-website-redesign" },
    category: "AI & Automation",
    title: "Who Answers When You Can't? An AI Receptionist for Service Businesses",
    blurb:
      "You're on a roof, under a sink or with a client when the phone rings. Here's how an AI receptionist answers 24/7, books jobs and hands you warm leads.",
    metaDescription:
      "How an AI receptionist helps a service business answer every call and chat 24/7, qualify leads and book jobs, and what to ask before you try one.",
    date: "2025-08-12",
    author: "Marcus Bell",
    body: [
      {
        type: "p",
        text: "If you run a service business, you know the feeling. You're halfway through a job, your hands are full and your phone buzzes in your pocket. You can't answer. By the time you call back, the customer has booked someone else or never left a message at all.",
      },
      {
        type: "p",
        text: "Hiring a full-time receptionist is a big commitment for a small crew, and many callers hang up rather than leave a voicemail. An AI receptionist sits in between: it answers every call or chat, at any hour, and handles the conversation the way your best front-desk person would.",
      },
      { type: "h2", text: "What an AI receptionist actually does" },
      {
        type: "ul",
        items: [
          "Greets callers and website visitors by your business name, day or night, weekends and holidays included.",
          "Answers the questions you hear constantly: hours, service area, what you do and don't offer and how estimates work.",
          "Collects what you need to quote a job: name, phone, address, the problem and any details like measurements or photos.",
          "Books appointments or estimate visits, or flags urgent requests for a quick call back.",
          "Sends you a summary and transcript of each conversation so you can pick up right where it left off.",
        ],
      },
      { type: "h2", text: "Where it makes the biggest difference" },
      {
        type: "p",
        text: "The businesses that benefit most share one thing: the person doing the work is also the person answering the phone. Cleaners, landscapers, plumbers, pressure-washing crews, bakeries taking custom orders, salons and small clinics all lose leads simply because nobody was free to pick up. After-hours calls are the obvious win, but the busy middle of the day matters just as much.",
      },
      { type: "h2", text: "What it shouldn't do" },
      {
        type: "p",
        text: "A good AI receptionist knows its limits. It shouldn't quote prices you haven't approved, promise a time slot that isn't open or pretend to be a person when someone asks. Set it up with your real policies, give it a clear way to hand conversations to you and read the transcripts. You stay in charge of the relationship; the assistant makes sure nobody falls through the cracks.",
      },
      { type: "h2", text: "Questions to ask before you sign up" },
      {
        type: "ol",
        items: [
          "Can I test it on my own business before I pay anything?",
          "Who updates its answers when my services, hours or policies change?",
          "Where do I see my leads and conversation history?",
          "What happens if I decide to cancel?",
        ],
      },
      {
        type: "quote",
        text: "Your phone is going to keep ringing while you work. The only question is whether someone answers it.",
      },
      { type: "h2", text: "How ours works" },
      {
        type: "p",
        text: `We build AI receptionists for local businesses across metro Atlanta, and you can try one free for ${aiReceptionist.trialDays} days. Tell us about your business and we'll set up a demo trained on your services within ${aiReceptionist.setupWithin}. If you keep it, it's ${usd(aiReceptionist.monthlyPrice)} a month, including a landing page, unlimited updates, hosting and a backend dashboard where you can see every lead. ${policies.aiCancellation}`,
      },
      {
        type: "p",
        text: `Want to hear it before you decide? Visit our free AI receptionist demo page and chat with ${site.demoAssistantName}, our demo assistant, or request a demo built around your own business.`,
      },
    ],
  },
  {
    slug: "rebrand-or-refresh",
    work: { project: "fetch-feather-pet-supply-rebrand" },
    category: "Brand Strategy",
    title: "Rebrand or Refresh? How to Tell What Your Business Really Needs",
    blurb:
      "Not every tired brand needs to start over. Learn the signs that call for a light refresh, the ones that call for a full rebrand, and how to decide.",
    metaDescription:
      "Refresh or full rebrand? Signs your small business has outgrown its look, what each option involves and the questions to ask before you change anything.",
    date: "2025-10-02",
    author: "Tasha Greene",
    body: [
      {
        type: "p",
        text: "At some point most business owners look at their logo, website or truck wrap and think, \"This doesn't feel like us anymore.\" The instinct is to tear it all down and start over. Sometimes that's the right call. Often, a careful refresh gets you most of the way there while keeping the recognition you've already earned.",
      },
      { type: "h2", text: "What's the difference?" },
      {
        type: "p",
        text: "A refresh updates how your brand looks and sounds without changing who you are: a cleaner version of your logo, a modernized color palette, new fonts, better photography and a website redesign that keeps your name and core identity. Customers notice you look sharper, but they still recognize you immediately.",
      },
      {
        type: "p",
        text: "A rebrand goes deeper. It can mean a new name, a new logo, new positioning and messaging, and sometimes a new audience. It's a fresh introduction to the market, and it asks customers to learn something new about you.",
      },
      { type: "h2", text: "Signs a refresh is enough" },
      {
        type: "ul",
        items: [
          "Customers like you and your name still fits, but your look feels dated next to competitors.",
          "Your logo is hard to read at small sizes, like a profile picture or the little icon in a browser tab.",
          "Your colors and fonts change from one flyer, page or post to the next.",
          "Your website works but looks old on phones and makes people hunt for your phone number.",
        ],
      },
      { type: "h2", text: "Signs you may need a full rebrand" },
      {
        type: "ul",
        items: [
          "You've changed what you sell or who you sell to, and your name or image no longer fits.",
          "You're merging with another business, or splitting one business into two.",
          "Your name is easily confused with a competitor's.",
          "Your reputation is tied to problems you've since fixed, and you need a clean start.",
          "You're moving upmarket and your current look says bargain.",
        ],
      },
      { type: "h2", text: "Questions to ask before you decide" },
      {
        type: "ol",
        items: [
          "What do customers say they like about us today, and what do we risk losing if we change it?",
          "Is the problem how we look, or what we offer and who we offer it to?",
          "How many places would need to change: signs, vehicles, uniforms, packaging, listings, the website?",
          "Can we roll out a new identity everywhere at once, instead of piece by piece?",
        ],
      },
      {
        type: "p",
        text: "That third question catches a lot of owners off guard. A half-finished rebrand, with a new logo on the website and the old one on the van, can be more confusing than no change at all. Whichever path you choose, plan the rollout before anyone starts designing.",
      },
      {
        type: "quote",
        text: "Keep what customers already recognize. Change what's getting in their way.",
      },
      { type: "h2", text: "Getting an outside view" },
      {
        type: "p",
        text: `It's hard to judge your own brand objectively, because you see it every day. In a free consultation we look at what you already have (logo, website, social profiles and print) and tell you honestly whether a refresh or a rebrand makes more sense. Chat with ${site.assistantName} to set one up, and you'll hear back from us within ${promises.replyWithin}.`,
      },
    ],
  },
];

/** The band under every article. */
export const articleCta = {
  heading: "Want a second pair of eyes on your brand?",
  body: `${site.assistantName} can answer questions and give you a quote right now, or our team will reply within ${promises.replyWithin}.`,
  chatLabel: `Chat with ${site.assistantName}`,
  contact: { label: "Contact Us", href: "/contact" },
} as const;

/** The picture an article is shown with: its project's cover or gallery image, and the case study it links to. */
export function articleWork(article: Pick<Article, "slug" | "work">): { id: string; alt: string; project: string; path: string } {
  const project = portfolioProjects.find((p) => p.slug === article.work.project);
  const { gallery } = article.work;
  const art = gallery === undefined ? project?.image : project?.gallery[gallery];
  if (!project || !art) throw new Error(`Article ${article.slug} shows work that is not in the portfolio: ${JSON.stringify(article.work)}`);
  const ids = imageIds(project);
  return { id: gallery === undefined ? ids.cover : ids.gallery[gallery]!, alt: art.alt, project: project.title, path: `/portfolio/${project.slug}` };
}

/**
 * The blog's own picture of an article, never a client's work (scripts/images/kinds/article-card.ts
 * draws it): its pull quote set large, or, for an article without one, its first section headings
 * as a ticked list. `n` is its place in the list, which picks its tone.
 */
export function articleArt(article: Pick<Article, "slug" | "category" | "body">): {
  id: string;
  alt: string;
  category: string;
  quote?: string;
  points: string[];
  n: number;
} {
  const n = articles.findIndex((a) => a.slug === article.slug);
  const quote = article.body.flatMap((b) => (b.type === "quote" ? [b.text] : []))[0];
  const points = article.body.flatMap((b) => (b.type === "h2" ? [b.text] : [])).slice(0, 4);
  const alt = quote ? `The article's pull quote set large: \u201c${quote}\u201d` : `A ticked checklist: ${points.join("; ")}`;
  return { id: articleArtId(article.slug), alt, category: article.category, quote, points, n: Math.max(0, n) };
}
