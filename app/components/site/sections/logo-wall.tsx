import { Section } from "#app/components/site/section.tsx";

/*
 * The clients' own logos, drawn by the image build in each client's lettering and colours
 * (small SVGs, fetched as the strip comes near), quiet in grey until pointed at. Each one's
 * alt text is the client's name, so a screen reader hears the list of clients it is.
 */
export function LogoWall({
  id,
  heading,
  clients,
  tone = "white",
}: {
  id: string;
  heading: string;
  clients: readonly { name: string; category: string; mark: string }[];
  tone?: "cream" | "white" | "mint";
}) {
  return (
    <Section tone={tone} labelledBy={id} className="py-10 md:py-12">
      <h2 id={id} className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-muted">
        {heading}
      </h2>
      <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6 lg:gap-y-6">
        {clients.map((c) => (
          <li key={c.name} className="flex justify-center">
            <img
              src={c.mark}
              alt={c.name}
              width={360}
              height={120}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-44 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
