import { cn } from "#app/utils/cn.ts";

export function Section({
  id,
  children,
  className,
  tone = "cream",
  labelledBy,
  afterPaint = false,
}: {
  id?: string;
  children: React.ReactNode;
  className?: string;
  tone?: "cream" | "white" | "green" | "mint";
  labelledBy?: string;
  /** Below the first screen, with lazy pictures: not laid out before the page's first paint (app.css). */
  afterPaint?: boolean;
}) {
  const tones = {
    cream: "bg-cream",
    white: "bg-white",
    green: "bg-canopy-800 text-white",
    mint: "bg-canopy-50",
  };
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-after-paint={afterPaint ? "" : undefined}
      className={cn(tones[tone], "py-12 md:py-16", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

/**
 * Hyphenated words and ranges kept whole ("The Launch-Ready Bundle" never breaks as "Launch- /
 * Ready", nor "1-2 weeks" as "1- / 2"): each is set in a span that does not wrap. The text itself is unchanged.
 */
export function Unbroken({ text }: { text: string }) {
  return text.split(/(\S*[\p{L}\p{N}]-[\p{L}\p{N}]\S*)/u).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The longest last two words kept together in a heading: past this they may not fit a phone's line. */
const TAIL_MAX = 24;

/**
 * The last two words HeadingText keeps on one line, and the words before them; none for a
 * heading of three words or fewer. A heading's size must let this pair fit its column, or the
 * pair wraps inside itself and the last word is alone again.
 */
export function headingTail(text: string): { head: string; tail: string } | null {
  const m = /^(.*\S)\s+(\S+\s+\S+)$/su.exec(text);
  if (!m || text.trim().split(/\s+/).length < 4) return null;
  return { head: m[1]!, tail: m[2]! };
}

/**
 * A heading's text, as Unbroken sets it, with its last two words kept on one line: a heading never
 * ends on a word of its own. `text-wrap: balance` (app.css) evens the lines but still leaves one word
 * last where long words in a narrow column allow nothing else; with the last two bound, it balances
 * the rest around them. A tail too long to be sure of a phone's line, or a heading of three words
 * or fewer, is left free.
 */
export function HeadingText({ text, tailMax = TAIL_MAX }: { text: string; /** For a small heading, whose line holds more. */ tailMax?: number }) {
  const tail = headingTail(text);
  // Three words or fewer: binding two would leave the first alone on a line, or push a long pair past a narrow column.
  if (!tail || tail.tail.length > tailMax) return <Unbroken text={text} />;
  return (
    <>
      <Unbroken text={`${tail.head} `} />
      {/* An inline block: kept on one line when it fits one, wrapped inside rather than run past a narrow column when not. */}
      <span className="inline-block">
        <Unbroken text={tail.tail} />
      </span>
    </>
  );
}

/**
 * A name of three words or fewer set as a heading ("The Launch-Ready Bundle"). No break of three
 * words into two lines is even, one of them is alone on a line either way, and balance cannot help:
 * so a name keeps to one line, its size stepping down only where its column is too narrow for it.
 * The size is at most the heading's own, at least what fits the column at the name's length (a
 * display face's letters run about 0.56 em wide; 0.6 leaves room). The heading must be a size
 * container (`@container`), so the column measured is its own.
 */
export function OneLineName({ text }: { text: string }) {
  return (
    <span style={{ fontSize: `min(1em, ${(100 / (text.length * 0.6)).toFixed(2)}cqi)` }}>
      <Unbroken text={text} />
    </span>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  inverted = false,
  inMargin = false,
  titleIsName = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
  inverted?: boolean;
  /** In a margin column (marginColumns): a size down from 1024 to 1280 px, where that column is narrowest. */
  inMargin?: boolean;
  /** The title is a short name, kept on one line (OneLineName). */
  titleIsName?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("text-sm font-semibold uppercase tracking-[0.18em]", inverted ? "text-peach-400" : "text-peach-700")}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 font-display text-3xl font-bold text-balance md:text-4xl",
          inMargin && "lg:text-[2rem] xl:text-4xl",
          inverted ? "text-white" : "text-canopy-800",
          titleIsName && "@container",
        )}
      >
        {titleIsName ? <OneLineName text={title} /> : <HeadingText text={title} />}
      </h2>
      {lead ? <p className={cn("mt-4 text-lg text-pretty", inverted ? "text-canopy-100" : "text-muted")}>{lead}</p> : null}
    </div>
  );
}

/**
 * The columns of a section whose heading sits in the margin beside its body, on wide screens.
 * Five of twelve (432 px at 1280, 379 at 1024), not four (336, 293): a heading's last two
 * words, kept on one line, run to about 11.5 em ("conversion-focused site"), more than four
 * columns hold at a heading's size, so the pair wrapped inside itself or ran past the column.
 */
export const marginColumns = { heading: "lg:col-span-5", body: "lg:col-span-7" } as const;

/** A heading set in the page's left margin (eyebrow, title, an optional lead), beside the section's body. */
export function MarginHeading({ id, eyebrow, heading, children }: { id: string; eyebrow?: string; heading: string; children?: React.ReactNode }) {
  return (
    <>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.18em] text-peach-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-display text-display-sm font-semibold text-canopy-800 text-balance">
        <HeadingText text={heading} />
      </h2>
      {children}
    </>
  );
}
