import type { Route } from "./+types/list";
import { marketingPages } from "#content/routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
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
      <PageHero
        eyebrow="Our Work"
        title="Portfolio"
        lead="Logos, websites, packaging, print and social media for small businesses across metro Atlanta: what each one needed, what we made, and what changed."
      />
      <Section>
        <PortfolioGrid projects={loaderData.projects} />
      </Section>
      <CtaBand
        title="Your business could be our next story"
        body="Tell us where you are today and where you want to be. We reply within 24 hours, and the first consultation is free."
      >
        <ButtonLink to="/get-started" variant="accent" size="lg">
          Start Your Project
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline-light" size="lg">
          Chat with Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
