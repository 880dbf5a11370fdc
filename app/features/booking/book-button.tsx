import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import BookingFlow, { BOOKING_DIALOG_ID } from "./booking-flow";

/**
 * The Book call to action. The intake form is in the page's HTML as a closed dialog that
 * the button opens natively (`command="show-modal"`), so the first tap answers at once,
 * before the page's code has loaded; what is typed there is kept when React takes over.
 */
export function BookButton({ label }: { label: string }) {
  const [signal, setSignal] = useState(0);
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className="w-full sm:w-auto"
        {...{ commandfor: BOOKING_DIALOG_ID, command: "show-modal" }}
        onClick={() => setSignal((s) => s + 1)}
      >
        {label}
      </Button>
      <BookingFlow openSignal={signal} />
    </>
  );
}
