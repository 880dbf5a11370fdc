import { Section, HeadingText, Unbroken } from "#app/components/site/section.tsx";

/**
 * A short invitation between two sections, set as a slim ruled strip on the page's own ground:
 * the heading and a line of words on the left, the one button on the right. It is deliberately
 * not a small copy of the green closing band (heading large on the left, words and buttons on the
 * right), so a page that has both does not seem to end twice.
 */
export function Callout({ id, heading, body, children }: { id: string; heading: string; body: string; children: React.ReactNode }) {
  return (
    <Section labelledBy={id} className="py-8 md:py-10">
      <div className="flex flex-col gap-5 border-y-2 border-canopy-800 py-6 md:py-8 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
        <div className="max-w-3xl">
          <h2 id={id} className="font-display text-2xl font-semibold text-canopy-800 text-balance md:text-[1.75rem]">
            <HeadingText text={heading} />
          </h2>
          <p className="mt-2 text-ink text-pretty">
            <Unbroken text={body} />
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-6 gap-y-3">{children}</div>
      </div>
    </Section>
  );
}
