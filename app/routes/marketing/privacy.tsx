import type { Route } from "./+types/privacy";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.privacy;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Privacy Policy" lead="Effective July 29, 2025." />;
}
