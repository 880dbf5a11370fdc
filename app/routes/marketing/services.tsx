import type { Route } from "./+types/services";
import { marketingPages } from "@content/routes";
import { serviceSections } from "@content/services";
import { bundle } from "@content/site";
import { landingPages } from "@content/landing/index";
import { Link } from "react-router";
import { seo } from "~/utils/seo";
import { breadcrumbLd, serviceLd } from "~/utils/structured-data";
import { formatUsd } from "~/utils/format";
import { PageHero } from "~/components/site/page-hero";
import { LinkGrid } from "~/components/site/sections/link-grid";
import { ServiceCatalogue } from "~/components/site/sections/service-catalogue";
import { CaseStudyStrip } from "~/components/site/sections/case-study-strip";
import { CheckList } from "~/components/site/sections/check-list";
import { serviceWork, servicesWorkStrip } from "@content/pages/selected-work";
import { workCard, workCards } from "~/content/work";
import { CtaBand } from "~/components/site/cta-band";
import { ButtonLink } from "~/components/ui/button";

const page = marketingPages.services;

export function loader() {
  return {
    sections: serviceSections,
    bundle,
    work: Object.fromEntries(Object.entries(serviceWork).map(([key, slug]) => [key, workCard(slug)])),
    strip: workCards(servicesWorkStrip.slugs),
    // The search landing pages hang off this page, so a visitor (and a crawler) can reach each.
    areas: landingPages.map((l) => ({ path: `/${l.slug}`, name: l.serviceName, note: l.hero.priceLine ?? null })),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      serviceLd({ name: "Branding, web design and AI assistants for small businesses", description: page.description, path: page.path }),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { sections, bundle, areas, work, strip } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Everything Your Business Needs to Look Professional and Get Found"
        lead="Branding, websites, local search, marketing setup, business tools, AI agents and apps, done by one Atlanta team that keeps it all consistent."
      >
        <ButtonLink to="/#pricing" variant="accent" size="lg">
          Get Started Today
        </ButtonLink>
        <ButtonLink to="/#pricing" variant="outline-light" size="lg">
          View Packages
        </ButtonLink>
        <ButtonLink to="/portfolio" variant="outline-light" size="lg">
          View Our Work
        </ButtonLink>
      </PageHero>

      <ServiceCatalogue id="catalogue-heading" sections={sections} work={work} />
      <CaseStudyStrip
        id="work-heading"
        eyebrow="Recent work"
        heading={servicesWorkStrip.heading}
        lead={servicesWorkStrip.lead}
        works={strip}
        layout="feature"
        tone="cream"
      />

      <CheckList
        id="bundle-heading"
        eyebrow="Bundle & Save"
        heading={bundle.name}
        lead={`Website, logo, brand guide and social kit together for ${formatUsd(bundle.price)} ${bundle.priceNote}, delivered in ${bundle.timeline}.`}
        items={bundle.includes}
        footer={
          <ButtonLink to="/#pricing" size="lg">
            Order Now
          </ButtonLink>
        }
      />

      <LinkGrid
        id="atlanta-heading"
        eyebrow="Across metro Atlanta"
        heading="Find the service you came for"
        lead="What each service includes, what it costs and how long it takes, on its own page."
        links={areas}
      />

      <CtaBand
        title="Ready to build something your customers remember?"
        body="Book the bundle, or tell us what you need and we will send a custom quote. Projects begin within 1-2 weeks of approval."
      >
        <ButtonLink to="/#pricing" variant="accent" size="lg">
          Start Your Project Now
        </ButtonLink>
        <ButtonLink to="/portfolio" variant="outline-light" size="lg">
          See Our Work
        </ButtonLink>
        {/* Two more ways to the same pricing section: quieter, so the band has one clear action. */}
        <p className="basis-full text-canopy-100">
          Or{" "}
          <Link to="/#pricing" className="font-semibold text-white underline underline-offset-4 hover:text-peach-100">
            Get Custom Quote
          </Link>{" "}
          for AI and app work, or{" "}
          <Link to="/#pricing" className="font-semibold text-white underline underline-offset-4 hover:text-peach-100">
            Get a Quote
          </Link>{" "}
          on the bundle with add-ons.
        </p>
      </CtaBand>
    </>
  );
}
