import type { Route } from "./+types/dashboard";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";

const page = marketingPages.admin;

export const meta: Route.MetaFunction = () => seo({ ...page, noindex: true });

/** Admin pages are never cached: they will carry lead data behind a server-side session. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader() {
  return null;
}

export default function AdminDashboard() {
  return (
    <section className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-canopy-800">Admin Dashboard</h1>
      <p className="mt-4 text-muted">The leads dashboard is available to the agency team after sign-in.</p>
    </section>
  );
}
