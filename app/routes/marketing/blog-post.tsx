import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { articles } from "@content/articles";
import { seo } from "~/utils/seo";
import { PageHero } from "~/components/site/page-hero";

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((a) => a.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? seo({
        title: `${data.article.title} | Canopy Creative`,
        description: data.article.metaDescription,
        path: `/blog/${data.article.slug}`,
        type: "article",
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return <PageHero eyebrow={article.category} title={article.title} lead={article.blurb} />;
}
