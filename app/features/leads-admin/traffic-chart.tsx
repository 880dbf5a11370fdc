import type { TrafficDay } from "#app/schemas/traffic.ts";

const shortDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * Visits per day as bars and leads per day as dots above them, drawn on the server like the
 * leads chart (no chart library, no script). The same numbers are in a table for screen readers.
 */
export function TrafficChart({ series }: { series: TrafficDay[] }) {
  const width = 640;
  const height = 200;
  const pad = { top: 12, right: 8, bottom: 28, left: 36 };
  const max = Math.max(1, ...series.map((d) => d.visits), ...series.map((d) => d.leads));
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * Math.ceil(max / step);
  const plotH = height - pad.top - pad.bottom;
  const slot = (width - pad.left - pad.right) / Math.max(1, series.length);
  const barW = Math.max(1, slot * 0.7);
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const labelEvery = Math.ceil(series.length / 8);
  return (
    <figure aria-labelledby="traffic-chart-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100">
      <figcaption id="traffic-chart-title" className="font-semibold text-canopy-800">
        Visits and leads per day (last {series.length} days, UTC)
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
        {series.map((d, i) => {
          const x = pad.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.day}>
              {d.visits ? (
                <rect x={x} y={y(d.visits)} width={barW} height={Math.max(0, y(0) - y(d.visits))} fill="#1b4f33">
                  <title>{`${d.visits} visits, ${d.visitors} unique visitors on ${shortDate(d.day)}`}</title>
                </rect>
              ) : null}
              {d.leads ? (
                <circle cx={x + barW / 2} cy={y(d.leads)} r={Math.min(5, Math.max(2.5, barW / 2))} fill="#e07a3a" stroke="#fff">
                  <title>{`${d.leads} leads on ${shortDate(d.day)}`}</title>
                </circle>
              ) : null}
              {i % labelEvery === 0 ? (
                <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#4b5753">
                  {shortDate(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: "#1b4f33" }} />
          Visits
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full" style={{ background: "#e07a3a" }} />
          Leads
        </li>
      </ul>
      {/* A table ignores the 1px width of sr-only and would widen the page; its wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>Visits, unique visitors and leads per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
              <th scope="col">Unique visitors</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{shortDate(d.day)}</th>
                <td>{d.visits}</td>
                <td>{d.visitors}</td>
                <td>{d.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
