import { Fragment, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { PortfolioProject } from "#content/schemas/collections.ts";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { cn } from "#app/utils/cn.ts";
import { portfolioFilters, type PortfolioFilter, visibleServices } from "./portfolio-rules";

export type ProjectCard = Pick<PortfolioProject, "id" | "slug" | "title" | "category" | "services" | "shortDescription"> & {
  image: { alt: string };
};

/**
 * The category filter is a row of radio buttons, and the stylesheet below hides the cards
 * of the other categories: it answers on the first tap, with or without JavaScript, on the
 * one prerendered /portfolio page. React only keeps the spoken count up to date, starting
 * from whichever category is checked when it takes over.
 */
function filterRules(projects: ProjectCard[]): string {
  const scope = "[data-portfolio]";
  const chosen = (f: string) => `${scope}:has(input[name="category"][value="${f}"]:checked)`;
  const rules = [`${scope} [data-portfolio-empty]{display:none}`];
  for (const f of portfolioFilters) {
    if (f === "All") continue;
    rules.push(`${chosen(f)} li[data-category]:not([data-category="${f}"]){display:none}`);
    if (!projects.some((p) => p.category === f)) rules.push(`${chosen(f)} [data-portfolio-empty]{display:block}`);
  }
  // "All": the grid shows its first page until "Show all" is ticked; a category shows all of it.
  const collapsed = `${chosen("All")}:not(:has(#${MORE_ID}:checked))`;
  rules.push(`${collapsed} li[data-later]{display:none}`);
  rules.push(`${scope}:not(${collapsed.slice(scope.length)}) [data-show-more]{display:none}`);
  return rules.join("\n");
}

const MORE_ID = "portfolio-show-all";

export function PortfolioGrid({ projects, featured, firstPage }: { projects: ProjectCard[]; featured: readonly string[]; firstPage: number }) {
  const [filter, setFilter] = useState<PortfolioFilter>("All");
  const [all, setAll] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A category tapped before the code arrived is already checked (the stylesheet showed it):
  // take it over, so the spoken count matches what is on screen.
  useEffect(() => {
    const checked = root.current?.querySelector<HTMLInputElement>('input[name="category"]:checked');
    const chosen = portfolioFilters.find((f) => f === checked?.value);
    if (chosen) setFilter(chosen);
    if (root.current?.querySelector<HTMLInputElement>(`#${MORE_ID}`)?.checked) setAll(true);
  }, []);
  const big = featured.map((slug) => projects.find((p) => p.slug === slug)).filter((p): p is ProjectCard => Boolean(p));
  const rest = projects.filter((p) => !featured.includes(p.slug));
  const count =
    filter === "All" ? (all ? projects.length : big.length + Math.min(firstPage, rest.length)) : projects.filter((p) => p.category === filter).length;
  return (
    <div data-portfolio="" ref={root}>
      <style>{filterRules(projects)}</style>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter projects by category</legend>
        {portfolioFilters.map((f) => (
          <label
            key={f}
            className={cn(
              "cursor-pointer rounded-full border-2 border-canopy-200 bg-white px-4 py-1.5 text-sm font-semibold text-canopy-800 transition-colors hover:border-canopy-700",
              "has-[:checked]:border-canopy-700 has-[:checked]:bg-canopy-700 has-[:checked]:text-white",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-canopy-700",
            )}
          >
            <input
              type="radio"
              name="category"
              value={f}
              defaultChecked={f === "All"}
              onChange={(e) => e.target.checked && setFilter(f)}
              className="sr-only"
            />
            {f}
          </label>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {count === 0 ? "No projects in this category" : `${count} projects shown`}
      </p>
      <div data-portfolio-empty="" className="mx-auto mt-12 max-w-xl rounded-2xl bg-white p-10 text-center ring-1 ring-canopy-100">
        <h2 className="text-xl font-semibold text-canopy-800">Support stories are on their way</h2>
        <p className="mt-3 text-muted">
          Our ongoing support work happens quietly behind the sites and brands you see here: updates, fixes and monthly care. Ask Ava or our team what
          support would look like for your business.
        </p>
        <Link to="/contact" className="mt-6 inline-block font-semibold text-canopy-700 underline underline-offset-4">
          Talk to us about support
        </Link>
      </div>
      {/* The featured projects, large: two to a row on a wide screen, the first one full width. */}
      <ul className="mt-6 grid gap-x-8 gap-y-10 md:grid-cols-2">
        {big.map((p, i) => (
          // Only the first cover is fetched at once, with high priority: it is the first
          // screen's largest paint; the rest load as they come near.
          <FeaturedCard key={p.id} project={p} eager={i === 0} wide={i === 0} />
        ))}
      </ul>
      <h2 className="mt-16 font-display text-3xl font-semibold text-canopy-800">More projects</h2>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-1 sm:gap-x-8 sm:gap-y-12 md:grid-cols-2 lg:grid-cols-3">
        {rest.map((p, i) => (
          <ProjectCardView key={p.id} project={p} later={i >= firstPage} />
        ))}
      </ul>
      {/* "Show all": a checkbox the stylesheet reads, so it works before and without the page's code. */}
      {/* A div, not a <p>: paragraphs are capped at a reading measure, which pushed the button left of centre. */}
      <div data-show-more="" className="mt-10 text-center">
        <input id={MORE_ID} type="checkbox" className="peer sr-only" onChange={(e) => setAll(e.target.checked)} />
        <label
          htmlFor={MORE_ID}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-canopy-700 px-6 py-3 font-semibold text-canopy-800 hover:bg-canopy-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-canopy-700"
        >
          Show all {projects.length} projects
        </label>
      </div>
    </div>
  );
}

function FeaturedCard({ project, eager, wide }: { project: ProjectCard; eager: boolean; wide: boolean }) {
  const href = `/portfolio/${project.slug}`;
  return (
    <li data-category={project.category} className={cn("group relative", wide && "md:col-span-2")}>
      <div className="overflow-hidden rounded-2xl ring-1 ring-black/10">
        <WorkImage
          id={`${project.slug}-cover`}
          alt={project.image.alt}
          sizes={wide ? "(min-width: 1152px) 1104px, 100vw" : "(min-width: 1152px) 536px, (min-width: 768px) 50vw, 100vw"}
          eager={eager}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">{project.category}</p>
      <h2 className="mt-1 font-display text-2xl font-semibold text-canopy-800">
        <Link to={href} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
          {project.title}
        </Link>
      </h2>
      <p className="mt-2 text-muted">{project.shortDescription}</p>
      <ViewProjectLink to={href} title={project.title} className="relative z-10 mt-3" />
    </li>
  );
}

/** The card's "View Project" link, named with the project for screen readers. */
function ViewProjectLink({ to, title, className }: { to: string; title: string; className: string }) {
  return (
    <Link
      to={to}
      aria-label={`View Project: ${title}`}
      className={`${className} inline-flex items-center gap-2 rounded-md font-semibold text-canopy-700 underline-offset-4 hover:underline`}
    >
      View Project
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/**
 * A card of the grid, in the featured cards' family: the picture framed alone, the category as an
 * eyebrow, the title in the display face, then the words and the services. No box around it.
 */
function ProjectCardView({ project, later }: { project: ProjectCard; later: boolean }) {
  const { shown, more } = visibleServices(project.services);
  const href = `/portfolio/${project.slug}`;
  return (
    <li
      className={cn(
        "group relative flex flex-col",
        // Far below the fold: the browser skips their layout until they come near.
        "[contain-intrinsic-size:auto_17rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_30rem]",
      )}
      data-category={project.category}
      data-later={later ? "" : undefined}
    >
      <Link to={href} className="relative block overflow-hidden rounded-2xl ring-1 ring-black/10" tabIndex={-1} aria-hidden="true">
        <WorkImage
          id={`${project.slug}-cover`}
          alt=""
          sizes="(min-width: 1024px) 352px, (min-width: 768px) 50vw, (min-width: 640px) 100vw, 50vw"
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-canopy-900/70 opacity-0 transition-opacity group-hover:opacity-100">
          <span className="rounded-full bg-white px-4 py-2 font-semibold text-canopy-800">View Project</span>
        </span>
      </Link>
      {/* On a phone, two to a row: the picture, the title and the link; the rest from 640 px up. */}
      <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700 max-sm:hidden">{project.category}</p>
      <h3 className="mt-3 font-display text-base leading-snug font-semibold text-canopy-800 sm:mt-1 sm:text-xl">{project.title}</h3>
      <p className="mt-2 flex-1 text-muted max-sm:hidden">{project.shortDescription}</p>
      {/*
        The services as inline badges, each read whole: a line breaks only at the space between two
        names, never between the last name and its "+N more" (no space between them, and a line never
        breaks between a letter and a "+"), so that badge never sits alone on a line. Taller lines leave room for the badges' padding.
      */}
      <ul className="mt-3 text-xs leading-7 max-sm:hidden" aria-label="Services">
        {shown.map((s, i) => (
          <Fragment key={s}>
            {i > 0 ? " " : null}
            <li className={cn(badge, "bg-canopy-50 font-medium text-canopy-800")}>{s}</li>
          </Fragment>
        ))}
        {more > 0 ? <li className={cn(badge, "ml-1.5 bg-peach-100 font-semibold text-peach-700")}>+{more} more</li> : null}
      </ul>
      <ViewProjectLink to={href} title={project.title} className="relative z-10 mt-auto min-h-6 self-start pt-2 text-sm sm:pt-3 sm:text-base" />
    </li>
  );
}

const badge = "inline rounded-md px-2.5 py-1 whitespace-nowrap [box-decoration-break:clone]";
