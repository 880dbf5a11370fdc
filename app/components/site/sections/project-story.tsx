import { CheckCircle2, ExternalLink, Trophy } from "lucide-react";
import type { PortfolioProject } from "#content/schemas/collections.ts";
import { Section } from "#app/components/site/section.tsx";
import { WorkImage, WorkVideo } from "#app/components/site/work-image.tsx";
import { TestimonialCard } from "#app/components/site/testimonial-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";
import { BackLink } from "#app/components/site/back-link.tsx";
import { evenGrid } from "#app/components/site/even-grid.ts";
import { cn } from "#app/utils/cn.ts";

/** A portfolio project's story in four parts: the header, what changed, the pictures, the facts. */

/**
 * The case study's opening: its title the largest words on the page, then the work itself
 * straight under it (on a phone, within the first screen), then the story beside it.
 */
export function ProjectHeader({ project }: { project: PortfolioProject }) {
  return (
    <header className="mx-auto grid max-w-6xl gap-x-12 gap-y-8 px-4 pb-12 pt-6 sm:px-6 lg:grid-cols-12">
      <div className="lg:col-span-12">
        <BackLink to="/portfolio" label="Back to Portfolio" />
        {/* On a phone in two set lines (the category, then the client and place), so the brand face arriving
            cannot wrap it onto one more line and push the title and the picture down (CLS). */}
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-peach-700">
          <span className="block truncate sm:inline">
            {project.category}
            <span className="hidden sm:inline"> · </span>
          </span>
          <span className="block truncate sm:inline">
            {project.client} · {project.location}
          </span>
        </p>
        <h1 className="mt-2 max-w-4xl font-display text-display font-semibold text-canopy-800">{project.title}</h1>
      </div>
      {/* The grid item is the picture's box: a class on the <img> inside it would not span the columns. */}
      <div className="lg:col-span-7">
        <WorkImage
          id={`${project.slug}-cover`}
          alt={project.image.alt}
          eager
          sizes="(min-width: 1152px) 630px, (min-width: 1024px) 56vw, 100vw"
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
      <div className="lg:col-span-5">
        <p className="text-lg leading-relaxed text-pretty">{project.fullDescription}</p>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">Services</h2>
        <TagList items={project.services} look="bg-white ring-1 ring-canopy-100" />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/get-started">Start a Project Like This</ButtonLink>
          {project.liveUrl ? (
            <a
              href={project.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md px-2 py-3 font-semibold text-canopy-800 underline underline-offset-4 hover:text-canopy-600"
            >
              Visit Live Site <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export function ProjectOutcomes({ project }: { project: PortfolioProject }) {
  return (
    <Section tone="white">
      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="challenges">
          <h2 id="challenges" className="font-display text-2xl font-bold text-canopy-800">
            Challenges Solved
          </h2>
          <TickList items={project.challengesSolved} icon={CheckCircle2} spacious className="mt-5 space-y-3" />
        </section>
        <section aria-labelledby="results">
          <h2 id="results" className="font-display text-2xl font-bold text-canopy-800">
            Results Achieved
          </h2>
          <TickList items={project.results} icon={Trophy} iconClassName="text-peach-700" spacious className="mt-5 space-y-3" />
        </section>
      </div>
    </Section>
  );
}

export function ProjectGallery({ project }: { project: PortfolioProject }) {
  const gallery = project.gallery.map((art, i) => ({ id: `${project.slug}-${i + 1}`, alt: art.alt }));
  const count = gallery.length + (project.videos?.length ?? 0);
  const cells = evenGrid(count, { md: 2 });
  return (
    <Section labelledBy="gallery" afterPaint>
      <h2 id="gallery" className="font-display text-2xl font-bold text-canopy-800">
        Project Gallery
      </h2>
      {/* One picture takes the whole width; three, the first wide over two: never one alone on a row. */}
      <ul className={cn("mt-6 grid gap-6", cells.grid)}>
        {gallery.map((g, i) => (
          <li key={g.id} className={cn(i === 0 && cells.first)}>
            <WorkImage
              id={g.id}
              alt={g.alt}
              sizes={i === 0 && (cells.first || count === 1) ? "(min-width: 1152px) 1104px, 100vw" : "(min-width: 768px) 560px, 100vw"}
              className="aspect-[3/2] w-full rounded-xl object-cover"
            />
          </li>
        ))}
        {(project.videos ?? []).map((v, i) => (
          <li key={v.title}>
            <WorkVideo id={`${project.slug}-video-${i + 1}`} title={v.title} caption={v.caption} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A row of small labels: a project's services or its technologies. */
function TagList({ items, look }: { items: readonly string[]; look: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {items.map((t) => (
        <li key={t} className={`rounded-md px-3 py-1 text-sm ${look}`}>
          {t}
        </li>
      ))}
    </ul>
  );
}

export function ProjectInfo({ project }: { project: PortfolioProject }) {
  return (
    <Section tone="white" labelledBy="info">
      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="info">
          <h2 id="info" className="font-display text-2xl font-bold text-canopy-800">
            Project Information
          </h2>
          <dl className="mt-5 divide-y divide-canopy-100 rounded-xl ring-1 ring-canopy-100">
            {[
              ["Duration", project.projectDuration],
              ["Category", project.category],
              ["Services", `${project.services.length} ${project.services.length === 1 ? "service" : "services"}`],
              ["Industry", project.industry],
              ["Location", project.location],
            ].map(([k, v]) => (
              <div key={k} className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">{k}</dt>
                <dd className="font-semibold text-ink">{v}</dd>
              </div>
            ))}
          </dl>
          {project.technologies?.length ? (
            <>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">Technologies</h3>
              <TagList items={project.technologies} look="bg-canopy-50 text-canopy-800" />
            </>
          ) : null}
        </section>
        <div className="self-center">
          <TestimonialCard
            quote={project.clientTestimonial.text}
            name={project.clientTestimonial.author}
            detail={project.clientTestimonial.position}
          />
        </div>
      </div>
    </Section>
  );
}
