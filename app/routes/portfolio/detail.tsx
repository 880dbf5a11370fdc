import { redirect } from "react-router";
import type { Route } from "./+types/detail";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { marketingPages } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { coverId, imageUrl } from "#content/image-ids.ts";
import { creativeWorkLd, pageSeo, trailTo } from "#app/utils/structured-data.ts";
import { Breadcrumbs } from "#app/components/site/breadcrumbs.tsx";
import { ProjectGallery, ProjectHeader, ProjectInfo, ProjectOutcomes } from "#app/components/site/sections/project-story.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const parents = [{ name: marketingPages.portfolio.name, path: marketingPages.portfolio.path }];
const crumbOf = (project: { title: string; slug: string }) => ({ name: project.title, path: `/portfolio/${project.slug}` });

export function loader({ params }: Route.LoaderArgs) {
  const project = portfolioProjects.find((p) => p.slug === params.slug);
  // An unknown project sends the visitor to the list; the bad URL never enters history.
  if (!project) throw redirect("/portfolio");
  return { project };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [];
  const { project } = data;
  const path = `/portfolio/${project.slug}`;
  const image = imageUrl(coverId(project.slug), 1200, "webp");
  const ld = creativeWorkLd({
    name: project.title,
    description: project.shortDescription,
    path,
    image,
    client: project.client,
    genre: project.category,
  });
  return pageSeo(
    {
      ...crumbOf(project),
      title: `${project.title} | ${project.category} Portfolio | ${site.name}`,
      description: project.shortDescription,
      image,
      parents,
    },
    [ld],
  );
};

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <Breadcrumbs trail={trailTo(crumbOf(project), parents)} />
      <article>
        <ProjectHeader project={project} />
        <ProjectOutcomes project={project} />
        <ProjectGallery project={project} />
        <ProjectInfo project={project} />
      </article>
      <CtaBand title="Want results like these?" body="Tell us about your business. We reply within 24 hours with honest advice and a clear quote.">
        <ButtonLink to="/get-started" variant="accent" size="lg">
          Get Started
        </ButtonLink>
        <ButtonLink to="/contact" variant="link-light" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
