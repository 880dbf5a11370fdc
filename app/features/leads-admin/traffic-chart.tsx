import type { TrafficDay } from "#app/schemas/traffic.ts";
import { BarChart, shortDate } from "./bar-chart";

/** Visits per day as bars and leads per day as dots above them, like the leads chart. */
export function TrafficChart({ series }: { series: TrafficDay[] }) {
  const labelEvery = Math.ceil(series.length / 8);
  return (
    <BarChart
      id="traffic-chart"
      caption={`Visits and leads per day (last ${series.length} days, UTC)`}
      days={series.map((d) => d.day)}
      dated={(i) => i % labelEvery === 0}
      max={Math.max(...series.map((d) => d.visits), ...series.map((d) => d.leads))}
      barRatio={0.7}
      slot={(_, i, { x, barW, y }) => {
        const d = series[i]!;
        return (
          <>
            {d.visits ? (
              <rect x={x} y={y(d.visits)} width={barW} height={Math.max(0, y(0) - y(d.visits))} fill="#1b4f33">
                <title>{`${d.visits} visits, ${d.visitors} unique visitors on ${shortDate(d.day)}`}</title>
              </rect>
            ) : null}
            {d.leads ? (
              // A dot that stays round in the stretched plot: a line of no length with round ends, its width in screen pixels, ringed in white.
              <g>
                <title>{`${d.leads} leads on ${shortDate(d.day)}`}</title>
                {[
                  ["#fff", 10],
                  ["#e07a3a", 7],
                ].map(([stroke, w]) => (
                  <line
                    key={stroke}
                    x1={x + barW / 2}
                    x2={x + barW / 2}
                    y1={y(d.leads)}
                    y2={y(d.leads)}
                    stroke={String(stroke)}
                    strokeWidth={w}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
              </g>
            ) : null}
          </>
        );
      }}
      legend={[
        { label: "Visits", fill: "#1b4f33" },
        { label: "Leads", fill: "#e07a3a", dot: true },
      ]}
      table={{
        caption: "Visits, unique visitors and leads per day",
        columns: ["Day", "Visits", "Unique visitors", "Leads"],
        rows: series.map((d) => [shortDate(d.day), d.visits, d.visitors, d.leads]),
      }}
    />
  );
}
