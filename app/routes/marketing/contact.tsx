import type { Route } from "./+types/contact";
import { marketingPages } from "#content/routes.ts";
import { contactPage } from "#content/pages/contact.ts";
import { site } from "#content/site.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ContactAside } from "#app/components/site/sections/contact-aside.tsx";
import { ContactPanel } from "#app/features/leads/contact-panel.tsx";
import { FORM_KEY_PLACEHOLDER, newFormKey } from "#app/utils/form-key.ts";
import { maybeServices, requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";
import { captureContact } from "#app/services/lead-capture.server.ts";
import { captureActionData, contactMessages } from "#app/services/capture-response.server.ts";

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

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, email, phone, formKey } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.heading} lead={copy.hero.lead} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-5">
          <ContactPanel copy={copy.form} formKey={formKey} result={actionData} email={email} phone={phone} responsePromise={copy.responsePromise} />
          <ContactAside copy={copy} />
        </div>
      </Section>
    </>
  );
}
