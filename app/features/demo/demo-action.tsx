import { MessageCircle } from "lucide-react";
import type { DemoButton } from "#content/pages/demo.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { TestItOutButton } from "#app/features/chat/tina-slot.tsx";
import { cn } from "#app/utils/cn.ts";

/** A demo page button: "Test It Out" opens Tina; every "Get My Free Demo" scrolls to the request form (#demo-form). */
export function DemoAction({ button, variant }: { button: DemoButton; variant: "primary" | "outline" | "outline-light" | "link" | "link-light" }) {
  if (button.action === "open-tina-chat") {
    return (
      <TestItOutButton variant={variant} size="lg">
        {/* A chat button, marked as every chat button on the site is. */}
        <MessageCircle aria-hidden="true" className="h-5 w-5" />
        {button.label}
      </TestItOutButton>
    );
  }
  return (
    <a href={button.href ?? "#demo-form"} className={cn(buttonVariants({ variant, size: "lg" }))}>
      {button.label}
    </a>
  );
}
