import { Form, Link } from "react-router";
import { LogOut } from "lucide-react";

/** The signed-in admin's bar: back to the list, and Logout (a POST, so a link cannot sign anyone out). */
export function AdminBar() {
  return (
    <div className="border-b border-canopy-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <nav aria-label="Admin" className="flex items-center gap-5">
          <Link to="/admin" className="font-semibold text-canopy-800 underline-offset-4 hover:underline">
            Leads dashboard
          </Link>
          <Link to="/admin/traffic" className="font-semibold text-canopy-800 underline-offset-4 hover:underline">
            Traffic
          </Link>
        </nav>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md border-2 border-canopy-700 px-3 py-1.5 text-sm font-semibold text-canopy-800 hover:bg-canopy-50"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
          </button>
        </Form>
      </div>
    </div>
  );
}
