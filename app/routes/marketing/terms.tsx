import type { Route } from "./+types/terms";
import { marketingPages } from "@content/routes";
import { legalPages } from "@content/pages/legal";
import { seo } from "~/utils/seo";
import { breadcrumbLd } from "~/utils/structured-data";
import { LegalDocumentView } from "~/components/site/legal-document";

const page = marketingPages.terms;

export function loader() {
  return { doc: legalPages.termsOfService };
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

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />;
}
