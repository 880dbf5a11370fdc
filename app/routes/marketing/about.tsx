import { HeartHandshake, MessageSquareText, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/about";
import { marketingPages } from "@content/routes";
import { aboutPage } from "@content/pages/about";
import { seo } from "~/utils/seo";
import { breadcrumbLd } from "~/utils/structured-data";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { CtaBand } from "~/components/site/cta-band";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";

const page = marketingPages.about;
const valueIcons = [HeartHandshake, ShieldCheck, MessageSquareText];

export function loader() {
  return { copy: aboutPage };
}

export const meta: Route.MetaFunction = () =>
  seo({ ...page, jsonLd: [breadcrumbLd([{ name: "Home", path: "/" }, { name: page.name, path: page.path }])] });

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const [chat, services, work] = copy.closing.buttons;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.heading} lead={copy.hero.lead} />
      <Section labelledBy="mission-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="mission-heading" className="font-display text-3xl font-bold text-canopy-800">
            {copy.mission.heading}
          </h2>
          <p className="mt-4 text-xl leading-relaxed text-ink text-pretty">{copy.mission.body}</p>
        </div>
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-6 md:grid-cols-4">
          {copy.stats.map((s) => (
            <div key={s.label} className="rounded-2xl bg-white p-5 text-center ring-1 ring-canopy-100">
              <dt className="text-sm text-muted">{s.label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-canopy-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section tone="mint" labelledBy="values-heading">
        <SectionHeading id="values-heading" title={copy.values.heading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.values.items.map((v, i) => {
            const ValueIcon = valueIcons[i] ?? HeartHandshake;
            return (
              <li key={v.title} className="rounded-2xl bg-white p-6 ring-1 ring-canopy-100">
                <ValueIcon aria-hidden="true" className="h-8 w-8 text-peach-700" />
                <h3 className="mt-4 text-xl font-semibold text-canopy-800">{v.title}</h3>
                <p className="mt-2 text-muted">{v.body}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section tone="white" labelledBy="story-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="font-display text-3xl font-bold text-canopy-800">
            {copy.story.heading}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed">
            {copy.story.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
      </Section>
      <CtaBand title={copy.closing.heading} body={copy.closing.body}>
        <ChatButton variant="accent" size="lg">
          {chat.label}
        </ChatButton>
        <ButtonLink to={services.href} variant="light" size="lg">
          {services.label}
        </ButtonLink>
        <ButtonLink to={work.href} variant="outline-light" size="lg">
          {work.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
