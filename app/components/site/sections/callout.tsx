import { Section } from "#app/components/site/section.tsx";

/** A warm, centred invitation between two sections. */
export function Callout({ id, heading, body, children }: { id: string; heading: string; body: string; children: React.ReactNode }) {
  return (
    <Section labelledBy={id}>
      <div className="rounded-3xl bg-peach-100 px-6 py-12 text-center md:px-12">
        <h2 id={id} className="font-display text-display-sm font-semibold text-canopy-800">
          {heading}
        </h2>
        <p className="mx-auto mt-4 text-lg text-ink">{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </Section>
  );
}
