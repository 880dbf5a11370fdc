import type { WeeklyChartData } from "#app/schemas/admin-views.ts";

const sourceStyle: Record<string, { label: string; fill: string }> = {
  contact: { label: "Contact form", fill: "#1b4f33" },
  demo: { label: "AI demo", fill: "#e07a3a" },
  booking: { label: "Booking", fill: "#2563eb" },
  chat: { label: "Chat", fill: "#7c3aed" },
};
const fallback = { fill: "#64748b" };

const shortDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * New leads per week by source, as stacked bars drawn on the server (no chart library, no
 * script). The same numbers are in a table for screen readers.
 */
export function WeeklyChart({ data }: { data: WeeklyChartData }) {
  const width = 640;
  const height = 200;
  const pad = { top: 12, right: 8, bottom: 28, left: 32 };
  const totals = data.weeks.map((_, i) => data.sources.reduce((sum, s) => sum + (data.counts[s]?.[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * Math.ceil(max / step);
  const plotH = height - pad.top - pad.bottom;
  const slot = (width - pad.left - pad.right) / data.weeks.length;
  const barW = slot * 0.62;
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const shown = data.sources.filter((s) => (data.counts[s] ?? []).some((n) => n > 0));
  const legend = shown.length ? shown : data.sources.slice(0, 4);

  return (
    <figure aria-labelledby="weekly-chart-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100">
      <figcaption id="weekly-chart-title" className="font-semibold text-canopy-800">
        New leads per week by source (last {data.weeks.length} weeks)
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
        {data.weeks.map((week, i) => {
          let acc = 0;
          const x = pad.left + i * slot + (slot - barW) / 2;
          return (
            <g key={week}>
              {data.sources.map((s) => {
                const n = data.counts[s]?.[i] ?? 0;
                if (!n) return null;
                const y0 = y(acc);
                acc += n;
                const y1 = y(acc);
                return (
                  <rect key={s} x={x} y={y1} width={barW} height={Math.max(0, y0 - y1)} fill={(sourceStyle[s] ?? fallback).fill}>
                    <title>{`${sourceStyle[s]?.label ?? s}: ${n} in the week of ${shortDate(week)}`}</title>
                  </rect>
                );
              })}
              {i % 2 === 0 || data.weeks.length <= 6 ? (
                <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#4b5753">
                  {shortDate(week)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        {legend.map((s) => (
          <li key={s} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: (sourceStyle[s] ?? fallback).fill }} />
            {sourceStyle[s]?.label ?? s}
          </li>
        ))}
      </ul>
      {/* A table ignores the 1px width of sr-only and would widen the page; its wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>New leads per week by source</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {data.sources.map((s) => (
                <th key={s} scope="col">
                  {sourceStyle[s]?.label ?? s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((week, i) => (
              <tr key={week}>
                <th scope="row">{shortDate(week)}</th>
                {data.sources.map((s) => (
                  <td key={s}>{data.counts[s]?.[i] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
