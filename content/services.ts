/**
 * The service catalogue shown in the accordion on /services, in display order.
 * Items carry no prices of their own: pricing lives in site.ts (bundle, add-ons, the AI receptionist's plan) and in custom quotes.
 */
import type { ServiceSection } from "#content/schemas/collections.ts";
import { aiReceptionist, usd } from "#content/site.ts";

export const serviceSections: ServiceSection[] = [
  {
    key: "branding",
    title: "Branding & Identity",
    customQuoteOnly: false,
    blurb: "A consistent look your customers recognize everywhere, from your storefront sign to your social profiles.",
    items: [
      {
        name: "Logo Design",
        description: "Custom logo concepts refined with you into a mark that works on a sign, a website and a tiny profile picture.",
      },
      {
        name: "Brand Kit",
        description: "Your colors, fonts, logo versions and simple usage rules gathered in one guide so everything you make matches.",
      },
      {
        name: "Business Cards",
        description: "Print-ready business card designs in your brand, ready to send to any printer.",
      },
      {
        name: "Social Templates",
        description: "Branded post and story templates you can edit yourself to keep your feed looking consistent.",
      },
      {
        name: "Social Profile Setup",
        description: "Profile pictures, cover banners, highlight covers and bios set up in your brand across your social accounts.",
      },
    ],
  },
  {
    key: "website",
    title: "Website & Conversion",
    customQuoteOnly: false,
    blurb: "Websites built to turn visitors into calls, bookings and sales, not just to look nice.",
    items: [
      {
        name: "Extra Pages",
        description: "Additional service, location or information pages designed to match the rest of your site.",
      },
      {
        name: "Online Booking Setup",
        description: "Appointment booking connected to your website so customers can choose a time without calling.",
      },
      {
        name: "Custom Forms",
        description: "Contact, quote-request and application forms that send every submission straight to your inbox.",
      },
      {
        name: "Ad Landing Page",
        description: "A focused page for a single ad campaign, with one clear message and one clear next step.",
      },
      {
        name: "Blog Setup",
        description: "A blog section ready for news, tips and articles that help customers and search engines understand what you do.",
      },
      {
        name: "Analytics Setup",
        description: "Visitor and conversion tracking installed so you can see which pages bring in leads.",
      },
      {
        name: "Website Copywriting",
        description: "Clear, plain-language page copy written around the questions your customers actually ask.",
      },
    ],
  },
  {
    key: "social",
    title: "Local & Search Presence",
    customQuoteOnly: false,
    blurb: "Show up when nearby customers search, on Google, on maps and in AI-powered answers.",
    items: [
      {
        name: "Google Business Profile Setup",
        description: "Your business profile claimed, verified and completed with categories, service area, hours, photos and a proper description.",
      },
      {
        name: "AI SEO",
        description: "Site content and structured data shaped so AI assistants and AI search summaries can understand and recommend your business.",
      },
      {
        name: "Review Funnel with QR Codes",
        description: "A simple review path with printable QR codes that makes it easy for happy customers to leave a review right after the job.",
      },
      {
        name: "Directory Listings",
        description: "Your business name, address and phone number made consistent across maps, directories and industry listings.",
      },
    ],
  },
  {
    key: "business",
    title: "Marketing Setup",
    customQuoteOnly: false,
    blurb: "The behind-the-scenes marketing that keeps customers hearing from you and coming back.",
    items: [
      {
        name: "Email Marketing Setup",
        description: "An email marketing account set up in your brand, with a sign-up form, a clean template and your contact list imported.",
      },
      {
        name: "Follow-Up Emails",
        description: "Automatic follow-ups after an inquiry or a finished job, so no lead or review request is forgotten.",
      },
      {
        name: "Welcome Sequence",
        description: "A short series of emails that introduces new subscribers and customers to your business.",
      },
      {
        name: "QR Code Design",
        description: "Branded QR codes for menus, flyers, signs and packaging that send people to exactly the right page.",
      },
      {
        name: "Print Materials",
        description: "Flyers, brochures, postcards, menus and signs designed in your brand and prepared for print.",
      },
    ],
  },
  {
    key: "tools",
    title: "Business Tools",
    customQuoteOnly: false,
    blurb: "Everyday tools that make a small team look and run like a well-organized office.",
    items: [
      {
        name: "Branded Email",
        description: "A professional email address on your own domain, with a matching email signature.",
      },
      {
        name: "Intake Forms",
        description: "Online intake forms and questionnaires that gather client details before the first appointment.",
      },
      {
        name: "Invoice Templates",
        description: "Clean, branded invoice and estimate templates that make getting paid look professional.",
      },
      {
        name: "E-Signature Setup",
        description: "Contracts and agreements your customers can review and sign online from any device.",
      },
      {
        name: "Booking Link",
        description: "One shareable scheduling link for your email signature, social bios and text messages.",
      },
    ],
  },
  {
    key: "aiAutomation",
    title: "AI Agents & Automation",
    customQuoteOnly: true,
    blurb:
      "AI assistants and automations that answer customers, capture leads and give your team time back. Custom agents are quoted for each business.",
    items: [
      {
        name: "AI Receptionist",
        description: `An AI assistant that answers calls and chats 24/7 in your business's voice, handles common questions and captures every lead. The ready-made one is free for ${aiReceptionist.trialDays} days, then ${usd(aiReceptionist.monthlyPrice)}/month.`,
      },
      {
        name: "Quote & Booking Flows",
        description: "Guided conversations that collect job details, explain next steps and book appointments automatically.",
      },
      {
        name: "Admin Dashboard",
        description: "A private dashboard where you can see every lead, conversation and follow-up status in one place.",
      },
    ],
  },
  {
    key: "appDevelopment",
    title: "App Design & Development",
    customQuoteOnly: true,
    blurb: "Custom mobile apps for iOS and Android, designed around your customers and quoted for your project.",
    items: [
      {
        name: "Native iOS & Android Apps",
        description: "Custom apps designed and built natively for iPhone and Android, from the first sketch to the finished product.",
      },
      {
        name: "App Store Launch Support",
        description: "Help preparing store listings, screenshots and submissions so your app launches on the App Store and Google Play.",
      },
    ],
  },
  {
    key: "fix",
    title: "Fix & Upgrade",
    customQuoteOnly: false,
    blurb: "Focused improvements for the brand, website and social accounts you already have.",
    items: [
      {
        name: "DIY Website Fixes",
        description: "Repairs and polish for sites made with do-it-yourself website builders, from broken layouts to confusing menus.",
      },
      {
        name: "Site Tune-Up",
        description: "A check-up of speed, broken links, forms and search basics, with the fixes made for you.",
      },
      {
        name: "Social Media Revamp",
        description: "Fresh profile images, banners, bios and templates that bring tired social accounts in line with your brand.",
      },
      {
        name: "Mobile-Only Optimization",
        description: "Targeted fixes that make your existing site load quickly and work smoothly on phones.",
      },
    ],
  },
];
