import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { site } from "#content/site.ts";

export function NotFoundScreen() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto max-w-2xl px-6 py-28 text-center">
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-canopy-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for doesn't exist or has moved.</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-canopy-700 px-5 py-3 font-semibold text-white hover:bg-canopy-800">
        Return to Home
      </Link>
    </section>
  );
}
