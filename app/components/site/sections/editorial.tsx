import { MarginHeading, Section } from "#app/components/site/section.tsx";
import { cn } from "#app/utils/cn.ts";

/** Long-form words: the heading in the margin, the text at reading measure, an image beside if any. */
export function Editorial({
  id,
  eyebrow,
  heading,
  paragraphs,
  aside,
  tone = "white",
  large = false,
  children,
  figure,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
  aside?: React.ReactNode;
  tone?: "cream" | "white" | "mint";
  /** The first paragraph set as a standfirst. */
  large?: boolean;
  /** After the text: figures, a link. */
  children?: React.ReactNode;
  /**
   * A picture that leads the text, across the text's column: for a picture that, set small in
   * the margin under the heading, would leave the margin empty below it beside long text.
   */
  figure?: React.ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          <MarginHeading id={id} eyebrow={eyebrow} heading={heading}>
            {aside ? <div className="mt-8 hidden lg:block">{aside}</div> : null}
          </MarginHeading>
        </div>
        <div className="space-y-5 text-lg leading-relaxed lg:col-span-8">
          {figure ? <div className="pb-3">{figure}</div> : null}
          {paragraphs.map((p, i) => (
            <p key={p.slice(0, 40)} className={cn(large && i === 0 && "font-display text-display-sm leading-snug text-canopy-900")}>
              {p}
            </p>
          ))}
          {children}
          {aside ? <div className="lg:hidden">{aside}</div> : null}
        </div>
      </div>
    </Section>
  );
}
