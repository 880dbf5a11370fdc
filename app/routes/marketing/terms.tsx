import type { Route } from "./+types/terms";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.terms;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Terms of Service" lead="Terms, refund policy and privacy policy." />;
}
