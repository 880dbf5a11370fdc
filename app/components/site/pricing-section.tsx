import { Clock } from "lucide-react";
import type { AddOn } from "#content/site.ts";
import { formatUsd } from "#app/utils/format.ts";
import { TickList } from "#app/components/site/tick-list.tsx";
import { OneLineName } from "#app/components/site/section.tsx";

export interface PricingProps {
  bundle: {
    name: string;
    price: number;
    priceNote: string;
    timeline: string;
    includes: readonly string[];
  };
  addOns: readonly AddOn[];
  heading: string;
  lead: string;
  /** The Book call to action; the booking flow plugs in here. */
  bookAction: React.ReactNode;
}

const cadenceLabel: Record<AddOn["cadence"], string> = {
  "one-time": "one-time",
  "per month": "/month",
  each: "each",
};

/** The Launch-Ready Bundle and its add-ons (home page, /#pricing). */
export function PricingSection({ bundle, addOns, heading, lead, bookAction }: PricingProps) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-white py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">Pricing</p>
          <h2 id="pricing-heading" className="mt-2 font-display text-3xl font-bold text-canopy-800 text-balance md:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted text-pretty">{lead}</p>
        </div>
        {/* Each column as tall as its content: the bundle card no longer stretches to the add-on list. */}
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-5">
          <article
            aria-labelledby="bundle-name"
            className="rounded-3xl bg-canopy-800 p-6 text-white sm:p-8 shadow-xl lg:sticky lg:top-24 lg:col-span-3"
          >
            <p className="inline-block rounded-full bg-peach-500 px-3 py-1 text-xs font-bold uppercase tracking-wider text-canopy-900">Best value</p>
            <h3 id="bundle-name" className="mt-4 font-display text-3xl font-bold @container">
              <OneLineName text={bundle.name} />
            </h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-5xl font-bold">{formatUsd(bundle.price)}</span>
              <span className="text-canopy-100">{bundle.priceNote}</span>
            </p>
            <p className="mt-2 flex items-center gap-2 text-canopy-100">
              <Clock aria-hidden="true" className="h-4 w-4" /> Delivered in {bundle.timeline}
            </p>
            <TickList items={bundle.includes} iconClassName="text-peach-400" spacious className="mt-6 space-y-3" />
            <div className="mt-8">{bookAction}</div>
          </article>
          <div className="lg:col-span-2">
            <h3 className="font-display text-2xl font-bold text-canopy-800">Add-ons</h3>
            <p className="mt-1 text-muted">Add any of these when you book.</p>
            <ul className="mt-5 divide-y divide-canopy-100 rounded-2xl ring-1 ring-canopy-100">
              {addOns.map((a) => (
                <li key={a.id} className="flex items-start justify-between gap-4 p-4">
                  <div>
                    <p className="font-semibold text-ink">{a.name}</p>
                    <p className="text-sm text-muted">{a.description}</p>
                  </div>
                  <p className="shrink-0 text-right font-bold text-canopy-800">
                    {formatUsd(a.price)}
                    <span className="block text-xs font-normal text-muted">{cadenceLabel[a.cadence]}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
