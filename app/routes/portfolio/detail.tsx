import { redirect } from "react-router";
import type { Route } from "./+types/detail";
import { portfolioProjects } from "@content/portfolio/index";
import { seo } from "~/utils/seo";
import { breadcrumbLd, creativeWorkLd } from "~/utils/structured-data";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { ProjectGallery, ProjectHeader, ProjectInfo, ProjectOutcomes } from "~/components/site/sections/project-story";
import { CtaBand } from "~/components/site/cta-band";
import { ButtonLink } from "~/components/ui/button";

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
  const image = `/img/work/${project.slug}-cover-1200.webp`;
  return seo({
    title: `${project.title} | ${project.category} Portfolio | Canopy Creative`,
    description: project.shortDescription,
    path,
    image,
    jsonLd: [
      creativeWorkLd({
        name: project.title,
        description: project.shortDescription,
        path,
        image,
        client: project.client,
        genre: project.category,
      }),
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: "Portfolio", path: "/portfolio" },
        { name: project.title, path },
      ]),
    ],
  });
};

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: "Portfolio", path: "/portfolio" },
          { name: project.title, path: `/portfolio/${project.slug}` },
        ]}
      />
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
        <ButtonLink to="/contact" variant="outline-light" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
