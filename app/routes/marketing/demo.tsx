import type { Route } from "./+types/demo";
import { marketingPages } from "#content/routes.ts";
import { demoPage } from "#content/pages/demo.ts";
import { pageSeo, serviceLd } from "#app/utils/structured-data.ts";
import { ProblemSolution } from "#app/components/site/sections/problem-solution.tsx";
import { Steps } from "#app/components/site/sections/steps.tsx";
import { CardGrid } from "#app/components/site/sections/card-grid.tsx";
import { ClientResults } from "#app/components/site/sections/client-results.tsx";
import { MonthlyPrice } from "#app/components/site/sections/monthly-price.tsx";
import { DemoHero } from "#app/features/demo/demo-hero.tsx";
import { DemoAction } from "#app/features/demo/demo-action.tsx";
import { DemoRequest } from "#app/features/demo/demo-request.tsx";
import { TinaSlot } from "#app/features/chat/tina-slot.tsx";
import { FORM_KEY_PLACEHOLDER, newFormKey } from "#app/utils/form-key.ts";
import { maybeServices, requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";
import { captureDemo } from "#app/services/lead-capture.server.ts";
import { captureActionData, demoMessages } from "#app/services/capture-response.server.ts";

const page = marketingPages.demo;

export function loader({ context }: Route.LoaderArgs) {
  const formKey = maybeServices(context) ? newFormKey() : FORM_KEY_PLACEHOLDER;
  return { copy: demoPage, formKey };
}

/** The demo request without JavaScript: a plain POST, answered with a confirmation or field errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await captureDemo(
    { services: requireServices(context), clientIp: context.get(clientIpContext), requestId: context.get(requestIdContext) },
    request,
  );
  return captureActionData(outcome, demoMessages);
}

export const meta: Route.MetaFunction = () =>
  pageSeo(page, [serviceLd({ name: "AI receptionist for small businesses", description: page.description, path: page.path })]);

export default function Demo({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, formKey } = loaderData;
  const { pricing } = copy;
  return (
    <>
      <DemoHero hero={copy.hero} sample={copy.sampleConversation} />
      <ProblemSolution id="problem-heading" problem={copy.problem} solution={copy.solution} />
      <Steps id="how-heading" heading={copy.howItWorks.heading} steps={copy.howItWorks.steps} look="cards" />
      <CardGrid
        id="included-heading"
        heading={copy.included.heading}
        lead={copy.included.lead}
        cards={copy.included.items}
        look="ticks"
        tone="white"
      />
      <ClientResults id="results-heading" heading={copy.results.heading} lead={copy.results.lead} cases={copy.results.cases} />
      <MonthlyPrice
        id="pricing-heading"
        heading={pricing.heading}
        lead={pricing.lead}
        monthlyPrice={pricing.monthlyPrice}
        note={pricing.trialNote}
        points={[...pricing.includes, ...pricing.promises]}
        action={<DemoAction button={pricing.button} variant="primary" />}
        finePrint={pricing.finePrint}
      />
      <TinaSlot />
      <DemoRequest copy={copy.form} formKey={formKey} result={actionData} />
    </>
  );
}
