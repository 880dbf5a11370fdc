import type { LandingPage } from "#content/schemas/collections.ts";
import type { LandingSection } from "#content/landing/layouts.ts";
import { clientWall } from "#content/pages/selected-work.ts";
import type { CaseStudyCard, WorkCard } from "#content/work.ts";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section, SectionHeading } from "#app/components/site/section.tsx";
import { CardGrid } from "./card-grid";
import { CaseStudy } from "./case-study";
import { CaseStudyStrip } from "./case-study-strip";
import { CheckList } from "./check-list";
import { LogoWall } from "./logo-wall";
import { Steps } from "./steps";
import { Testimonial } from "./testimonial";

export interface LandingBlocksProps {
  page: LandingPage;
  sections: readonly LandingSection[];
  caseStudy: CaseStudyCard;
  workStrip: readonly WorkCard[];
  clients: readonly { name: string; category: string; mark: string }[];
}

const tones = ["cream", "white"] as const;

/** The landing template's middle: the blocks in the order the page's layout data gives. */
export function LandingBlocks({ page, sections, caseStudy, workStrip, clients }: LandingBlocksProps) {
  const shown = sections.filter((s) => s !== "highlights" || page.highlights);
  return shown.map((key, i) => {
    const tone = tones[i % 2];
    switch (key) {
      case "benefits":
        return <CardGrid key={key} id="benefits-heading" heading="Why Atlanta businesses choose us" cards={page.benefits} tone={tone} />;
      case "included":
        return <CheckList key={key} id="included-heading" heading={page.included.heading} items={page.included.items} tone={tone} />;
      case "highlights":
        return page.highlights ? (
          <CardGrid
            key={key}
            id="highlights-heading"
            heading={page.highlights.heading}
            lead={page.highlights.intro}
            cards={page.highlights.items}
            tone={tone}
          />
        ) : null;
      case "process":
        return <Steps key={key} id="process-heading" heading={page.process.heading} steps={page.process.steps} tone="mint" />;
      case "testimonial":
        return (
          <Testimonial
            key={key}
            id="testimonial-heading"
            quote={page.testimonial.quote}
            name={page.testimonial.name}
            detail={`${page.testimonial.business}, ${page.testimonial.area}`}
            tone={tone}
          />
        );
      case "caseStudy":
        return <CaseStudy key={key} id="case-study-heading" work={caseStudy} reverse={i % 2 === 1} tone={tone} />;
      case "workStrip":
        return (
          <CaseStudyStrip key={key} id="work-heading" eyebrow="Recent work" heading="Work for businesses like yours" works={workStrip} tone={tone} />
        );
      case "logoWall":
        return <LogoWall key={key} id="clients-heading" heading={clientWall.heading} clients={clients} tone={tone} />;
      case "faq":
        return (
          <Section key={key} tone="white" labelledBy="faq-heading">
            <SectionHeading id="faq-heading" title="Questions we hear often" />
            <Accordion
              className="mx-auto mt-8 max-w-3xl"
              items={page.faqs.map((f, n) => ({ id: `q${n}`, title: f.question, content: <p>{f.answer}</p> }))}
            />
          </Section>
        );
    }
  });
}
