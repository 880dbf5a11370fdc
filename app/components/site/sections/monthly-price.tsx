import { formatUsd } from "#app/utils/format.ts";
import { Section } from "#app/components/site/section.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";

/** One monthly price on the green band: what it includes, the trial note, one action and the fine print. */
export function MonthlyPrice({
  id,
  heading,
  lead,
  monthlyPrice,
  note,
  points,
  action,
  finePrint,
}: {
  id: string;
  heading: string;
  lead: string;
  monthlyPrice: number;
  note: string;
  points: readonly string[];
  action: React.ReactNode;
  finePrint: string;
}) {
  return (
    <Section tone="green" labelledBy={id}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={id} className="font-display text-3xl font-bold md:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-canopy-100">{lead}</p>
        <p className="mt-8 text-6xl font-bold">
          {formatUsd(monthlyPrice)}
          <span className="text-2xl font-normal text-canopy-100">/month</span>
        </p>
        <p className="mt-2 text-peach-100">{note}</p>
        <TickList items={points} iconClassName="text-peach-400" className="mx-auto mt-8 grid max-w-xl gap-3 text-left sm:grid-cols-2" />
        <div className="mt-8">{action}</div>
        <p className="mt-6 text-sm text-canopy-100">{finePrint}</p>
      </div>
    </Section>
  );
}
