import type { Route } from "./+types/terms";
import { marketingPages } from "#content/routes.ts";
import { legalPages } from "#content/pages/legal.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { LegalDocumentView } from "#app/components/site/legal-document.tsx";

const page = marketingPages.terms;

export function loader() {
  return { doc: legalPages.termsOfService };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />;
}
