import { cn } from "#app/utils/cn.ts";
import { HeadingText, headingTail } from "#app/components/site/section.tsx";

export interface SplitHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** A short line under the lead: a price, a timeline. */
  note?: string;
  actions?: React.ReactNode;
  /** Below the actions: figures, proof. */
  footer?: React.ReactNode;
  /** The right half: a project, the chat card. */
  aside: React.ReactNode;
  /** Which half leads on wide screens. */
  asideFirst?: boolean;
}

export const heroTitleSizes = { lg: "text-display-lg", base: "text-display", md: "text-display-md" } as const;

/**
 * The hero title's size, from how long it is and how long its last two words are (kept on one
 * line by HeadingText). A long title a size down sets in four lines or so on a phone and beside
 * the work, not six; a long last pair a size down fits the words' column (358 px at 390, 524 px
 * at 1280) rather than wrapping inside itself and leaving its last word alone. A pair sets at about
 * half an em a character in the title face, so 15 characters fit the largest size, 16 the middle one.
 */
export function heroTitleSize(title: string): keyof typeof heroTitleSizes {
  const tail = headingTail(title)?.tail.length ?? 0;
  if (title.length <= 48 && tail <= 15) return "lg";
  if (title.length <= 72 && tail <= 16) return "base";
  return "md";
}

/**
 * Whether the title takes the wider side on a wide screen (7 of 12 parts, 611 px at 1280, the work
 * 437 px). A title past 64 characters set in half the band ran to five lines at 1280 even a size
 * down (94 characters at 46 px, 71 at 56 px); in the wider side each sets in four or fewer. Shorter
 * titles keep the even halves and the larger picture.
 */
export function heroTitleWide(title: string): boolean {
  return title.length > 64;
}

/** The `sizes` of the picture beside a title: the narrower side when the title is wide. */
export function heroAsideSizes(title: string): string {
  return heroTitleWide(title)
    ? "(min-width: 1280px) 440px, (min-width: 1024px) 40vw, 100vw"
    : "(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw";
}

/** The page's opening band: words on one side, the work (or Ava) on the other. */
/** An opening's eyebrow and title, the title sized by its length; `className` adds to the title's own classes. */
export function HeroTitle({ eyebrow, title, light = false, className }: { eyebrow: string; title: string; light?: boolean; className?: string }) {
  return (
    <>
      <p className={cn("text-sm font-semibold uppercase tracking-[0.18em]", light ? "text-peach-700" : "text-peach-400")}>{eyebrow}</p>
      <h1 className={cn("mt-4 font-display font-semibold text-balance", className, heroTitleSizes[heroTitleSize(title)])}>
        <HeadingText text={title} />
      </h1>
    </>
  );
}

export function SplitHero({ eyebrow, title, lead, note, actions, footer, aside, asideFirst = false }: SplitHeroProps) {
  const wide = heroTitleWide(title);
  return (
    <section className="bg-canopy-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-12 lg:gap-14 lg:py-16">
        <div className={cn(wide ? "lg:col-span-7" : "lg:col-span-6", asideFirst && "lg:order-last")}>
          <HeroTitle eyebrow={eyebrow} title={title} />
          <p className="mt-6 text-lg text-canopy-100 text-pretty">{lead}</p>
          {note ? <HeroNote note={note} /> : null}
          {actions ? <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">{actions}</div> : null}
          {footer}
        </div>
        <div className={wide ? "lg:col-span-5" : "lg:col-span-6"}>{aside}</div>
      </div>
    </section>
  );
}

/**
 * The price pill. Its parts ("$2,500 one-time · 10-14 business days") wrap whole, and the dot
 * between two parts is drawn before the later one, in a gutter that the pill clips at the start of
 * each line: a part that wraps starts its line clean and the line above never ends on a dangling dot.
 */
export function HeroNote({ note, light = false }: { note: string; /** On the page's light ground rather than the green band. */ light?: boolean }) {
  const parts = note.split(/\s+·\s+/);
  return (
    <p
      data-hero-note=""
      className={cn(
        "mt-5 inline-block max-w-full rounded-3xl px-4 py-2 font-semibold",
        light ? "bg-canopy-50 text-canopy-800 ring-1 ring-canopy-100" : "bg-white/10 text-peach-100",
      )}
    >
      <span className="block overflow-hidden">
        <span className="-ml-5 flex flex-wrap">
          {parts.map((part) => (
            <span key={part} className="before:inline-block before:w-5 before:text-center before:content-['·']">
              {part}
            </span>
          ))}
        </span>
      </span>
    </p>
  );
}
