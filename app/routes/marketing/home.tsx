import type { Route } from "./+types/home";
import { marketingPages } from "#content/routes.ts";
import { homePage } from "#content/pages/home.ts";
import { clientWall, homeWork } from "#content/pages/selected-work.ts";
import { addOns, bundle } from "#content/site.ts";
import { articles } from "#content/articles.ts";
import { clientNames, workCard, workCards } from "#content/work.ts";
import { seo } from "#app/utils/seo.ts";
import { localBusinessLd } from "#app/utils/structured-data.ts";
import { HeroChatCard } from "#app/features/chat/hero-chat-card.tsx";
import { firstOptionReplies } from "#app/domain/chat-card-flow.ts";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { newestCards } from "#app/components/site/article-card.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { CopyButtons } from "#app/components/site/copy-button.tsx";
import { WorkHero } from "#app/components/site/sections/work-hero.tsx";
import { StatRow } from "#app/components/site/sections/stat-row.tsx";
import { CaseStudyStrip } from "#app/components/site/sections/case-study-strip.tsx";
import { CardGrid } from "#app/components/site/sections/card-grid.tsx";
import { LogoWall } from "#app/components/site/sections/logo-wall.tsx";
import { Steps } from "#app/components/site/sections/steps.tsx";
import { Callout } from "#app/components/site/sections/callout.tsx";
import { ArticleList } from "#app/components/site/sections/article-list.tsx";
import { BookButton } from "#app/features/booking/book-button.tsx";

const page = marketingPages.home;

export function loader() {
  return {
    copy: homePage,
    bundle,
    addOns,
    heroWork: workCard(homeWork.hero),
    work: workCards(homeWork.slugs),
    clients: clientNames(12),
    articles: newestCards(articles, 5),
    cardFirstReplies: firstOptionReplies(),
  };
}

export const meta: Route.MetaFunction = () => seo({ ...page, jsonLd: [localBusinessLd()] });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, bundle, addOns, heroWork, work, clients, articles, cardFirstReplies } = loaderData;
  return (
    <>
      <WorkHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.heading}
        lead={copy.hero.lead}
        actions={<CopyButtons buttons={copy.hero.buttons} onDark linksOnly />}
        work={heroWork}
        footer={<StatRow stats={copy.stats} inverted className="border-t border-white/15 pt-8" />}
        aside={
          <div className="flex justify-center lg:justify-end">
            <HeroChatCard firstReplies={cardFirstReplies} />
          </div>
        }
      />
      <CaseStudyStrip id="work-heading" eyebrow={homeWork.eyebrow} heading={homeWork.heading} lead={homeWork.lead} works={work} layout="feature" />
      <CardGrid id="problem-heading" heading={copy.problem.heading} lead={copy.problem.body} cards={copy.problem.points} look="list" />
      <LogoWall id="clients-heading" heading={clientWall.heading} clients={clients} />
      <Steps id="how-heading" heading={copy.howItWorks.heading} lead={copy.howItWorks.lead} steps={copy.howItWorks.steps} />
      <PricingSection
        bundle={bundle}
        addOns={addOns}
        heading={copy.pricing.heading}
        lead={copy.pricing.lead}
        bookAction={<BookButton label={copy.pricing.bookButtonLabel} />}
      />
      <Callout id="ready-heading" heading={copy.readyToStart.heading} body={copy.readyToStart.body}>
        <CopyButtons buttons={copy.readyToStart.buttons} />
      </Callout>
      <ArticleList
        id="articles-heading"
        heading={copy.articles.heading}
        lead={copy.articles.lead}
        viewAllLabel={copy.articles.viewAllLabel}
        articles={articles}
      />
      <CtaBand title={copy.closingCta.heading} body={copy.closingCta.body}>
        <CopyButtons buttons={copy.closingCta.buttons} onDark />
      </CtaBand>
    </>
  );
}
