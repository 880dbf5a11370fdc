import type { Route } from "./+types/home";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.home;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Atlanta Branding & Web Design That Brings You Customers" lead="Logos, websites and AI assistants for small businesses across metro Atlanta." />;
}
