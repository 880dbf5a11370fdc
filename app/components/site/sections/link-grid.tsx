import { Link } from "react-router";
import { Section, SectionHeading } from "#app/components/site/section.tsx";

/** A directory of pages: each a card with its name and one line under it. */
export function LinkGrid({
  id,
  eyebrow,
  heading,
  lead,
  links,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  links: readonly { path: string; name: string; note?: string | null }[];
}) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} />
      <ul className="mx-auto mt-8 grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((a) => (
          <li key={a.path}>
            <Link to={a.path} className="block h-full rounded-lg bg-white p-4 ring-1 ring-canopy-100 hover:ring-canopy-600">
              <span className="block font-semibold text-canopy-800 underline-offset-4 hover:underline">{a.name}</span>
              {a.note ? <span className="mt-1 block text-sm text-muted">{a.note}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
