import { cva, type VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { cn } from "#app/utils/cn.ts";

const boxed = ["primary", "accent", "outline", "outline-light"] as const;

/*
 * Three ranks, one look each on every surface:
 * - primary: a section's one main action, solid peach with dark ink (it reads on the cream and
 *   white pages and on the green bands alike, so it never changes colour with the surface);
 * - secondary (`outline`, `outline-light` on green): a second action of a row, or a standing one
 *   such as the header's, outlined in the surface's ink;
 * - text link (`link`, `link-light`): any further action, the words underlined, a button's height.
 */
// A transparent border the width of the secondary's, so the two stand the same height side by side.
const primaryLook = "border-2 border-transparent bg-peach-500 text-canopy-900 hover:bg-peach-400";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: primaryLook,
        /** The same as primary: the name older callers on green surfaces use. */
        accent: primaryLook,
        outline: "border-2 border-canopy-700 text-canopy-800 hover:bg-canopy-50",
        "outline-light": "border-2 border-white/80 text-white hover:border-white hover:bg-white/10",
        link: "text-canopy-800 underline decoration-canopy-600/40 decoration-2 underline-offset-[6px] hover:decoration-canopy-700",
        "link-light": "text-white underline decoration-white/45 decoration-2 underline-offset-[6px] hover:decoration-white",
      },
      size: {
        sm: "py-2 text-sm",
        md: "py-3 text-base",
        lg: "py-4 text-lg",
      },
    },
    // A box is padded to the side by its size; a link keeps a button's height, so a row of actions lines up, and starts where the text does.
    compoundVariants: [
      { variant: [...boxed], size: "sm", className: "px-3" },
      { variant: [...boxed], size: "md", className: "px-5" },
      { variant: [...boxed], size: "lg", className: "px-6" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & Variants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & Variants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
