import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { landingSlugs } from "#content/routes.ts";

export default [
  index("routes/marketing/home.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("faq", "routes/marketing/faq.tsx"),
  route("get-started", "routes/marketing/get-started.tsx"),
  // Booking without JavaScript: the intake form's post, the review and the confirmation.
  route("book", "routes/marketing/book.tsx"),
  route("free-ai-agent-demo", "routes/marketing/demo.tsx"),
  // One template serves both legal pages; the path picks the document.
  route("terms-of-service", "routes/marketing/legal.tsx", { id: "legal/terms" }),
  route("privacy-policy", "routes/marketing/legal.tsx", { id: "legal/privacy" }),
  route("portfolio", "routes/portfolio/list.tsx"),
  route("portfolio/:slug", "routes/portfolio/detail.tsx"),
  route("blog", "routes/marketing/blog-index.tsx"),
  route("blog/:slug", "routes/marketing/blog-post.tsx"),
  // One template serves every search landing page; the slug picks its data.
  ...landingSlugs.map((slug) => route(slug, "routes/landing/landing-page.tsx", { id: `landing/${slug}` })),
  // Every admin route sits under one layout whose middleware resolves the session first.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/leads/:id", "routes/admin/lead-detail.tsx"),
    route("admin/leads.csv", "routes/admin/export-csv.ts"),
    route("admin/traffic", "routes/admin/traffic.tsx"),
    route("admin/traffic.csv", "routes/admin/traffic-csv.ts"),
    route("admin/logout", "routes/admin/logout.ts"),
  ]),
  route("api/leads/:form", "routes/api/leads.ts"),
  route("api/offer", "routes/api/offer.ts"),
  route("api/chat/:assistant", "routes/api/chat.ts"),
  route("api/chat/:assistant/lead", "routes/api/chat-lead.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
