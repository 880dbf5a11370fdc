import { Children } from "react";
import { ArrowRight } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

/**
 * What a row that scrolls sideways on a phone shows so that it reads as one: its right edge
 * fades over the last 2.5rem (the next card peeks in and fades rather than being cut mid-word),
 * and under it a line says how many there are and which way to go. Both are CSS and markup, so
 * they are there before any script runs; neither shows from `md`, where the row is a grid. The
 * list's end padding is wider than the fade, so the last card is clear of it once scrolled to.
 */
export const phoneRowFade = "[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] md:[mask-image:none]";
export const phoneRowEnd = "pr-12 sm:pr-12 md:pr-0";

/** The cue under a row that scrolls sideways: "Swipe for all 5 →", on a phone only. */
export function SwipeHint({ count }: { count: number }) {
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-canopy-700 md:hidden" data-swipe-hint="">
      Swipe for all {count}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </p>
  );
}

/**
 * Below `md`, a row of cards that scrolls sideways and snaps card by card, the next card peeking
 * in at the faded edge and a line under the row ("Swipe for all 5") as the cue that there is more;
 * from `md` the `grid` it is given. It is its own scroll container (the page never scrolls
 * sideways) and a labelled region a keyboard can focus to scroll, since the cards inside may hold
 * nothing focusable. The list is as wide as its cards, so the last card keeps its margin at the
 * end of the row. It is `relative` so that what is positioned inside it (a screen reader's
 * "Step 3:") is clipped with the row, not laid out past the page's right edge, where it made the
 * whole page scroll sideways.
 */
export function PhoneRow({
  label,
  grid,
  ordered = false,
  className,
  children,
}: {
  /** What the row holds, for a screen reader ("Steps", "Client results"). */
  label: string;
  grid: string;
  ordered?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  const count = Children.count(children);
  return (
    // min-w-0: a grid or flex item that is not itself the scroll container would otherwise grow to
    // the row's full length and widen the page's column with it.
    <div className={cn("min-w-0", className)}>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={cn(
          "relative -mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 pb-3 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-canopy-700 sm:-mx-6 sm:scroll-px-6 md:mx-0 md:overflow-visible md:pb-0",
          count > 1 && phoneRowFade,
        )}
      >
        <List className={cn("flex w-max gap-4 px-4 sm:px-6 md:grid md:w-auto md:px-0", count > 1 && phoneRowEnd, grid)}>{children}</List>
      </div>
      {count > 1 ? <SwipeHint count={count} /> : null}
    </div>
  );
}

/** A card's width in a PhoneRow: most of a phone's width, so the next one shows at the edge. */
export const phoneRowItem = "w-[78vw] max-w-[22rem] shrink-0 snap-start md:w-auto md:max-w-none";
