import { describe, expect, it } from "vitest";
import { portfolioFilters, visibleServices } from "./portfolio-rules";

describe("portfolio card rules", () => {
  it.each([
    [["Logo Design"], ["Logo Design"], 0],
    [["A", "B"], ["A", "B"], 0],
    [["A", "B", "C"], ["A", "B"], 1],
    [["A", "B", "C", "D", "E", "F"], ["A", "B"], 4],
  ])("%j shows %j and +%i more", (services, shown, more) => {
    expect(visibleServices(services)).toEqual({ shown, more });
  });

  it("offers the filters in the spec's order", () => {
    expect(portfolioFilters).toEqual(["All", "Website", "Branding", "Packaging Design", "Print Design", "Social Media", "Support"]);
  });
});
