import type { Route } from "./+types/faq";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.faq;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Frequently Asked Questions" lead="Straight answers about pricing, timelines and how we work." />;
}
