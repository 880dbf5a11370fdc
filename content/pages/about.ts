/**
 * Copy for the About Us page (/about). Page <title> and meta description live in
 * content/routes.ts.
 */
import { claims, policies, promises, site } from "#content/site.ts";

export interface AboutButton {
  label: string;
  href: string;
}

export interface AboutValue {
  title: string;
  body: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

export interface AboutPage {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
  };
  mission: {
    heading: string;
    body: string;
  };
  values: {
    heading: string;
    items: [AboutValue, AboutValue, AboutValue];
  };
  story: {
    heading: string;
    paragraphs: string[];
  };
  stats: AboutStat[];
  closing: {
    heading: string;
    body: string;
    buttons: [AboutButton, AboutButton, AboutButton];
  };
}

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: `About ${site.name}`,
    heading: "An Atlanta Studio Built for Small Businesses That Want to Grow",
    lead: "We're designers, developers and problem-solvers who help local owners look professional, get found and answer every customer, without the big-agency runaround.",
  },
  mission: {
    heading: "Our Mission",
    body: "To give small businesses the kind of branding, websites and tools that larger companies take for granted, at a pace and price that make sense for a growing business, and to explain every step in plain language along the way.",
  },
  values: {
    heading: "What We Value",
    items: [
      {
        title: "Partnership Mindset",
        body: "Your business is everything to you, so we treat it that way. We ask plenty of questions, learn how you actually work and design around your customers rather than our own portfolio.",
      },
      {
        title: "Quality First",
        body: `Every logo, page and automation is checked before it reaches you, on phones and desktops, on screen and in print. Up to ${policies.revisionRounds} rounds of revisions are built into our projects, so you end up with work you're proud to show.`,
      },
      {
        title: "Clear Communication",
        body: `You'll always know what's happening, what comes next and what it costs. We reply within ${promises.replyWithin}, skip the jargon and put scope and timelines in writing before work begins.`,
      },
    ],
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      `${site.name} began with two friends and a shared frustration. Maya Adeyemi had spent years designing brands for larger companies, and Jordan Ellis had been building websites for anyone who asked. Between them they brought more than ten years of design and development experience, and they kept meeting the same kind of person: a talented Atlanta business owner with a great service, a logo made in a hurry and a website that didn't work on a phone.`,
      "So they opened a studio for exactly those owners. The name comes from the tree canopy Atlanta is known for: something that grows steadily, shelters what's underneath and makes the whole neighborhood better. More than five years later, that's still the idea. We do careful work that helps local businesses put down roots and grow.",
      `The team has grown to include search and AI specialists, and the work has grown with it. Today we design brands, build websites, set up Google profiles and marketing tools, and create AI assistants that answer customers around the clock. We've completed ${claims.projects} projects for businesses in ${claims.industries} industries, from bakeries and cleaning companies to clinics and contractors, all across metro Atlanta.`,
      "What hasn't changed is how we work: one friendly team, straight answers and a free consultation before anyone spends a dollar.",
    ],
  },
  stats: [
    { value: claims.yearsAgency, label: "Years as an Atlanta agency" },
    { value: claims.yearsExperience, label: "Years of design experience" },
    { value: claims.industries, label: "Industries served" },
    { value: claims.portfolioProjects, label: "Case studies to browse" },
  ],
  closing: {
    heading: "Let's Build Something Your Customers Remember",
    body: `Tell us where your business is today and where you want it to go. Start with a quick chat with ${site.assistantName}, look through our services or see the work we've done for other local businesses.`,
    buttons: [
      { label: `Chat with ${site.assistantName}`, href: "/" },
      { label: "View Our Services", href: "/services" },
      { label: "View Our Work", href: "/portfolio" },
    ],
  },
};
