import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { articleCta, articleWork, articles } from "#content/articles.ts";
import { marketingPages } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { articleLd, pageSeo, trailTo } from "#app/utils/structured-data.ts";
import { Breadcrumbs } from "#app/components/site/breadcrumbs.tsx";
import { ArticleView } from "#app/components/site/sections/article-view.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const blog = marketingPages.blog;
const parents = [{ name: blog.name, path: blog.path }];
const crumbOf = (article: { title: string; slug: string }) => ({ name: article.title, path: `${blog.path}/${article.slug}` });

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((a) => a.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, work: articleWork(article), cta: articleCta };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [];
  const { article } = data;
  const crumb = crumbOf(article);
  const ld = articleLd({ title: article.title, description: article.metaDescription, path: crumb.path, date: article.date, author: article.author });
  return pageSeo({ ...crumb, title: `${article.title} | ${site.name}`, description: article.metaDescription, type: "article", parents }, [ld]);
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, work, cta } = loaderData;
  return (
    <>
      <Breadcrumbs trail={trailTo(crumbOf(article), parents)} narrow />
      <ArticleView article={article} work={work} backTo={{ label: "All Articles", path: blog.path }} />
      <CtaBand title={cta.heading} body={cta.body}>
        <ChatButton onDark>{cta.chatLabel}</ChatButton>
        <ButtonLink to={cta.contact.href} variant="link-light" size="lg">
          {cta.contact.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
