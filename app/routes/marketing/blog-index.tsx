import { Link } from "react-router";
import type { Route } from "./+types/blog-index";
import { marketingPages } from "@content/routes";
import { articles } from "@content/articles";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

const page = marketingPages.blog;

export const meta: Route.MetaFunction = () => seo(page);

export default function BlogIndex() {
  return (
    <>
      <PageHero title="Articles" lead="Practical guides for small-business owners." />
      <ul className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6">
        {articles.map((a) => (
          <li key={a.slug}>
            <Link to={`/blog/${a.slug}`} className="text-canopy-700 underline">
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
