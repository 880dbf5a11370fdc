import type { Route } from "./+types/landing-page";
import { landingPages } from "#content/landing/index.ts";
import { landingLayouts } from "#content/landing/layouts.ts";
import { caseStudyCard, clientNames, workCard, workCards } from "#content/work.ts";
import { faqPageLd, pageSeo, serviceLd } from "#app/utils/structured-data.ts";
import { heroAsideSizes, SplitHero } from "#app/components/site/sections/split-hero.tsx";
import { CoverHero, coverWorkSizes, StatementHero, statementWorkSizes } from "#app/components/site/sections/landing-heroes.tsx";
import { WorkFigure } from "#app/components/site/sections/work-figure.tsx";
import { LandingBlocks } from "#app/components/site/sections/landing-blocks.tsx";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";

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
  const ld = [serviceLd({ name: page.serviceName, description: page.metaDescription, path }), faqPageLd(page.faqs)];
  return pageSeo({ title: page.metaTitle, description: page.metaDescription, path, name: page.hero.eyebrow }, ld);
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page, layout, heroWork, caseStudy, workStrip, clients } = loaderData;
  return (
    <>
      <LandingHero page={page} layout={layout} heroWork={heroWork} />
      <LandingBlocks
        page={page}
        sections={layout.sections}
        looks={layout.looks}
        caseStudy={caseStudy}
        workStrip={workStrip}
        clients={clients}
        closing={
          // One action: the work is one link away in the strip above ("All our work").
          <CtaBand look="card" title={page.cta.heading} body={page.cta.body}>
            <ChatButton onDark>{page.cta.button}</ChatButton>
          </CtaBand>
        }
      />
    </>
  );
}

/** The page's opening, in the design its layout names; the words and actions are the same in each. */
function LandingHero({ page, layout, heroWork }: Pick<Route.ComponentProps["loaderData"], "page" | "layout" | "heroWork">) {
  const onDark = layout.hero !== "cover";
  const actions = (
    <>
      <ChatButton onDark={onDark}>{page.hero.primaryCta}</ChatButton>
      {/* The second action is another way in, not the same chat twice: the contact form's quote request. */}
      {page.hero.secondaryCta && page.hero.secondaryTo ? (
        <ButtonLink to={page.hero.secondaryTo} variant={onDark ? "outline-light" : "outline"} size="lg">
          {page.hero.secondaryCta}
        </ButtonLink>
      ) : page.hero.secondaryCta ? (
        <ChatButton rank="secondary" onDark={onDark}>
          {page.hero.secondaryCta}
        </ChatButton>
      ) : null}
    </>
  );
  const words = { eyebrow: page.hero.eyebrow, title: page.hero.heading, lead: page.hero.lead, note: page.hero.priceLine, actions };
  if (layout.hero === "cover") return <CoverHero {...words} work={<WorkFigure work={heroWork} eager sizes={coverWorkSizes} />} />;
  if (layout.hero === "statement")
    return (
      <StatementHero {...words} workFirst={layout.heroWorkFirst} work={<WorkFigure work={heroWork} eager inverted sizes={statementWorkSizes} />} />
    );
  return (
    <SplitHero
      {...words}
      asideFirst={layout.heroWorkFirst}
      aside={<WorkFigure work={heroWork} eager inverted sizes={heroAsideSizes(page.hero.heading)} />}
    />
  );
}
