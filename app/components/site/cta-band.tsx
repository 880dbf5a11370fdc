import { cn } from "#app/utils/cn.ts";
import { HeadingText, Unbroken } from "#app/components/site/section.tsx";

/**
 * The closing invitation. `look="band"`: full width in green, the heading large on the left and
 * the words and one button (links beside it) on the right. `look="card"`: the same in a green
 * card, for a section that sets it beside something else (the questions on a landing page).
 */
export function CtaBand({
  title,
  body,
  children,
  look = "band",
}: {
  title: string;
  body: string;
  children: React.ReactNode;
  look?: "band" | "card";
}) {
  const heading = (
    <h2
      id="cta-heading"
      // Beside the questions the card's words are 368 px wide at 1280 (315 at 1024): a size down there, so a
      // heading's last two words, kept on one line, fit it ("Buckhead's standard" is 9.8 em) rather than split.
      className={cn(
        "font-display font-semibold text-balance",
        // The band's heading takes half the width (beside two buttons on one row): a size down from the page's display size, so a long title's kept last pair fits its column.
        look === "card" ? "text-display-sm lg:text-[2rem]" : "text-display-sm lg:text-display-md",
      )}
    >
      <HeadingText text={title} />
    </h2>
  );
  const rest = (
    <>
      <p className="text-lg text-canopy-100 text-pretty">
        <Unbroken text={body} />
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">{children}</div>
    </>
  );
  if (look === "card") {
    return (
      <aside aria-labelledby="cta-heading" className="rounded-3xl bg-canopy-800 p-6 text-white sm:p-8">
        {heading}
        <div className="mt-4">{rest}</div>
      </aside>
    );
  }
  return (
    <section aria-labelledby="cta-heading" className="bg-canopy-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-12 lg:items-end lg:gap-12">
        {/* Even halves: the words' side holds a primary and a secondary button on one row at 1280 (a five-column side wrapped them). */}
        <div className="lg:col-span-6">{heading}</div>
        <div className="lg:col-span-6">{rest}</div>
      </div>
    </section>
  );
}
