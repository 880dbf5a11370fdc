import { CheckCircle2 } from "lucide-react";
import { cn } from "#app/utils/cn.ts";

/** The confirmation that replaces a lead form once it is sent without JavaScript. */
export function SubmittedNotice({ toast, className }: { toast: { title: string; description: string }; className?: string }) {
  return (
    <div role="status" className={cn(className)}>
      <p className="flex items-center gap-2 text-lg font-semibold text-canopy-800">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6" /> {toast.title}
      </p>
      <p className="mt-2">{toast.description}</p>
    </div>
  );
}
