import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import { OG_IMAGE_PATH, siteImageUrl } from "#content/image-versions.ts";

/** The origin the build was given; pages prerendered then carry it. */
const builtFor: string = typeof __PUBLIC_SITE_URL__ === "string" ? __PUBLIC_SITE_URL__ : "http://localhost:3000";

let pageSiteUrl: string | undefined;

/**
 * The public site URL as of now, not as of the build: on the server PUBLIC_SITE_URL of the
 * running process (the server rewrites prerendered pages to it at start); in the browser the
 * origin of the canonical link the page was served with, so client-rendered head tags match it.
 */
export function siteUrl(): string {
  if (typeof document === "undefined") {
    const configured = process.env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, "");
    return configured || builtFor;
  }
  if (pageSiteUrl === undefined) {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    try {
      pageSiteUrl = canonical ? new URL(canonical).origin : builtFor;
    } catch {
      pageSiteUrl = builtFor;
    }
  }
  return pageSiteUrl;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl() + "/").toString();
}

interface SeoInput {
  title: string;
  description: string;
  path: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects to embed. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** The head tags every page gets: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function seo({
  title,
  description,
  path,
  image = siteImageUrl(OG_IMAGE_PATH),
  type = "website",
  jsonLd = [],
  noindex = false,
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const img = absoluteUrl(image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: img },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: img },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
