/** The top bar's links, in the spec's order. */
export const primaryNav = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

/** The footer's four service entries, all to /services. */
export const footerServices = ["Branding & Identity", "Website Design", "Social Media Branding", "AI Agents & Automation"] as const;

export const footerCompany = [
  { to: "/about", label: "About Us" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
  { to: "/get-started", label: "Start Your Project" },
] as const;

export const footerLegal = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
] as const;
