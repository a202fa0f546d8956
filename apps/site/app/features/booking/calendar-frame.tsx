import { bookingCalendarUrl, bookingPage } from "@innovatehub/content/site";

/** The embedded Google appointment schedule, with a link out for when the frame cannot load. */
export function CalendarFrame() {
  return (
    <div className="flex flex-col gap-3">
      <iframe
        src={bookingCalendarUrl}
        title={bookingPage.frame.title}
        loading="lazy"
        className="h-[min(600px,60dvh)] w-full rounded-lg border border-border bg-muted"
      />
      <p className="text-small text-muted-foreground">
        {bookingPage.frame.fallbackText}{" "}
        <a
          href={bookingCalendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {bookingPage.frame.fallbackLink}
        </a>
      </p>
    </div>
  );
}
