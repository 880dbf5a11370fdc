import type { Route } from "./+types/landing-page";
import { landingPages } from "@content/landing/index";
import { landingLayouts } from "@content/landing/layouts";
import { caseStudyCard, clientNames, workCard, workCards } from "~/content/work";
import { seo } from "~/utils/seo";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/utils/structured-data";
import { SplitHero } from "~/components/site/sections/split-hero";
import { WorkFigure } from "~/components/site/sections/work-figure";
import { LandingBlocks } from "~/components/site/sections/landing-blocks";
import { ChatButton } from "~/components/site/chat-button";
import { CtaBand } from "~/components/site/cta-band";
import { ButtonLink } from "~/components/ui/button";

/** One template for every search landing page; the path picks the page's words and layout. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "").replace(/\.data$/, "");
  const page = landingPages.find((p) => p.slug === slug);
  const layout = landingLayouts[slug];
  if (!page || !layout) throw new Response(null, { status: 404 });
  return {
    page,
    layout,
    heroWork: workCard(layout.heroWork),
    caseStudy: caseStudyCard(layout.caseStudy),
    workStrip: workCards(layout.workStrip),
    clients: clientNames(12),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [];
  const { page } = data;
  const path = `/${page.slug}`;
  return seo({
    title: page.metaTitle,
    description: page.metaDescription,
    path,
    jsonLd: [
      serviceLd({ name: page.serviceName, description: page.metaDescription, path }),
      faqPageLd(page.faqs),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.hero.eyebrow, path },
      ]),
    ],
  });
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page, layout, heroWork, caseStudy, workStrip, clients } = loaderData;
  return (
    <>
      <SplitHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.heading}
        lead={page.hero.lead}
        note={page.hero.priceLine}
        asideFirst={layout.heroWorkFirst}
        actions={
          <>
            <ChatButton variant="accent" size="lg">
              {page.hero.primaryCta}
            </ChatButton>
            {page.hero.secondaryCta ? (
              <ChatButton variant="outline-light" size="lg">
                {page.hero.secondaryCta}
              </ChatButton>
            ) : null}
          </>
        }
        aside={<WorkFigure work={heroWork} eager inverted sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw" />}
      />
      <LandingBlocks page={page} sections={layout.sections} caseStudy={caseStudy} workStrip={workStrip} clients={clients} />
      <CtaBand title={page.cta.heading} body={page.cta.body}>
        <ChatButton variant="accent" size="lg">
          {page.cta.button}
        </ChatButton>
        <ButtonLink to="/portfolio" variant="outline-light" size="lg">
          View Our Work
        </ButtonLink>
      </CtaBand>
    </>
  );
}
