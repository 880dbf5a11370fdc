import { Sparkles } from "lucide-react";
import type { DemoPage } from "#content/pages/demo.ts";
import { DemoAction } from "./demo-action";
import { SampleConversation } from "./sample-conversation";

/** The demo page's opening: the offer and its two actions beside a sample conversation with the receptionist. */
export function DemoHero({ hero, sample }: { hero: DemoPage["hero"]; sample: DemoPage["sampleConversation"] }) {
  return (
    <section className="bg-canopy-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-peach-500 px-4 py-1.5 text-sm font-bold tracking-wider text-canopy-900">
            <Sparkles aria-hidden="true" className="h-4 w-4" /> {hero.badge}
          </p>
          <h1 className="mt-5 font-display text-4xl font-bold leading-tight text-balance md:text-5xl">{hero.heading}</h1>
          <p className="mt-5 max-w-xl text-lg text-canopy-100 text-pretty">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <DemoAction button={hero.buttons[0]} variant="primary" />
            <DemoAction button={hero.buttons[1]} variant="outline-light" />
          </div>
        </div>
        <div>
          <h2 className="mb-3 text-lg font-semibold text-peach-100">{sample.heading}</h2>
          <SampleConversation businessName={sample.businessName} messages={sample.messages} />
          <p className="mt-3 text-sm text-canopy-100">{sample.caption}</p>
        </div>
      </div>
    </section>
  );
}
