import type { Route } from "./+types/services";
import { marketingPages } from "#content/routes.ts";
import { serviceSections } from "#content/services.ts";
import { servicesPage } from "#content/pages/services.ts";
import { bundle } from "#content/site.ts";
import { landingPages } from "#content/landing/index.ts";
import { serviceWork, servicesWorkStrip } from "#content/pages/selected-work.ts";
import { workCard, workCards } from "#content/work.ts";
import { pageSeo, serviceLd } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { LinkGrid } from "#app/components/site/sections/link-grid.tsx";
import { ServiceCatalogue } from "#app/components/site/sections/service-catalogue.tsx";
import { CaseStudyStrip } from "#app/components/site/sections/case-study-strip.tsx";
import { CheckList } from "#app/components/site/sections/check-list.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { CopyButton, CopyButtons } from "#app/components/site/copy-button.tsx";
import { InlineLinks } from "#app/components/site/inline-links.tsx";

const page = marketingPages.services;

export function loader() {
  return {
    copy: servicesPage,
    sections: serviceSections,
    bundle: { name: bundle.name, includes: bundle.includes },
    work: Object.fromEntries(Object.entries(serviceWork).map(([key, slug]) => [key, workCard(slug)])),
    strip: workCards(servicesWorkStrip.slugs),
    // The search landing pages hang off this page, so a visitor (and a crawler) can reach each.
    areas: servicesPage.areas.groups.map((g) => ({
      label: g.label,
      icon: g.icon,
      links: g.pages.map((p) => {
        const landing = landingPages.find((l) => l.slug === p.slug)!;
        return { path: `/${p.slug}`, name: p.label, note: landing.hero.priceLine ?? null };
      }),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageSeo(page, [serviceLd({ name: "Branding, web design and AI assistants for small businesses", description: page.description, path: page.path })]);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy, sections, bundle, areas, work, strip } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.heading} lead={copy.hero.lead}>
        <CopyButtons buttons={copy.hero.buttons} thenLinks />
      </PageHero>
      <ServiceCatalogue
        id="catalogue-heading"
        sections={sections}
        work={work}
        tone="white"
        footer={<InlineLinks parts={copy.customQuote} className="text-muted" />}
      />
      <CaseStudyStrip
        id="work-heading"
        eyebrow={copy.workEyebrow}
        heading={servicesWorkStrip.heading}
        lead={servicesWorkStrip.lead}
        works={strip}
        layout="feature"
        swipeOnPhone
        label="Recent projects"
        tone="cream"
      />
      <CheckList
        id="bundle-heading"
        eyebrow={copy.bundle.eyebrow}
        heading={bundle.name}
        headingIsName
        lead={copy.bundle.lead}
        items={bundle.includes}
        footer={
          <>
            <CopyButton button={copy.bundle.button} rank="primary" />
            <InlineLinks parts={copy.bundle.quote} className="mt-4 text-muted" />
          </>
        }
      />
      <LinkGrid
        id="atlanta-heading"
        eyebrow={copy.areas.eyebrow}
        heading={copy.areas.heading}
        lead={copy.areas.lead}
        groups={areas}
        label="Service pages by kind of work"
      />
      <CtaBand title={copy.closing.heading} body={copy.closing.body}>
        <CopyButtons buttons={copy.closing.buttons} onDark />
      </CtaBand>
    </>
  );
}
