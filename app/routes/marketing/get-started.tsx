import { MessageCircle, UserRound } from "lucide-react";
import type { Route } from "./+types/get-started";
import { marketingPages } from "#content/routes.ts";
import { getStartedPage } from "#content/pages/get-started.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const page = marketingPages.getStarted;

export function loader() {
  return { copy: getStartedPage };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function GetStarted({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.heading} lead={copy.hero.lead} />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2">
          {copy.options.map((o) => {
            const OptionIcon = o.id === "quick-quote" ? MessageCircle : UserRound;
            return (
              <li key={o.id} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-canopy-100">
                <OptionIcon aria-hidden="true" className="h-10 w-10 text-canopy-700" />
                <h2 className="mt-4 font-display text-2xl font-bold text-canopy-800">{o.title}</h2>
                <p className="mt-3 text-muted">{o.body}</p>
                <TickList items={o.bullets} className="mt-5 flex-1 space-y-2" />
                <div className="mt-8">
                  {o.button.action === "open-chat" ? (
                    <ChatButton className="w-full">{o.button.label}</ChatButton>
                  ) : (
                    <ButtonLink to={o.button.href ?? "/contact"} variant="outline" size="lg" className="w-full">
                      {o.button.label}
                    </ButtonLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 max-w-3xl text-sm text-muted">{copy.finePrint}</p>
      </Section>
    </>
  );
}
