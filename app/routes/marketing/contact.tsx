import { Check, CheckCircle2, Mail, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { marketingPages } from "@content/routes";
import { contactPage } from "@content/pages/contact";
import { site } from "@content/site";
import { seo } from "~/utils/seo";
import { breadcrumbLd } from "~/utils/structured-data";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ChatButton } from "~/components/site/chat-button";
import { ContactForm } from "~/features/leads/contact-form";
import { FORM_KEY_PLACEHOLDER, newFormKey } from "~/utils/form-key";
import { maybeServices, requireServices } from "~/utils/services";
import { clientIpContext, requestIdContext } from "~/utils/request-context";
import { captureContact } from "~/services/lead-capture.server";
import { captureActionData, contactMessages } from "~/services/capture-response.server";

const page = marketingPages.contact;

export function loader({ context }: Route.LoaderArgs) {
  // Prerendered at build with a placeholder the server swaps for a fresh key per response.
  const formKey = maybeServices(context) ? newFormKey() : FORM_KEY_PLACEHOLDER;
  return { copy: contactPage, email: site.email, phone: site.phone, formKey };
}

/** The form without JavaScript: a plain POST, answered with a confirmation or field errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await captureContact(
    { services: requireServices(context), clientIp: context.get(clientIpContext), requestId: context.get(requestIdContext) },
    request,
  );
  return captureActionData(outcome, contactMessages);
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, email, phone, formKey } = loaderData;
  const sent = actionData?.ok === true;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.heading} lead={copy.hero.lead} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="contact-form-heading" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-canopy-100 lg:col-span-3">
            <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-canopy-800">
              {copy.form.heading}
            </h2>
            <p className="mt-2 text-muted">{copy.form.intro}</p>
            <div id="contact-form" className="mt-6">
              {sent ? (
                <div role="status" className="rounded-2xl bg-canopy-50 p-6">
                  <p className="flex items-center gap-2 text-lg font-semibold text-canopy-800">
                    <CheckCircle2 aria-hidden="true" className="h-6 w-6" /> {copy.form.toasts.success.title}
                  </p>
                  <p className="mt-2">{copy.form.toasts.success.description}</p>
                </div>
              ) : (
                <ContactForm
                  copy={copy.form}
                  formKey={formKey}
                  serverErrors={actionData && !actionData.ok ? actionData.fieldErrors : undefined}
                  serverValues={actionData && !actionData.ok ? actionData.values : undefined}
                />
              )}
            </div>
            <div className="mt-8 space-y-3 border-t border-canopy-100 pt-6">
              <p className="flex items-center gap-3">
                <Mail aria-hidden="true" className="h-5 w-5 text-canopy-700" />
                <a href={`mailto:${email}`} className="font-semibold text-canopy-700 underline underline-offset-4">
                  {email}
                </a>
              </p>
              <p className="flex items-center gap-3">
                <Phone aria-hidden="true" className="h-5 w-5 text-canopy-700" />
                <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-canopy-700 underline underline-offset-4">
                  {phone}
                </a>
              </p>
            </div>
            <p className="mt-6 text-sm text-muted">{copy.responsePromise}</p>
          </section>
          <div className="space-y-8 lg:col-span-2">
            <section aria-labelledby="why-heading">
              <h2 id="why-heading" className="font-display text-xl font-bold text-canopy-800">
                {copy.whyChooseUs.heading}
              </h2>
              <ul className="mt-4 space-y-2">
                {copy.whyChooseUs.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-canopy-600" />
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="steps-heading">
              <h2 id="steps-heading" className="font-display text-xl font-bold text-canopy-800">
                {copy.getStarted.heading}
              </h2>
              <ol className="mt-4 list-decimal space-y-2 pl-5">
                {copy.getStarted.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
              <p className="mt-3 text-sm text-muted">{copy.getStarted.finePrint}</p>
            </section>
            <section aria-labelledby="chat-heading" className="rounded-2xl bg-canopy-800 p-6 text-white">
              <h2 id="chat-heading" className="font-display text-xl font-bold">
                {copy.chat.heading}
              </h2>
              <p className="mt-2 text-canopy-100">{copy.chat.body}</p>
              <div className="mt-4">
                <ChatButton variant="accent">{copy.chat.buttonLabel}</ChatButton>
              </div>
            </section>
          </div>
        </div>
      </Section>
    </>
  );
}
