import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating; true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
