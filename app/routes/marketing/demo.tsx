import type { Route } from "./+types/demo";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.demo;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Free AI Receptionist Demo" lead="Try an AI receptionist free for 3 days." />;
}
