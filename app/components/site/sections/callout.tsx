import { Section, HeadingText, Unbroken } from "#app/components/site/section.tsx";

/**
 * A short, warm invitation between two sections, set as the closing bands are (the heading on
 * the left; the words, one solid button and a link under them on the right) in a light card, so
 * it reads as one of their family without competing with the green band that ends the page.
 * The words take the wider side here: the heading is short, and the button and its link then
 * sit on one row.
 */
export function Callout({ id, heading, body, children }: { id: string; heading: string; body: string; children: React.ReactNode }) {
  return (
    <Section labelledBy={id} className="py-10 md:py-12">
      <div className="grid gap-6 rounded-3xl bg-peach-100 px-6 py-8 sm:px-8 md:px-10 md:py-10 lg:grid-cols-12 lg:items-center lg:gap-12">
        <div className="lg:col-span-5">
          <h2 id={id} className="font-display text-display-sm font-semibold text-canopy-800 text-balance">
            <HeadingText text={heading} />
          </h2>
        </div>
        <div className="lg:col-span-7">
          <p className="text-lg text-ink text-pretty">
            <Unbroken text={body} />
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">{children}</div>
        </div>
      </div>
    </Section>
  );
}
