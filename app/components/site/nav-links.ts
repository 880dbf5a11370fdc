import { marketingPages as pages, type PageMeta } from "#content/routes.ts";

/** A link to one of the site's pages, named as the page list names it unless a menu names it differently. */
const linkTo = (page: PageMeta, label = page.name) => ({ to: page.path, label });

/** The top bar's links, in the spec's order. */
export const primaryNav = [
  linkTo(pages.home),
  linkTo(pages.services),
  linkTo(pages.portfolio),
  linkTo(pages.about, "About"),
  linkTo(pages.faq),
  linkTo(pages.contact),
];

/** The footer's four service entries, all to /services. */
export const footerServices = ["Branding & Identity", "Website Design", "Social Media Branding", "AI Agents & Automation"] as const;

export const footerCompany = [
  linkTo(pages.about),
  linkTo(pages.portfolio),
  linkTo(pages.faq),
  linkTo(pages.contact),
  linkTo(pages.getStarted, "Start Your Project"),
];

export const footerLegal = [linkTo(pages.privacy), linkTo(pages.terms)];
