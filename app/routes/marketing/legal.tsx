import type { Route } from "./+types/legal";
import { marketingPages } from "#content/routes.ts";
import { legalPages } from "#content/pages/legal.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { LegalDocumentView } from "#app/components/site/legal-document.tsx";

/** The terms and the privacy policy share one template; the path picks the document. */
const documents = [
  { page: marketingPages.terms, doc: legalPages.termsOfService },
  { page: marketingPages.privacy, doc: legalPages.privacyPolicy },
];
const legalAt = (pathname: string) => {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  return documents.find((d) => d.page.path === path);
};

export function loader({ request }: Route.LoaderArgs) {
  const legal = legalAt(new URL(request.url).pathname);
  if (!legal) throw new Response(null, { status: 404 });
  return { doc: legal.doc };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const legal = legalAt(location.pathname);
  return legal ? pageSeo(legal.page) : [];
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />;
}
