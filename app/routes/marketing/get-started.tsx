import type { Route } from "./+types/get-started";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.getStarted;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Get Started" lead="Two easy ways to start your project." />;
}
