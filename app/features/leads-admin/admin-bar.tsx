import { Form, Link, NavLink } from "react-router";
import { LogOut } from "lucide-react";
import { cn } from "#app/utils/cn.ts";
import { Logo } from "#app/components/site/logo.tsx";

/**
 * The admin's own bar, in place of the public site's header: the studio's name marked "Admin",
 * and once signed in the admin's pages and Logout (a POST, so a link cannot sign anyone out).
 * No public navigation, call to action or chat: this is the agency's desk, not a page for visitors.
 */
export function AdminBar({ signedIn }: { signedIn: boolean }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn("rounded-md px-2 py-1.5 text-sm font-semibold text-canopy-800 underline-offset-8 hover:bg-canopy-50", isActive && "underline decoration-2");
  return (
    <header data-admin-bar="" className="sticky top-0 z-40 border-b border-canopy-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-8 gap-y-1 px-4 py-2.5 sm:px-6">
        <Link to="/admin" className="flex items-center gap-3 rounded-md">
          <Logo />
          <span className="rounded-full bg-canopy-50 px-2.5 py-0.5 text-xs font-semibold tracking-[0.14em] text-canopy-800 uppercase ring-1 ring-canopy-100">
            Admin
          </span>
        </Link>
        {signedIn ? (
          // On a phone the admin's pages and Logout take a row of their own under the name.
          <div className="flex basis-full items-center justify-between gap-4 sm:flex-1 sm:basis-auto">
            <nav aria-label="Admin" className="-ml-2 sm:ml-0">
              <ul className="flex items-center gap-3">
                <li>
                  <NavLink to="/admin" end className={linkClass}>
                    Leads dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/traffic" className={linkClass}>
                    Traffic
                  </NavLink>
                </li>
              </ul>
            </nav>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-canopy-800 ring-1 ring-canopy-200 hover:bg-canopy-50"
              >
                <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </header>
  );
}
