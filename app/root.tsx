import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// The same files and descriptors as app.css's @font-face rules (scripts/fonts/subset.ts writes both).
import headingFont from "./fonts/fraunces-400-700.woff2?url";
import textFont from "./fonts/instrument-sans-400-700.woff2?url";
import brandFiles from "#app/fonts/subset.json";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { ChatSlot } from "#app/features/chat/chat-slot.tsx";
import { AdminBar } from "#app/features/leads-admin/admin-bar.tsx";
import { NotFoundScreen } from "#app/components/site/not-found-screen.tsx";
import { Toaster } from "#app/components/ui/toast.tsx";
import { InlineScript } from "#app/components/site/inline-script.tsx";
import { announceHydrated, hydrationBootCode } from "#app/utils/hydration-boot.ts";
import { fontsBootCode } from "#app/utils/fonts-boot.ts";
import { visitBeaconCode } from "#app/utils/visit-beacon.ts";
import { useEffect } from "react";
import { site } from "#content/site.ts";
import { FAVICON_PATH, siteImageUrl } from "#content/image-versions.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: siteImageUrl(FAVICON_PATH), type: "image/svg+xml" }];

/** Loads the brand faces after the first paint (ADR 013); not preloaded, so the first paint waits for nothing. */
const brandFile: Record<string, string> = { Fraunces: headingFont, "Instrument Sans": textFont };
const fontsCode = fontsBootCode(brandFiles.map((f) => [f.family, brandFile[f.family]!, f.weight.join(" "), f.unicodeRange]));

export function Layout({ children }: { children: React.ReactNode }) {
  // The admin is never counted (ADR 017).
  const counted = !useLocation().pathname.startsWith("/admin");
  const admin = useAdminChrome();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#153d28" />
        <Meta />
        <Links />
        <InlineScript code={fontsCode} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-canopy-800 focus:shadow"
        >
          Skip to content
        </a>
        {admin ? <AdminBar signedIn={admin.signedIn} /> : <SiteHeader />}
        <main id="main" tabIndex={-1} className={admin ? "flex flex-1 flex-col focus:outline-none" : "flex-1 focus:outline-none"}>
          {children}
        </main>
        {admin ? null : (
          <>
            <SiteFooter />
            <ChatSlot />
          </>
        )}
        <Toaster />
        {counted ? <InlineScript code={visitBeaconCode} /> : null}
        <InlineScript code={hydrationBootCode} />
        <HydrationMark />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The admin's pages (routes/admin/layout.tsx says so in its handle) have their own quiet bar and no
 * public header, footer or chat launcher; whether someone is signed in comes from that layout's loader.
 */
function useAdminChrome(): { signedIn: boolean } | null {
  const match = useMatches().find((m) => (m.handle as { chrome?: string } | undefined)?.chrome === "admin");
  if (!match) return null;
  return { signedIn: (match.loaderData as { signedIn?: boolean } | undefined)?.signedIn === true };
}

/** Tells the page (and the boot script holding early clicks) that React has taken over. */
function HydrationMark() {
  useEffect(() => announceHydrated(), []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen />;
  }
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  // Stack traces help while developing and leak internals in production.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{`Unexpected Application Error! | ${site.name}`}</title>
      <h1 className="font-display text-3xl font-bold text-canopy-800">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">Something went wrong on our side. Please reload the page, or come back in a moment.</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-canopy-700 px-5 py-3 font-semibold text-white hover:bg-canopy-800">
        Return to Home
      </a>
      {detail ? <pre className="mt-8 overflow-x-auto rounded bg-white p-4 text-left text-xs">{detail}</pre> : null}
    </section>
  );
}
