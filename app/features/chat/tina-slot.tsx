import { lazy, Suspense, useEffect, useState } from "react";
import { listenForDemoChat } from "./open-chat";

const TinaChat = lazy(() => import("./tina-chat"));

/** Where Tina's dialog mounts on the demo page; her code loads on the first "Test It Out". */
export function TinaSlot() {
  const [state, setState] = useState({ loaded: false, open: false });
  useEffect(
    () => listenForDemoChat((command) => setState((s) => ({ loaded: true, open: command.action === "close" ? false : command.action === "toggle" ? !s.open : true }))),
    [],
  );
  if (!state.loaded) return null;
  return (
    <Suspense fallback={null}>
      <TinaChat open={state.open} onClose={() => setState((s) => ({ ...s, open: false }))} />
    </Suspense>
  );
}
