import { manageBookingPage } from "@innovatehub/content/site";
import { ActionLink } from "../../sections/action-link";
import { focusOnMount } from "./focus-on-mount";

/**
 * What the manage page says instead of a booking (the link is missing or used up, or the booking was just
 * cancelled), with the way forward: booking another time. `takeFocus` when it replaces the buttons just used.
 */
export function ManageMessage({
  role,
  text,
  takeFocus = false,
}: {
  role: "alert" | "status";
  text: string;
  takeFocus?: boolean;
}) {
  return (
    <div
      ref={takeFocus ? focusOnMount : undefined}
      tabIndex={takeFocus ? -1 : undefined}
      className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6 shadow-elevation-1 outline-none"
    >
      <p role={role} className="text-body">
        {text}
      </p>
      <ActionLink action={manageBookingPage.results.bookAgain} variant="outline" />
    </div>
  );
}
