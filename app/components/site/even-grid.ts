/**
 * Column counts chosen from the number of items, so that no row of a grid ends in a lone card.
 * At each width the grid takes the widest count, up to that width's limit, that the items fill
 * exactly; failing that, one where the first item spans two columns and the rest then fill every
 * row (seven cards in four columns: a wide first card, then 2 + 4); failing that, one column.
 * Class names are written out whole so Tailwind finds them.
 */
const columns = {
  base: { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-5" },
  sm: { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4", 5: "sm:grid-cols-5" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4", 5: "md:grid-cols-5" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" },
} as const;
const spanTwo = { base: "col-span-2", sm: "sm:col-span-2", md: "md:col-span-2", lg: "lg:col-span-2" } as const;
const spanOne = { base: "col-span-1", sm: "sm:col-span-1", md: "md:col-span-1", lg: "lg:col-span-1" } as const;

export type Breakpoint = keyof typeof columns;
export type ColumnCount = 1 | 2 | 3 | 4 | 5;

/** How `count` items sit in at most `max` columns: the count, and whether the first item is wide. */
export function fit(count: number, max: ColumnCount): { cols: ColumnCount; wideFirst: boolean } {
  if (count <= 1) return { cols: 1, wideFirst: false };
  for (let c = Math.min(max, count) as ColumnCount; c >= 2; c--) if (count % c === 0) return { cols: c, wideFirst: false };
  for (let c = Math.min(max, count + 1) as ColumnCount; c >= 2; c--) if ((count + 1) % c === 0) return { cols: c, wideFirst: true };
  return { cols: 1, wideFirst: false };
}

/**
 * The column classes and the first item's, for `count` items with at most so many columns per
 * width (`{ md: 2, lg: 4 }`); below the first width given, one column. The caller says `grid`
 * (or `md:grid`, for a list that is something else on a phone).
 */
export function evenGrid(count: number, limits: Partial<Record<Breakpoint, ColumnCount>>): { grid: string; first: string } {
  const grid: string[] = [];
  const first: string[] = [];
  let wasWide = false;
  for (const bp of ["base", "sm", "md", "lg"] as const) {
    const max = limits[bp];
    if (!max) continue;
    const { cols, wideFirst } = fit(count, max);
    grid.push(columns[bp][cols]);
    if (wideFirst) first.push(spanTwo[bp]);
    else if (wasWide) first.push(spanOne[bp]);
    wasWide = wideFirst;
  }
  return { grid: grid.filter(Boolean).join(" "), first: first.join(" ") };
}
