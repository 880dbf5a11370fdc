/** "Mar 4" for a UTC day (YYYY-MM-DD). */
export const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The plot's own units: the bars are drawn in these and stretched to the box the page gives them. */
const width = 640;
const height = 160;

/** Where one slot's bar stands: its left edge, its width, and the height of a value. */
export interface BarSlot {
  x: number;
  barW: number;
  y: (value: number) => number;
}

/** Dates under the bars: past this many, a phone shows every other one, so none runs into the next. */
const PHONE_DATES = 6;

/**
 * A bar chart over days or weeks, drawn on the server (no chart library, no script): the value
 * grid, one slot per day with its date under it, a legend, and the same numbers in a table for
 * screen readers. The caller draws what stands in each slot.
 *
 * The bars are an SVG stretched to the chart's box; the values and dates beside and under them are
 * text in the page, placed by percentage, so they read at the page's small size at every width
 * (drawn inside a 640-wide picture they shrank with it, to 5 px on a phone, and grew to 18 at 1280).
 */
export function BarChart(props: {
  id: string;
  caption: React.ReactNode;
  /** The days (YYYY-MM-DD), one slot each, dated under it when `dated` says so. */
  days: readonly string[];
  dated: (index: number) => boolean;
  max: number;
  barRatio: number;
  slot: (day: string, index: number, at: BarSlot) => React.ReactNode;
  legend: readonly { label: string; fill: string; dot?: boolean }[];
  table: { caption: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };
}) {
  const { days, table } = props;
  const max = Math.max(1, props.max);
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * Math.ceil(max / step);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const slotW = width / Math.max(1, days.length);
  const barW = Math.max(1, slotW * props.barRatio);
  const y = (v: number) => height - (v / top) * height;
  const left = (i: number) => i * slotW + (slotW - barW) / 2;
  const dated = days.flatMap((day, i) => (props.dated(i) ? [{ day, i }] : []));
  return (
    <figure aria-labelledby={`${props.id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100">
      <figcaption id={`${props.id}-title`} className="font-semibold text-canopy-800 text-balance">
        {props.caption}
      </figcaption>
      <div aria-hidden="true" data-chart-plot="" className="mt-4 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted tabular-nums sm:text-sm">
        {/* The values, each level with its grid line; the column as wide as the longest. */}
        <div className="relative text-right" style={{ width: `${String(top).length}ch` }}>
          {ticks.map((v) => (
            <span key={v} data-chart-label="" className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${(y(v) / height) * 100}%` }}>
              {v}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="block h-40 w-full overflow-visible sm:h-48 lg:h-60"
          focusable="false"
        >
          {ticks.map((v) => (
            <line key={v} x1={0} x2={width} y1={y(v)} y2={y(v)} stroke="#dcece2" vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, i) => (
            <g key={day}>{props.slot(day, i, { x: left(i), barW, y })}</g>
          ))}
        </svg>
        <div />
        {/* The dates, each centred under its bar. */}
        <div className="relative mt-2 h-4 sm:h-5">
          {dated.map(({ day, i }, n) => (
            <span
              key={day}
              data-chart-label=""
              className={`absolute top-0 -translate-x-1/2 whitespace-nowrap leading-none ${dated.length > PHONE_DATES && n % 2 ? "max-sm:hidden" : ""}`}
              style={{ left: `${((left(i) + barW / 2) / width) * 100}%` }}
            >
              {shortDate(day)}
            </span>
          ))}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
        {props.legend.map((l) => (
          <li key={l.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-3 w-3 ${l.dot ? "rounded-full" : "rounded-sm"}`} style={{ background: l.fill }} />
            {l.label}
          </li>
        ))}
      </ul>
      {/* A table ignores the 1px width of sr-only and would widen the page; its wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells], row) => (
              <tr key={days[row]}>
                <th scope="row">{head}</th>
                {cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
