import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section, SectionHeading, HeadingText } from "#app/components/site/section.tsx";

/**
 * Questions and answers, one open at a time; with an `aside` (the page's closing call to action)
 * the questions take the wider side and the aside stays in view beside them on wide screens.
 */
export function Questions({
  id,
  heading,
  items,
  aside,
  tone = "white",
}: {
  id: string;
  tone?: "cream" | "white" | "mint";
  heading: string;
  items: readonly { question: string; answer: string }[];
  aside?: React.ReactNode;
}) {
  const list = (
    <Accordion
      className={aside ? "mt-6" : "mx-auto mt-8 max-w-3xl"}
      items={items.map((f, n) => ({ id: `q${n}`, title: <HeadingText text={f.question} tailMax={32} />, content: <p>{f.answer}</p> }))}
    />
  );
  if (!aside) {
    return (
      <Section tone={tone} labelledBy={id}>
        <SectionHeading id={id} title={heading} />
        {list}
      </Section>
    );
  }
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <SectionHeading id={id} title={heading} align="left" />
          {list}
        </div>
        <div className="lg:col-span-5 lg:pt-2">
          <div className="lg:sticky lg:top-28">{aside}</div>
        </div>
      </div>
    </Section>
  );
}
