import type { Route } from "./+types/about";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.about;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="About Canopy Creative" lead="An Atlanta studio that treats your business like a partner." />;
}
