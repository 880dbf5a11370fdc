import type { Route } from "./+types/services";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.services;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Services" lead="Everything your business needs to look professional and get found." />;
}
