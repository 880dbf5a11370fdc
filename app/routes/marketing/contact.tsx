import type { Route } from "./+types/contact";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.contact;

export const meta: Route.MetaFunction = () => seo(page);

export default function Page() {
  return <PageHero title="Contact Us" lead="Tell us about your project. We reply within 24 hours." />;
}
