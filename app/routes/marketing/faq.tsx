import type { Route } from "./+types/faq";
import { marketingPages } from "@content/routes";
import { faqs } from "@content/faq";
import { seo } from "~/utils/seo";
import { breadcrumbLd, faqPageLd } from "~/utils/structured-data";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { Accordion } from "~/components/ui/accordion";
import { CtaBand } from "~/components/site/cta-band";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";

const page = marketingPages.faq;

export function loader() {
  return { faqs };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      faqPageLd(faqs),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Straight answers about what we make, what it costs, how long it takes and how we work together."
      >
        <ChatButton variant="accent" size="lg">
          Chat with Ava
        </ChatButton>
      </PageHero>
      <Section>
        <Accordion
          className="mx-auto max-w-3xl"
          headingLevel={2}
          items={loaderData.faqs.map((f, i) => ({ id: `faq-${i + 1}`, title: f.question, content: <p className="leading-relaxed">{f.answer}</p> }))}
        />
      </Section>
      <CtaBand title="Still have a question?" body="Ask Ava for an instant answer, or send us a message and a person will reply within 24 hours.">
        <ChatButton variant="accent" size="lg">
          Chat with Ava
        </ChatButton>
        <ButtonLink to="/contact" variant="outline-light" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
