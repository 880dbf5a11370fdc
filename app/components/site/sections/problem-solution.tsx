import { CircleAlert } from "lucide-react";
import { Section, SectionHeading, HeadingText } from "#app/components/site/section.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";

export interface PointedText {
  heading: string;
  body: string;
  points: readonly string[];
}

/** What goes wrong today beside what changes: warnings on the left, ticks on a card on the right. */
export function ProblemSolution({ id, problem, solution }: { id: string; problem: PointedText; solution: PointedText }) {
  return (
    <Section labelledBy={id}>
      <div className="grid gap-10 md:grid-cols-2">
        <div>
          <SectionHeading id={id} title={problem.heading} lead={problem.body} align="left" />
          <TickList items={problem.points} icon={CircleAlert} iconClassName="text-peach-700" spacious className="mt-6 space-y-3" />
        </div>
        <div className="rounded-3xl bg-white p-8 ring-1 ring-canopy-100">
          <h2 className="font-display text-3xl font-bold text-canopy-800">
            <HeadingText text={solution.heading} />
          </h2>
          <p className="mt-4 text-lg text-muted">{solution.body}</p>
          <TickList items={solution.points} spacious className="mt-6 space-y-3" />
        </div>
      </div>
    </Section>
  );
}
