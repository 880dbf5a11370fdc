import { useEffect } from "react";

/**
 * Mirrors a native popover's open state into React: once at hydration (a tap may have opened
 * it before any code ran), then on every toggle. `onChange` must keep its identity.
 */
export function usePopoverOpen(popover: React.RefObject<HTMLElement | null>, onChange: (open: boolean) => void) {
  useEffect(() => {
    const el = popover.current;
    if (!el) return;
    onChange(el.matches(":popover-open"));
    const onToggle = (e: Event) => onChange((e as ToggleEvent).newState === "open");
    el.addEventListener("toggle", onToggle);
    return () => el.removeEventListener("toggle", onToggle);
  }, [popover, onChange]);
}
