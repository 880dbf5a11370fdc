/** The portfolio filter, in the spec's order; Support exists but has no projects. */
export const portfolioFilters = ["All", "Website", "Branding", "Packaging Design", "Print Design", "Social Media", "Support"] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

export const MAX_SERVICE_BADGES = 2;

/** A card shows the first two services and a "+N more" badge for the rest. */
export function visibleServices(services: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: services.slice(0, MAX_SERVICE_BADGES),
    more: Math.max(0, services.length - MAX_SERVICE_BADGES),
  };
}
