import { data, Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { articles } from "@content/articles";
import { seo } from "~/utils/seo";
import { articleLd, breadcrumbLd } from "~/utils/structured-data";
import { formatDate } from "~/utils/format";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";
import type { ArticleBlock } from "~/content/schemas";

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((a) => a.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [];
  const { article } = data;
  const path = `/blog/${article.slug}`;
  return seo({
    title: `${article.title} | Canopy Creative`,
    description: article.metaDescription,
    path,
    type: "article",
    jsonLd: [
      articleLd({ title: article.title, description: article.metaDescription, path, date: article.date, author: article.author }),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: "Articles", path: "/blog" },
        { name: article.title, path },
      ]),
    ],
  });
};

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "h2":
      return <h2 className="!mt-10 font-display text-2xl font-bold text-canopy-800">{block.text}</h2>;
    case "ul":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className="list-decimal space-y-2 pl-6">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      );
    case "quote":
      return <blockquote className="border-l-4 border-peach-500 pl-4 font-display text-xl italic text-ink">{block.text}</blockquote>;
  }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: "Articles", path: "/blog" },
          { name: article.title, path: `/blog/${article.slug}` },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6">
        <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-canopy-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All Articles
        </Link>
        <p className="mt-6">
          <span className="rounded-full bg-canopy-50 px-3 py-1 text-sm font-semibold text-canopy-700">{article.category}</span>
        </p>
        <h1 className="mt-4 font-display text-4xl font-bold leading-tight text-canopy-800 text-balance">{article.title}</h1>
        <p className="mt-3 text-muted">
          By {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <div className="mt-8 space-y-5 text-lg leading-relaxed">
          {article.body.map((b, i) => (
            <Block key={i} block={b} />
          ))}
        </div>
      </article>
      <CtaBand
        title="Want a second pair of eyes on your brand?"
        body="Ava can answer questions and give you a quote right now, or our team will reply within 24 hours."
      >
        <ChatButton variant="accent" size="lg">
          Chat with Ava
        </ChatButton>
        <ButtonLink to="/contact" variant="outline-light" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
