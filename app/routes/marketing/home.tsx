import type { Route } from "./+types/home";
import { marketingPages } from "@content/routes";
import { homePage } from "@content/pages/home";
import { homeWork } from "@content/pages/selected-work";
import { addOns, bundle } from "@content/site";
import { articles } from "@content/articles";
import { clientNames, workCards } from "~/content/work";
import { seo } from "~/utils/seo";
import { localBusinessLd } from "~/utils/structured-data";
import { HeroChatCard } from "~/features/chat/hero-chat-card";
import { PricingSection } from "~/components/site/pricing-section";
import { toCard } from "~/components/site/article-card";
import { CtaBand } from "~/components/site/cta-band";
import { CopyButton } from "~/components/site/copy-button";
import { SplitHero } from "~/components/site/sections/split-hero";
import { StatRow } from "~/components/site/sections/stat-row";
import { CaseStudyStrip } from "~/components/site/sections/case-study-strip";
import { CardGrid } from "~/components/site/sections/card-grid";
import { LogoWall } from "~/components/site/sections/logo-wall";
import { Steps } from "~/components/site/sections/steps";
import { Callout } from "~/components/site/sections/callout";
import { ArticleList } from "~/components/site/sections/article-list";
import { BookButton } from "~/features/booking/book-button";

const page = marketingPages.home;

export function loader() {
  return {
    copy: homePage,
    bundle,
    addOns,
    work: workCards(homeWork.slugs),
    clients: clientNames(12),
    articles: [...articles]
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 5)
      .map(toCard),
  };
}

export const meta: Route.MetaFunction = () => seo({ ...page, jsonLd: [localBusinessLd()] });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, bundle, addOns, work, clients, articles } = loaderData;
  return (
    <>
      <SplitHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.heading}
        lead={copy.hero.lead}
        actions={
          <>
            <CopyButton button={copy.hero.buttons[0]} variant="accent" />
            <CopyButton button={copy.hero.buttons[1]} variant="outline-light" />
          </>
        }
        footer={<StatRow stats={copy.stats} inverted className="mt-10 max-w-xl" />}
        aside={
          // Clear of the floating chat button, which sits over the card's corner at laptop sizes.
          <div className="flex justify-center lg:justify-end lg:pr-16">
            <HeroChatCard />
          </div>
        }
      />
      <CaseStudyStrip id="work-heading" eyebrow={homeWork.eyebrow} heading={homeWork.heading} lead={homeWork.lead} works={work} layout="feature" />
      <CardGrid id="problem-heading" heading={copy.problem.heading} lead={copy.problem.body} cards={copy.problem.points} />
      <LogoWall id="clients-heading" heading="Trusted by Atlanta small businesses" clients={clients} />
      <Steps id="how-heading" heading={copy.howItWorks.heading} lead={copy.howItWorks.lead} steps={copy.howItWorks.steps} />
      <PricingSection
        bundle={bundle}
        addOns={addOns}
        heading={copy.pricing.heading}
        lead={copy.pricing.lead}
        bookAction={<BookButton label={copy.pricing.bookButtonLabel} />}
      />
      <Callout id="ready-heading" heading={copy.readyToStart.heading} body={copy.readyToStart.body}>
        <CopyButton button={copy.readyToStart.buttons[0]} variant="primary" />
        <CopyButton button={copy.readyToStart.buttons[1]} variant="outline" />
      </Callout>
      <ArticleList
        id="articles-heading"
        heading={copy.articles.heading}
        lead={copy.articles.lead}
        viewAllLabel={copy.articles.viewAllLabel}
        articles={articles}
      />
      <CtaBand title={copy.closingCta.heading} body={copy.closingCta.body}>
        <CopyButton button={copy.closingCta.buttons[0]} variant="accent" />
        <CopyButton button={copy.closingCta.buttons[1]} variant="outline-light" />
      </CtaBand>
    </>
  );
}
