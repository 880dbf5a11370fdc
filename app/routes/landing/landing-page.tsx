import { Check } from "lucide-react";
import type { Route } from "./+types/landing-page";
import { landingPages } from "@content/landing/index";
import { seo } from "~/utils/seo";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/utils/structured-data";
import { Section, SectionHeading } from "~/components/site/section";
import { Icon } from "~/components/site/icon";
import { Accordion } from "~/components/ui/accordion";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { ChatButton } from "~/components/site/chat-button";
import { CtaBand } from "~/components/site/cta-band";
import { ButtonLink } from "~/components/ui/button";

/** One template for every search landing page; the path picks the page's data. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "").replace(/\.data$/, "");
  const page = landingPages.find((p) => p.slug === slug);
  if (!page) throw new Response(null, { status: 404 });
  return { page };
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
  const { page } = loaderData;
  return (
    <>
      <section className="bg-canopy-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 md:py-24">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-peach-400">{page.hero.eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl font-bold leading-tight text-balance md:text-5xl">{page.hero.heading}</h1>
          <p className="mx-auto mt-5 max-w-3xl text-lg text-canopy-100 text-pretty">{page.hero.lead}</p>
          {page.hero.priceLine ? (
            <p className="mt-6 inline-block rounded-full bg-white/10 px-4 py-2 font-semibold text-peach-100">{page.hero.priceLine}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ChatButton variant="accent" size="lg">
              {page.hero.primaryCta}
            </ChatButton>
            {page.hero.secondaryCta ? (
              <ChatButton variant="outline-light" size="lg">
                {page.hero.secondaryCta}
              </ChatButton>
            ) : null}
          </div>
        </div>
      </section>

      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={`Why Atlanta businesses choose us`} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.map((b) => (
            <li key={b.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-canopy-50 text-canopy-700">
                <Icon name={b.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-canopy-800">{b.title}</h3>
              <p className="mt-2 text-muted">{b.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="included-heading">
        <SectionHeading id="included-heading" title={page.included.heading} />
        <ul className="mx-auto mt-8 grid max-w-4xl gap-3 sm:grid-cols-2">
          {page.included.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-canopy-50 p-4">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      {page.highlights ? (
        <Section labelledBy="highlights-heading">
          <SectionHeading id="highlights-heading" title={page.highlights.heading} lead={page.highlights.intro} />
          <ul className={`mt-10 grid gap-6 ${page.highlights.items.length % 3 === 0 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
            {page.highlights.items.map((h) => (
              <li key={h.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
                <h3 className="text-xl font-semibold text-canopy-800">{h.title}</h3>
                {h.price ? <p className="mt-2 text-2xl font-bold text-peach-700">{h.price}</p> : null}
                <p className="mt-3 text-muted">{h.body}</p>
                {h.features ? (
                  <ul className="mt-4 space-y-2">
                    {h.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                        <span>{f}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section tone="mint" labelledBy="process-heading">
        <SectionHeading id="process-heading" title={page.process.heading} />
        <ol className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.process.steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-6 ring-1 ring-canopy-100">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-canopy-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">{s.title}</h3>
              <p className="mt-2 text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="testimonial-heading">
        <h2 id="testimonial-heading" className="sr-only">
          What a client says
        </h2>
        <TestimonialCard
          quote={page.testimonial.quote}
          name={page.testimonial.name}
          detail={`${page.testimonial.business}, ${page.testimonial.area}`}
        />
      </Section>

      <Section tone="white" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" title="Questions we hear often" />
        <Accordion
          className="mx-auto mt-8 max-w-3xl"
          items={page.faqs.map((f, i) => ({ id: `q${i}`, title: f.question, content: <p>{f.answer}</p> }))}
        />
      </Section>

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
