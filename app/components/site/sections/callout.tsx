import { Section } from "#app/components/site/section.tsx";

/** A short, warm invitation between two sections: the words on one side, the actions on the other. */
export function Callout({ id, heading, body, children }: { id: string; heading: string; body: string; children: React.ReactNode }) {
  return (
    <Section labelledBy={id} className="py-10 md:py-12">
      <div className="grid gap-6 rounded-3xl bg-peach-100 px-6 py-8 md:px-10 lg:grid-cols-12 lg:items-center lg:gap-10">
        <div className="lg:col-span-6">
          <h2 id={id} className="font-display text-display-sm font-semibold text-canopy-800">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-ink text-pretty">{body}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 lg:col-span-6 lg:justify-end">{children}</div>
      </div>
    </Section>
  );
}
