import { Check } from "lucide-react";
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
import { Section, SectionHeading } from "~/components/site/section";
import { Accordion } from "~/components/ui/accordion";
import { CtaBand } from "~/components/site/cta-band";
import { ButtonLink } from "~/components/ui/button";

const page = marketingPages.services;

export function loader() {
  return {
    sections: serviceSections,
    bundle,
    // The search landing pages hang off this page, so a visitor (and a crawler) can reach each.
    areas: landingPages.map((l) => ({ path: `/${l.slug}`, name: l.serviceName, priceLine: l.hero.priceLine ?? null })),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      serviceLd({ name: "Branding, web design and AI assistants for small businesses", description: page.description, path: page.path }),
      breadcrumbLd([{ name: "Home", path: "/" }, { name: page.name, path: page.path }]),
    ],
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { sections, bundle, areas } = loaderData;
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

      <Section labelledBy="catalogue-heading">
        <SectionHeading id="catalogue-heading" title="What we do" lead="Open a category to see what is in it." />
        <Accordion
          className="mx-auto mt-10 max-w-4xl"
          initialOpen={sections[0]?.key ?? null}
          items={sections.map((s) => ({
            id: s.key,
            title: s.title,
            badge: s.customQuoteOnly ? "Custom quote only" : undefined,
            content: (
              <div data-section={s.key}>
                <p className="text-ink">{s.blurb}</p>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {s.items.map((item) => (
                    <li key={item.name} className="flex gap-3 rounded-lg bg-canopy-50 p-3">
                      <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                      <span>
                        <span className="block font-semibold text-canopy-800">{item.name}</span>
                        <span className="text-sm text-muted">{item.description}</span>
                      </span>
                    </li>
                  ))}
                </ul>
                {s.customQuoteOnly ? (
                  <p className="mt-4 text-sm font-semibold text-peach-700">
                    Priced by custom quote after a free consultation.
                  </p>
                ) : null}
                {s.key === "aiAutomation" ? (
                  <ButtonLink to="/free-ai-agent-demo" variant="outline" className="mt-4">
                    See Live Demo
                  </ButtonLink>
                ) : null}
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="white" labelledBy="bundle-heading">
        <SectionHeading
          id="bundle-heading"
          eyebrow="Bundle & Save"
          title={bundle.name}
          lead={`Website, logo, brand guide and social kit together for ${formatUsd(bundle.price)} ${bundle.priceNote}, delivered in ${bundle.timeline}.`}
        />
        <ul className="mx-auto mt-8 grid max-w-4xl gap-3 sm:grid-cols-2">
          {bundle.includes.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-canopy-50 p-4">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <ButtonLink to="/#pricing" size="lg">
            Order Now
          </ButtonLink>
        </div>
      </Section>

      <Section labelledBy="atlanta-heading">
        <SectionHeading
          id="atlanta-heading"
          eyebrow="Across metro Atlanta"
          title="Find the service you came for"
          lead="What each service includes, what it costs and how long it takes, on its own page."
        />
        <ul className="mx-auto mt-8 grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => (
            <li key={a.path}>
              <Link
                to={a.path}
                className="block h-full rounded-lg bg-white p-4 ring-1 ring-canopy-100 hover:ring-canopy-600"
              >
                <span className="block font-semibold text-canopy-800 underline-offset-4 hover:underline">{a.name}</span>
                {a.priceLine ? <span className="mt-1 block text-sm text-muted">{a.priceLine}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

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
