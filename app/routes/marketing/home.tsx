import { Link } from "react-router";
import { ArrowRight, Compass, PenTool, Rocket } from "lucide-react";
import type { Route } from "./+types/home";
import { marketingPages } from "@content/routes";
import { homePage } from "@content/pages/home";
import { addOns, bundle } from "@content/site";
import { articles } from "@content/articles";
import { seo } from "~/utils/seo";
import { localBusinessLd } from "~/utils/structured-data";
import { Section, SectionHeading } from "~/components/site/section";
import { HeroChatCard } from "~/features/chat/hero-chat-card";
import { PricingSection } from "~/components/site/pricing-section";
import { ArticleCard, toCard } from "~/components/site/article-card";
import { CtaBand } from "~/components/site/cta-band";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";
import { BookButton } from "~/features/booking/book-button";
import type { HomeButton } from "@content/pages/home";

const page = marketingPages.home;

export function loader() {
  return {
    copy: homePage,
    bundle,
    addOns,
    articles: [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 5).map(toCard),
  };
}

export const meta: Route.MetaFunction = () => seo({ ...page, jsonLd: [localBusinessLd()] });

const stepIcons = [Compass, PenTool, Rocket];

function CopyButton({ button, variant }: { button: HomeButton; variant: "accent" | "outline-light" | "primary" | "outline" }) {
  if (button.action === "open-chat") {
    return (
      <ChatButton variant={variant} size="lg">
        {button.label}
      </ChatButton>
    );
  }
  return (
    <ButtonLink to={button.href ?? "/"} variant={variant} size="lg">
      {button.label}
    </ButtonLink>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, bundle, addOns, articles } = loaderData;
  return (
    <>
      <section className="bg-canopy-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-400">{copy.hero.eyebrow}</p>
            <h1 className="mt-4 font-display text-4xl font-bold leading-tight text-balance md:text-5xl lg:text-6xl">
              {copy.hero.heading}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-canopy-100 text-pretty">{copy.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CopyButton button={copy.hero.buttons[0]} variant="accent" />
              <CopyButton button={copy.hero.buttons[1]} variant="outline-light" />
            </div>
            <dl className="mt-10 grid max-w-xl grid-cols-2 gap-6 sm:grid-cols-4">
              {copy.stats.map((s) => (
                <div key={s.label}>
                  <dt className="text-sm text-canopy-100">{s.label}</dt>
                  <dd className="order-first font-display text-3xl font-bold text-white">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex justify-center lg:justify-end">
            <HeroChatCard />
          </div>
        </div>
      </section>

      <Section labelledBy="problem-heading">
        <SectionHeading id="problem-heading" title={copy.problem.heading} lead={copy.problem.body} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.problem.points.map((p) => (
            <li key={p.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
              <h3 className="text-lg font-semibold text-canopy-800">{p.title}</h3>
              <p className="mt-2 text-muted">{p.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="mint" labelledBy="how-heading">
        <SectionHeading id="how-heading" title={copy.howItWorks.heading} lead={copy.howItWorks.lead} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.howItWorks.steps.map((s, i) => {
            const StepIcon = stepIcons[i] ?? Compass;
            return (
              <li key={s.title} className="rounded-2xl bg-white p-6 ring-1 ring-canopy-100">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-canopy-700 text-white">
                  <StepIcon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-canopy-800">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 text-muted">{s.body}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <PricingSection
        bundle={bundle}
        addOns={addOns}
        heading={copy.pricing.heading}
        lead={copy.pricing.lead}
        bookAction={
          <BookButton label={copy.pricing.bookButtonLabel} />
        }
      />

      <Section labelledBy="ready-heading">
        <div className="rounded-3xl bg-peach-100 px-6 py-12 text-center md:px-12">
          <h2 id="ready-heading" className="font-display text-3xl font-bold text-canopy-800">
            {copy.readyToStart.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink">{copy.readyToStart.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CopyButton button={copy.readyToStart.buttons[0]} variant="primary" />
            <CopyButton button={copy.readyToStart.buttons[1]} variant="outline" />
          </div>
        </div>
      </Section>

      <Section tone="white" labelledBy="articles-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="articles-heading" title={copy.articles.heading} lead={copy.articles.lead} align="left" />
          <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-canopy-700 underline-offset-4 hover:underline">
            {copy.articles.viewAllLabel} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.closingCta.heading} body={copy.closingCta.body}>
        <CopyButton button={copy.closingCta.buttons[0]} variant="accent" />
        <CopyButton button={copy.closingCta.buttons[1]} variant="outline-light" />
      </CtaBand>
    </>
  );
}
