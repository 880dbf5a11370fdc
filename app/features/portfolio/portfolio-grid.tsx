import { useEffect, useRef, useState } from "react";
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
  return rules.join("\n");
}

export function PortfolioGrid({ projects }: { projects: ProjectCard[] }) {
  const [filter, setFilter] = useState<PortfolioFilter>("All");
  const root = useRef<HTMLDivElement>(null);
  // A category tapped before the code arrived is already checked (the stylesheet showed it):
  // take it over, so the spoken count matches what is on screen.
  useEffect(() => {
    const checked = root.current?.querySelector<HTMLInputElement>('input[name="category"]:checked');
    const chosen = portfolioFilters.find((f) => f === checked?.value);
    if (chosen) setFilter(chosen);
  }, []);
  const count = filter === "All" ? projects.length : projects.filter((p) => p.category === filter).length;
  return (
    <div data-portfolio="" ref={root}>
      <style>{filterRules(projects)}</style>
      <fieldset className="flex flex-wrap justify-center gap-2">
        <legend className="sr-only">Filter projects by category</legend>
        {portfolioFilters.map((f) => (
          <label
            key={f}
            className={cn(
              "cursor-pointer rounded-full border-2 border-canopy-200 bg-white px-4 py-2 text-sm font-semibold text-canopy-800 transition-colors hover:border-canopy-700",
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
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {projects.map((p, i) => (
          // Only the first cover is fetched at once, with high priority: on a phone it is the one
          // on the first screen (and its largest paint); the rest load as they come near.
          <ProjectCardView key={p.id} project={p} eager={i < 1} deferRender={i >= 4} />
        ))}
      </ul>
    </div>
  );
}

function ProjectCardView({ project, eager, deferRender }: { project: ProjectCard; eager: boolean; deferRender: boolean }) {
  const { shown, more } = visibleServices(project.services);
  const href = `/portfolio/${project.slug}`;
  return (
    <li
      className={cn(
        "group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-canopy-100",
        // Sixty cards are a lot of layout for a phone: the browser skips the ones far below
        // the fold until they come near, keeping a placeholder of a card's usual height.
        deferRender && "[contain-intrinsic-size:auto_38rem] [content-visibility:auto]",
      )}
      data-category={project.category}
    >
      <Link to={href} className="relative block overflow-hidden" tabIndex={-1} aria-hidden="true">
        <WorkImage
          id={`${project.slug}-cover`}
          alt=""
          sizes="(min-width: 768px) 560px, 100vw"
          eager={eager}
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-canopy-900/70 opacity-0 transition-opacity group-hover:opacity-100">
          <span className="rounded-full bg-white px-4 py-2 font-semibold text-canopy-800">View Project</span>
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <p>
          <span className="rounded-full bg-canopy-50 px-3 py-1 text-xs font-semibold text-canopy-700">{project.category}</span>
        </p>
        <h2 className="mt-3 text-xl font-semibold text-canopy-800">{project.title}</h2>
        <p className="mt-2 flex-1 text-muted">{project.shortDescription}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Services">
          {shown.map((s) => (
            <li key={s} className="rounded-md bg-cream px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-canopy-100">
              {s}
            </li>
          ))}
          {more > 0 ? <li className="rounded-md bg-peach-100 px-2.5 py-1 text-xs font-semibold text-peach-700">+{more} more</li> : null}
        </ul>
        <Link
          to={href}
          aria-label={`View Project: ${project.title}`}
          className="mt-5 inline-flex items-center gap-2 self-start rounded-md font-semibold text-canopy-700 underline-offset-4 hover:underline"
        >
          View Project
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </li>
  );
}
