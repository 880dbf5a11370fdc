/** "Mar 4" for a UTC day (YYYY-MM-DD). */
export const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const width = 640;
const height = 200;

/** Where one slot's bar stands: its left edge, its width, and the height of a value. */
export interface BarSlot {
  x: number;
  barW: number;
  y: (value: number) => number;
}

/**
 * A bar chart over days or weeks, drawn on the server (no chart library, no script): the value
 * grid, one slot per day with its date under it, a legend, and the same numbers in a table for
 * screen readers. The caller draws what stands in each slot.
 */
export function BarChart(props: {
  id: string;
  caption: React.ReactNode;
  /** The days (YYYY-MM-DD), one slot each, dated under it when `dated` says so. */
  days: readonly string[];
  dated: (index: number) => boolean;
  max: number;
  left: number;
  barRatio: number;
  slot: (day: string, index: number, at: BarSlot) => React.ReactNode;
  legend: readonly { label: string; fill: string; dot?: boolean }[];
  table: { caption: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };
}) {
  const { days, table } = props;
  const pad = { top: 12, right: 8, bottom: 28, left: props.left };
  const max = Math.max(1, props.max);
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * Math.ceil(max / step);
  const plotH = height - pad.top - pad.bottom;
  const slotW = (width - pad.left - pad.right) / Math.max(1, days.length);
  const barW = Math.max(1, slotW * props.barRatio);
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  return (
    <figure aria-labelledby={`${props.id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100">
      <figcaption id={`${props.id}-title`} className="font-semibold text-canopy-800">
        {props.caption}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-auto w-full" role="img" aria-hidden="true" focusable="false">
        {Array.from({ length: top / step + 1 }, (_, i) => i * step).map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#dcece2" />
            <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#4b5753">
              {v}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = pad.left + i * slotW + (slotW - barW) / 2;
          return (
            <g key={day}>
              {props.slot(day, i, { x, barW, y })}
              {props.dated(i) ? (
                <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#4b5753">
                  {shortDate(day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
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
