import { interfaceIcons } from "@innovatehub/content/site";
import type { ReactNode } from "react";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { ContentIcon } from "../../lib/icons";

type CustomBookingBoxProps = {
  title: string;
  description: string;
  /** The button that opens the booking dialog (the route passes the booking feature's trigger). */
  action: ReactNode;
};

/** The booking page's "Prefer a custom booking?" box with its Use Booking Form button. */
export function CustomBookingBox({ title, description, action }: CustomBookingBoxProps) {
  return (
    <section
      aria-labelledby="custom-booking-heading"
      className="px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24"
    >
      <div
        {...fadeUp(
          "top",
          "mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl bg-navy p-8 text-navy-foreground shadow-elevation-3 sm:p-10 md:flex-row md:items-center",
        )}
      >
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <ContentIcon name={interfaceIcons.schedule} className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="custom-booking-heading" className="text-h3">
            {title}
          </h2>
          <p className="mt-2 text-body text-navy-muted">{description}</p>
        </div>
        <div className="shrink-0">{action}</div>
      </div>
    </section>
  );
}
