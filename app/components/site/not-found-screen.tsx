import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { ArrowRight } from "lucide-react";
import { promises, site } from "#content/site.ts";
import { Section } from "#app/components/site/section.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** Where a visitor who took a wrong turn most likely meant to go. */
const wayBack = [
  { to: "/portfolio", label: "Our work", note: "Brands, websites and packaging for Atlanta businesses" },
  { to: "/services", label: "Services", note: "What we make, and what it costs" },
  { to: "/blog", label: "Articles", note: "Plain-spoken guides for small businesses" },
  { to: "/contact", label: "Contact", note: `A reply from the team within ${promises.replyWithin}` },
] as const;

/**
 * The not-found page (the specification's 404, "Oops! Page not found" and a link home), set as
 * the studio's inner pages are: light and left-aligned in the one content width, the title in
 * the display face, the 404 large beside it, and the places a visitor most likely meant to reach.
 */
export function NotFoundScreen() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <Section labelledBy="not-found-heading" className="md:py-24">
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-[0.2em] text-peach-700 uppercase">
            Error <span className="tabular-nums">404</span>
          </p>
          <h1 id="not-found-heading" className="mt-4 font-display text-display-lg font-bold text-canopy-900">
            Oops! Page not found
          </h1>
          <p className="mt-5 text-lg text-muted">
            The page you are looking for doesn't exist or has moved. Start again from the home page, or pick up from one of these.
          </p>
          <ButtonLink to="/" size="lg" className="mt-8">
            Return to Home
          </ButtonLink>
        </div>
        <nav aria-label="Pages you may have meant" className="lg:col-span-5 lg:pt-2">
          <p aria-hidden="true" className="font-display text-[7rem] leading-none font-bold text-canopy-700 sm:text-[9rem]">
            404
          </p>
          <ul className="mt-6 border-t border-canopy-200">
            {wayBack.map((l) => (
              <li key={l.to} className="border-b border-canopy-200">
                <Link to={l.to} className="group flex items-center justify-between gap-4 py-4">
                  <span>
                    <span className="block font-semibold text-canopy-800 group-hover:underline">{l.label}</span>
                    <span className="block text-sm text-muted">{l.note}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-canopy-700" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}
