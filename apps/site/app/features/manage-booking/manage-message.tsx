import { manageBookingPage } from "@innovatehub/content";
import { ActionLink } from "../../sections/action-link";

/**
 * What the manage page says instead of a booking (the link is missing or used up, or the booking was just
 * cancelled), with the way forward: booking another time.
 */
export function ManageMessage({ role, text }: { role: "alert" | "status"; text: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6 shadow-elevation-1">
      <p role={role} className="text-body">
        {text}
      </p>
      <ActionLink action={manageBookingPage.results.bookAgain} variant="outline" />
    </div>
  );
}
