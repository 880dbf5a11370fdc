import { describe, expect, it } from "vitest";
import { landingSlugs } from "#content/routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { landingPages } from "./index.ts";
import { landingLayouts } from "./layouts.ts";

const projects = new Set(portfolioProjects.map((p) => p.slug));
const always = ["benefits", "included", "process", "testimonial", "faq"] as const;

describe("landing page layouts", () => {
  it("gives every landing page a layout, and no layout to a page that does not exist", () => {
    expect(Object.keys(landingLayouts).sort()).toEqual([...landingSlugs].sort());
  });

  it.each(landingSlugs)("%s shows real projects and all of its own words", (slug) => {
    const layout = landingLayouts[slug]!;
    for (const work of [layout.heroWork, layout.caseStudy, ...layout.workStrip]) expect(projects).toContain(work);
    // The case study and the strip never repeat the hero's project or each other.
    const shown = [layout.heroWork, layout.caseStudy, ...layout.workStrip];
    expect(new Set(shown).size).toBe(shown.length);
    for (const section of always) expect(layout.sections).toContain(section);
    const page = landingPages.find((p) => p.slug === slug)!;
    if (page.highlights) expect(layout.sections).toContain("highlights");
    expect(new Set(layout.sections).size).toBe(layout.sections.length);
  });

  it("opens every page with a different project", () => {
    const heroes = landingSlugs.map((s) => landingLayouts[s]!.heroWork);
    expect(new Set(heroes).size).toBe(heroes.length);
  });

  it("never gives two pages the same order of sections and the same case study", () => {
    const keys = landingSlugs.map((s) => `${landingLayouts[s]!.sections.join(",")}|${landingLayouts[s]!.caseStudy}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never gives pages next to each other in the list the same order of sections", () => {
    for (let i = 1; i < landingSlugs.length; i++) {
      expect(landingLayouts[landingSlugs[i]!]!.sections).not.toEqual(landingLayouts[landingSlugs[i - 1]!]!.sections);
    }
  });

  it("gives the pages both designs of the reasons and of the process, so they differ in shape as well as order", () => {
    const looks = landingSlugs.map((s) => landingLayouts[s]!.looks);
    expect(new Set(looks.map((l) => l.benefits))).toEqual(new Set(["cards", "list"]));
    expect(new Set(looks.map((l) => l.process))).toEqual(new Set(["ruled", "list"]));
    for (let i = 1; i < landingSlugs.length; i++) {
      const [a, b] = [landingLayouts[landingSlugs[i - 1]!]!, landingLayouts[landingSlugs[i]!]!];
      expect(a.looks === b.looks && a.sections === b.sections, `${landingSlugs[i]} looks like the page before it`).toBe(false);
    }
  });

  it("opens the pages in all three designs, never two pages next to each other alike", () => {
    const heroes = landingSlugs.map((s) => landingLayouts[s]!.hero);
    expect(new Set(heroes)).toEqual(new Set(["split", "cover", "statement"]));
    for (let i = 1; i < heroes.length; i++) expect(heroes[i], landingSlugs[i]).not.toBe(heroes[i - 1]);
    // Each design opens a third of the pages or so, none most of them.
    for (const h of new Set(heroes)) expect(heroes.filter((x) => x === h).length).toBeLessThanOrEqual(7);
  });
});
