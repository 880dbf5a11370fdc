import { cn } from "#app/utils/cn.ts";

/**
 * Below `md`, a row of cards that scrolls sideways and snaps card by card, the next card showing at
 * the edge as the cue that there is more; from `md` the `grid` it is given. It is its own
 * scroll container (the page never scrolls sideways) and a labelled region a keyboard can focus
 * to scroll, since the cards inside may hold nothing focusable. The list is as wide as its cards,
 * so the last card keeps its margin at the end of the row. It is `relative` so that what is
 * positioned inside it (a screen reader's "Step 3:") is clipped with the row, not laid out past
 * the page's right edge, where it made the whole page scroll sideways.
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
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative -mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 pb-3 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-canopy-700 sm:-mx-6 sm:scroll-px-6 md:mx-0 md:overflow-visible md:pb-0",
        className,
      )}
    >
      <List className={cn("flex w-max gap-4 px-4 sm:px-6 md:grid md:w-auto md:px-0", grid)}>{children}</List>
    </div>
  );
}

/** A card's width in a PhoneRow: most of a phone's width, so the next one shows at the edge. */
export const phoneRowItem = "w-[78vw] max-w-[22rem] shrink-0 snap-start md:w-auto md:max-w-none";
