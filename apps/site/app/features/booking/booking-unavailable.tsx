import { bookingDialog, company, interfaceIcons } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { ContentIcon } from "../../lib/icons";

type BookingUnavailableProps = {
  /** Switches the dialog to the Google Calendar tab. */
  onUseCalendar: () => void;
};

/** The Custom Form tab without a configured backend: explains, and offers the two ways that still work. */
export function BookingUnavailable({ onUseCalendar }: BookingUnavailableProps) {
  const { unavailable } = bookingDialog;
  return (
    <section
      aria-labelledby="booking-unavailable-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-muted p-5"
    >
      <h3 id="booking-unavailable-title" className="text-h4">
        {unavailable.title}
      </h3>
      <p className="text-small text-muted-foreground">{unavailable.description}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={onUseCalendar}>
          {unavailable.calendarAction}
        </Button>
        <Button asChild variant="outline">
          <a href={company.primaryPhone.href}>
            <ContentIcon name={interfaceIcons.phone} />
            {unavailable.phoneLabel} {company.primaryPhone.display}
          </a>
        </Button>
      </div>
    </section>
  );
}
