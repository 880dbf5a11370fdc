import type { LandingPage } from "#content/schemas/collections.ts";
import type { LandingLooks, LandingSection } from "#content/landing/layouts.ts";
import { clientWall } from "#content/pages/selected-work.ts";
import type { CaseStudyCard, WorkCard } from "#content/work.ts";
import { CardGrid } from "./card-grid";
import { CaseStudy } from "./case-study";
import { CaseStudyStrip } from "./case-study-strip";
import { CheckList } from "./check-list";
import { Questions } from "./questions";
import { LogoWall } from "./logo-wall";
import { Steps } from "./steps";
import { Testimonial } from "./testimonial";

export interface LandingBlocksProps {
  page: LandingPage;
  sections: readonly LandingSection[];
  looks: LandingLooks;
  /** The page's closing call to action, set beside the questions. */
  closing: React.ReactNode;
  caseStudy: CaseStudyCard;
  workStrip: readonly WorkCard[];
  clients: readonly { name: string; category: string; mark: string }[];
}

const tones = ["cream", "white"] as const;

/** The landing template's middle: the blocks in the order the page's layout data gives. */
export function LandingBlocks({ page, sections, looks, closing, caseStudy, workStrip, clients }: LandingBlocksProps) {
  const shown = sections.filter((s) => s !== "highlights" || page.highlights);
  return shown.map((key, i) => {
    const tone = tones[i % 2];
    switch (key) {
      case "benefits":
        return (
          <CardGrid
            key={key}
            id="benefits-heading"
            heading="Why Atlanta businesses choose us"
            cards={page.benefits}
            tone={tone}
            look={looks.benefits === "list" ? "list" : "raised"}
          />
        );
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
        return <Steps key={key} id="process-heading" heading={page.process.heading} steps={page.process.steps} tone="mint" look={looks.process} />;
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
          <Questions
            key={key}
            id="faq-heading"
            heading="Questions we hear often"
            items={page.faqs.map((f) => ({ question: f.question, answer: f.answer }))}
            aside={closing}
            tone={tone}
          />
        );
    }
  });
}
