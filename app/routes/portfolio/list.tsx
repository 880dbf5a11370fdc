import type { Route } from "./+types/list";
import { marketingPages } from "#content/routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { portfolioFeatured } from "#content/pages/selected-work.ts";
import { PortfolioGrid } from "#app/features/portfolio/portfolio-grid.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const page = marketingPages.portfolio;

export function loader() {
  // Only what a card shows goes to the browser.
  return {
    projects: portfolioProjects.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      category: p.category,
      services: p.services,
      shortDescription: p.shortDescription,
      image: { alt: p.image.alt },
    })),
  };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PortfolioList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* The work from the first screen: a short title line, the filter, then the featured projects large. */}
      <section aria-labelledby="portfolio-title" className="bg-cream">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 md:pt-10 md:pb-20">
          <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-3">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">Our Work</p>
              <h1 id="portfolio-title" className="mt-1 font-display text-display font-semibold text-canopy-800">
                Portfolio
              </h1>
            </div>
            <p className="max-w-xl text-muted">
              Logos, websites, packaging, print and social media for small businesses across metro Atlanta: what each one needed, what we made, and
              what changed.
            </p>
          </div>
          <div className="mt-6">
            <PortfolioGrid projects={loaderData.projects} featured={portfolioFeatured.slugs} firstPage={portfolioFeatured.firstPage} />
          </div>
        </div>
      </section>
      <CtaBand
        title="Your business could be our next story"
        body="Tell us where you are today and where you want to be. We reply within 24 hours, and the first consultation is free."
      >
        <ButtonLink to="/get-started" variant="accent" size="lg">
          Start Your Project
        </ButtonLink>
        <ButtonLink to="/contact" variant="link-light" size="lg">
          Chat with Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
