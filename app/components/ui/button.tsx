import { cva, type VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { cn } from "#app/utils/cn.ts";

const boxed = ["primary", "accent", "outline", "ghost", "light", "outline-light"] as const;

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-canopy-700 text-white hover:bg-canopy-800",
        accent: "bg-peach-500 text-canopy-900 hover:bg-peach-400",
        outline: "border-2 border-canopy-700 text-canopy-800 hover:bg-canopy-50",
        ghost: "text-canopy-800 hover:bg-canopy-50",
        light: "bg-white text-canopy-800 hover:bg-canopy-50",
        "outline-light": "border-2 border-white text-white hover:bg-white/10",
        /* A second action beside a solid one: words with a rule under them, no box, so a band has one button. */
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
