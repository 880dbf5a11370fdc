import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "#app/utils/cn.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { usePopoverOpen } from "#app/components/ui/popover-open.ts";
import { Logo } from "./logo";
import { primaryNav } from "./nav-links";
import { site } from "#content/site.ts";

/** Fixed, so the boot script and the stylesheet can find the menu before React is there. */
const MENU_ID = "mobile-menu";

/**
 * The mobile menu is a native popover: the browser opens it on the first tap, with or
 * without JavaScript, closes it on Escape or a tap outside and returns focus to the toggle.
 * React only mirrors its state into aria-expanded and closes it on navigation.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  usePopoverOpen(menuRef, setOpen);

  // Choosing a link closes the menu, and so does any navigation (not the first render: a
  // menu opened before hydration stays open).
  const shownAt = useRef(`${location.pathname}${location.hash}`);
  useEffect(() => {
    const here = `${location.pathname}${location.hash}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.pathname, location.hash]);

  const close = () => {
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-canopy-50 hover:text-canopy-800",
      isActive && "text-canopy-700 underline decoration-2 underline-offset-8",
    );

  return (
    <header className="sticky top-0 z-40 border-b border-canopy-100 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${site.name}, home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden sm:block">
            {/* Secondary: the header stands over every section, and each section has its own one primary action. */}
            <ButtonLink to="/get-started" variant="outline" size="sm">
              Get Started
            </ButtonLink>
          </span>
          {/* The label and icon follow the popover's state in CSS (app.css), so they are right before hydration too. */}
          <button
            type="button"
            data-menu-toggle=""
            popoverTarget={MENU_ID}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-canopy-800 hover:bg-canopy-50 md:hidden"
            aria-expanded={open}
            aria-controls={MENU_ID}
          >
            <span data-menu-when="closed" className="sr-only">
              Open menu
            </span>
            <span data-menu-when="open" className="sr-only">
              Close menu
            </span>
            <svg
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path data-menu-when="open" d="M6 6l12 12M18 6L6 18" />
              <path data-menu-when="closed" d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-canopy-100 bg-cream p-0 text-ink shadow-lg md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => cn(linkClass({ isActive }), "block py-3")} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <ButtonLink to="/get-started" variant="outline" className="w-full" onClick={close}>
              Get Started
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
