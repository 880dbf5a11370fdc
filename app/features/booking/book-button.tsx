import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";

const BookingFlow = lazy(() => import("./booking-flow"));

/** The Book call to action; the booking flow's code loads on the first click. */
export function BookButton({ label }: { label: string }) {
  const [signal, setSignal] = useState(0);
  return (
    <>
      <Button variant="accent" size="lg" className="w-full sm:w-auto" onClick={() => setSignal((s) => s + 1)}>
        {label}
      </Button>
      {signal > 0 ? (
        <Suspense fallback={null}>
          <BookingFlow openSignal={signal} />
        </Suspense>
      ) : null}
    </>
  );
}
