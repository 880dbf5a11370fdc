import { Link } from "react-router";
import { promises, site } from "#content/site.ts";
import { Logo } from "./logo";
import { footerCompany, footerLegal, footerServices } from "./nav-links";
import { telHref } from "#app/utils/format.ts";

export function SiteFooter() {
  return (
    <footer className="bg-canopy-900 text-canopy-100">
      {/* Two columns of links side by side on a phone, so the footer is not a screen of its own. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4 md:gap-10 md:py-14">
        <div className="col-span-2 md:col-span-1">
          <Logo inverted />
          <p className="mt-4 text-sm leading-6 text-canopy-100">{site.tagline}</p>
          {/* How to reach a person, on every page: the studio is a phone call or an email away, not only a chat. */}
          <address className="mt-4 space-y-0.5 text-sm not-italic">
            <a href={`mailto:${site.email}`} className="flex min-h-7 items-center hover:text-white hover:underline">
              {site.email}
            </a>
            <a href={telHref(site.phone)} className="flex min-h-7 items-center hover:text-white hover:underline">
              {site.phone}
            </a>
            <span className="block pt-1 text-canopy-200">
              Metro {site.city}, GA
              <br />
              Replies within {promises.replyWithin}
            </span>
          </address>
        </div>
        <FooterColumn title="Services" links={footerServices.map((label) => ({ label, to: "/services" }))} />
        <FooterColumn title="Company" links={footerCompany} />
        {/* On a phone the third column would sit alone on a row: it spans both, its links side by side. */}
        <FooterColumn title="Legal" links={footerLegal} spanOnPhone />
      </div>
      <div className="border-t border-canopy-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-canopy-200 sm:px-6">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  links,
  spanOnPhone = false,
}: {
  title: string;
  links: readonly { label: string; to: string }[];
  spanOnPhone?: boolean;
}) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`} className={spanOnPhone ? "col-span-2 md:col-span-1" : undefined}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className={spanOnPhone ? "mt-3 flex flex-wrap gap-x-6 gap-y-0.5 text-sm md:block md:space-y-0.5" : "mt-3 space-y-0.5 text-sm"}>
        {links.map((l) => (
          <li key={l.label}>
            {/* 24 px tall at least: a thumb's target, whatever the column beside it. */}
            <Link to={l.to} className="inline-flex min-h-7 items-center hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
