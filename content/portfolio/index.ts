import type { PortfolioProject } from "#content/schemas/collections.ts";
import { brandingProjects } from "./branding.ts";
import { packagingProjects } from "./packaging.ts";
import { printProjects } from "./print.ts";
import { socialProjects } from "./social.ts";
import { websiteProjects } from "./website.ts";

/** Every portfolio project, newest (highest id) first. */
export const portfolioProjects: PortfolioProject[] = [
  ...websiteProjects,
  ...brandingProjects,
  ...packagingProjects,
  ...printProjects,
  ...socialProjects,
].sort((a, b) => b.id - a.id);
