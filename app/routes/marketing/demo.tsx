import { Check, CheckCircle2, CircleAlert, Sparkles, Star } from "lucide-react";
import type { Route } from "./+types/demo";
import { marketingPages } from "@content/routes";
import { demoPage, type DemoButton } from "@content/pages/demo";
import { seo } from "~/utils/seo";
import { breadcrumbLd, serviceLd } from "~/utils/structured-data";
import { formatUsd } from "~/utils/format";
import { Section, SectionHeading } from "~/components/site/section";
import { buttonVariants } from "~/components/ui/button";
import { SampleConversation } from "~/features/demo/sample-conversation";
import { TestItOutButton, TinaSlot } from "~/features/chat/tina-slot";
import { cn } from "~/utils/cn";
import { DemoForm } from "~/features/leads/demo-form";
import { FORM_KEY_PLACEHOLDER, newFormKey } from "~/utils/form-key";
import { maybeServices, requireServices } from "~/utils/services";
import { clientIpContext, requestIdContext } from "~/utils/request-context";
import { captureDemo } from "~/services/lead-capture.server";
import { captureActionData, demoMessages } from "~/services/capture-response.server";

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
  seo({
    ...page,
    jsonLd: [
      serviceLd({ name: "AI receptionist for small businesses", description: page.description, path: page.path }),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

function DemoAction({ button, variant }: { button: DemoButton; variant: "accent" | "outline-light" | "primary" }) {
  if (button.action === "open-tina-chat") {
    return (
      <TestItOutButton variant={variant} size="lg">
        {button.label}
      </TestItOutButton>
    );
  }
  // Every "Get My Free Demo" button scrolls to the request form (#demo-form).
  return (
    <a href={button.href ?? "#demo-form"} className={cn(buttonVariants({ variant, size: "lg" }))}>
      {button.label}
    </a>
  );
}

export default function Demo({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, formKey } = loaderData;
  return (
    <>
      <section className="bg-canopy-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-peach-500 px-4 py-1.5 text-sm font-bold tracking-wider text-canopy-900">
              <Sparkles aria-hidden="true" className="h-4 w-4" /> {copy.hero.badge}
            </p>
            <h1 className="mt-5 font-display text-4xl font-bold leading-tight text-balance md:text-5xl">{copy.hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-canopy-100 text-pretty">{copy.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <DemoAction button={copy.hero.buttons[0]} variant="accent" />
              <DemoAction button={copy.hero.buttons[1]} variant="outline-light" />
            </div>
          </div>
          <div>
            <h2 className="mb-3 text-lg font-semibold text-peach-100">{copy.sampleConversation.heading}</h2>
            <SampleConversation businessName={copy.sampleConversation.businessName} messages={copy.sampleConversation.messages} />
            <p className="mt-3 text-sm text-canopy-100">{copy.sampleConversation.caption}</p>
          </div>
        </div>
      </section>

      <Section labelledBy="problem-heading">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <SectionHeading id="problem-heading" title={copy.problem.heading} lead={copy.problem.body} align="left" />
            <ul className="mt-6 space-y-3">
              {copy.problem.points.map((p) => (
                <li key={p} className="flex gap-3">
                  <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-peach-700" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-8 ring-1 ring-canopy-100">
            <h2 className="font-display text-3xl font-bold text-canopy-800">{copy.solution.heading}</h2>
            <p className="mt-4 text-lg text-muted">{copy.solution.body}</p>
            <ul className="mt-6 space-y-3">
              {copy.solution.points.map((p) => (
                <li key={p} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="mint" labelledBy="how-heading">
        <SectionHeading id="how-heading" title={copy.howItWorks.heading} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.howItWorks.steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-6 ring-1 ring-canopy-100">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-canopy-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">{s.title}</h3>
              <p className="mt-2 text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="white" labelledBy="included-heading">
        <SectionHeading id="included-heading" title={copy.included.heading} lead={copy.included.lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.included.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-canopy-50 p-6">
              <Check aria-hidden="true" className="h-6 w-6 text-canopy-700" />
              <h3 className="mt-3 text-lg font-semibold text-canopy-800">{item.title}</h3>
              <p className="mt-2 text-muted">{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="results-heading">
        <SectionHeading id="results-heading" title={copy.results.heading} lead={copy.results.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.results.cases.map((c) => (
            <li key={c.businessName} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
              <p className="text-sm font-semibold uppercase tracking-wider text-peach-700">{c.businessType}</p>
              <h3 className="mt-1 text-lg font-semibold text-canopy-800">
                {c.businessName} <span className="font-normal text-muted">· {c.location}</span>
              </h3>
              <p className="mt-3 font-display text-xl font-bold text-canopy-700">{c.outcome}</p>
              <p className="mt-3 flex-1 text-muted">{c.story}</p>
              <figure className="mt-4 border-t border-canopy-100 pt-4">
                <div className="flex gap-0.5 text-peach-500" role="img" aria-label="Rated 5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="h-4 w-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-2 italic">“{c.quote.text}”</blockquote>
                <figcaption className="mt-2 text-sm font-semibold text-canopy-800">{c.quote.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="green" labelledBy="pricing-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="pricing-heading" className="font-display text-3xl font-bold md:text-4xl">
            {copy.pricing.heading}
          </h2>
          <p className="mt-4 text-lg text-canopy-100">{copy.pricing.lead}</p>
          <p className="mt-8 text-6xl font-bold">
            {formatUsd(copy.pricing.monthlyPrice)}
            <span className="text-2xl font-normal text-canopy-100">/month</span>
          </p>
          <p className="mt-2 text-peach-100">{copy.pricing.trialNote}</p>
          <ul className="mx-auto mt-8 grid max-w-xl gap-3 text-left sm:grid-cols-2">
            {[...copy.pricing.includes, ...copy.pricing.promises].map((i) => (
              <li key={i} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-peach-400" />
                <span>{i}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <DemoAction button={copy.pricing.button} variant="accent" />
          </div>
          <p className="mt-6 text-sm text-canopy-100">{copy.pricing.finePrint}</p>
        </div>
      </Section>

      <TinaSlot />

      <Section tone="white" labelledBy="demo-form-heading" id="demo-form">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="demo-form-heading" className="font-display text-3xl font-bold text-canopy-800">
            {copy.form.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{copy.form.body}</p>
          <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-canopy-100 sm:p-8">
            {actionData?.ok ? (
              <div role="status" className="text-left">
                <p className="flex items-center gap-2 text-lg font-semibold text-canopy-800">
                  <CheckCircle2 aria-hidden="true" className="h-6 w-6" /> {copy.form.toasts.success.title}
                </p>
                <p className="mt-2">{copy.form.toasts.success.description}</p>
              </div>
            ) : (
              <DemoForm
                copy={copy.form}
                formKey={formKey}
                serverErrors={actionData && !actionData.ok ? actionData.fieldErrors : undefined}
                serverValues={actionData && !actionData.ok ? actionData.values : undefined}
              />
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
