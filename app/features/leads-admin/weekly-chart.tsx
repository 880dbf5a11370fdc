import type { WeeklyChartData } from "#app/schemas/admin-views.ts";
import { BarChart, shortDate } from "./bar-chart";

const sourceStyle: Record<string, { label: string; fill: string }> = {
  contact: { label: "Contact form", fill: "#1b4f33" },
  demo: { label: "AI demo", fill: "#e07a3a" },
  booking: { label: "Booking", fill: "#2563eb" },
  chat: { label: "Chat", fill: "#7c3aed" },
};
const fallback = { fill: "#64748b" };
const labelOf = (source: string) => sourceStyle[source]?.label ?? source;
const fillOf = (source: string) => (sourceStyle[source] ?? fallback).fill;

/** New leads per week by source, as stacked bars. */
export function WeeklyChart({ data }: { data: WeeklyChartData }) {
  const count = (source: string, week: number) => data.counts[source]?.[week] ?? 0;
  const totals = data.weeks.map((_, i) => data.sources.reduce((sum, s) => sum + count(s, i), 0));
  const shown = data.sources.filter((s) => (data.counts[s] ?? []).some((n) => n > 0));
  return (
    <BarChart
      id="weekly-chart"
      caption={`New leads per week by source (last ${data.weeks.length} weeks)`}
      days={data.weeks}
      dated={(i) => i % 2 === 0 || data.weeks.length <= 6}
      max={Math.max(...totals)}
      barRatio={0.62}
      slot={(week, i, { x, barW, y }) => {
        let acc = 0;
        return data.sources.map((s) => {
          const n = count(s, i);
          if (!n) return null;
          const y0 = y(acc);
          acc += n;
          const y1 = y(acc);
          return (
            <rect key={s} x={x} y={y1} width={barW} height={Math.max(0, y0 - y1)} fill={fillOf(s)}>
              <title>{`${labelOf(s)}: ${n} in the week of ${shortDate(week)}`}</title>
            </rect>
          );
        });
      }}
      legend={(shown.length ? shown : data.sources.slice(0, 4)).map((s) => ({ label: labelOf(s), fill: fillOf(s) }))}
      table={{
        caption: "New leads per week by source",
        columns: ["Week of", ...data.sources.map(labelOf)],
        rows: data.weeks.map((week, i) => [shortDate(week), ...data.sources.map((s) => count(s, i))]),
      }}
    />
  );
}
