import type { Route } from "./+types/faq";
import { marketingPages } from "#content/routes.ts";
import { faqs } from "#content/faq.ts";
import { faqPageLd, pageSeo } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section, Unbroken } from "#app/components/site/section.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const page = marketingPages.faq;

export function loader() {
  return { faqs };
}

export const meta: Route.MetaFunction = () => pageSeo(page, [faqPageLd(faqs)]);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* No button here: the page's one "Chat with Ava" is beside the questions, where a visitor whose question is not among them looks next. */}
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Straight answers about what we make, what it costs, how long it takes and how we work together."
      />
      {/*
        On the site's one grid: the questions take the wider side at a readable measure, the closing
        invitation stays in view beside them (the landing pages' questions are set the same way).
      */}
      <Section>
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <Accordion
            className="lg:col-span-7 lg:self-start"
            headingLevel={2}
            items={loaderData.faqs.map((f, i) => ({
              id: `faq-${i + 1}`,
              // "Launch-Ready" kept whole: never "Launch- / Ready" on a phone.
              title: <Unbroken text={f.question} />,
              content: <p className="leading-relaxed">{f.answer}</p>,
            }))}
          />
          <div className="lg:col-span-5">
            <div className="lg:sticky lg:top-28">
              <CtaBand
                look="card"
                title="Still have a question?"
                body="Ask Ava for an instant answer, or send us a message and a person will reply within 24 hours."
              >
                <ChatButton onDark>Chat with Ava</ChatButton>
                <ButtonLink to="/contact" variant="outline-light" size="lg">
                  Contact Us
                </ButtonLink>
              </CtaBand>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
