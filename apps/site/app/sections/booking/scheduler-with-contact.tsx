import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { type bookingPage, type Phone, SCHEDULER_FRAME_HEIGHT_PX } from "@innovatehub/content";
import { EmbeddedFrame } from "../shared/embedded-frame";

type SchedulerWithContactProps = {
  frame: (typeof bookingPage)["frame"];
  sideCard: (typeof bookingPage)["sideCard"];
  calendarUrl: string;
  phone: Phone;
  email: string;
  emailHref: string;
};

const linkClasses =
  "rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** Spec section 2 "Booking": the calendar frame (600 px, two thirds on desktop) and the contact side card. */
export function SchedulerWithContact({
  frame,
  sideCard,
  calendarUrl,
  phone,
  email,
  emailHref,
}: SchedulerWithContactProps) {
  return (
    <section aria-label={frame.title} className="px-4 pb-12 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3">
        <EmbeddedFrame
          src={calendarUrl}
          title={frame.title}
          heightPx={SCHEDULER_FRAME_HEIGHT_PX}
          placeholderText={frame.loading}
          fallbackHref={calendarUrl}
          fallbackLabel={frame.fallbackLink}
          className="lg:col-span-2"
        />
        <section
          aria-labelledby="booking-contact-heading"
          className="h-fit rounded-xl border border-border bg-card p-6 shadow-elevation-1"
        >
          <h2 id="booking-contact-heading" className="text-h3">
            {sideCard.title}
          </h2>
          <dl className="mt-6 flex flex-col gap-5">
            <div className="flex gap-3">
              <PhoneIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <dt className="text-small font-semibold text-muted-foreground">
                  {sideCard.phoneLabel}
                </dt>
                <dd>
                  <a href={phone.href} className={linkClasses}>
                    {phone.display}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <MailIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <dt className="text-small font-semibold text-muted-foreground">
                  {sideCard.emailLabel}
                </dt>
                <dd className="text-small break-all">
                  <a href={emailHref} className={linkClasses}>
                    {email}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <dt className="text-small font-semibold text-muted-foreground">
                  {sideCard.officeLabel}
                </dt>
                <dd>
                  <address className="not-italic">{sideCard.officeAddress}</address>
                  <a
                    href={sideCard.directions.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`mt-1 inline-flex min-h-11 items-center ${linkClasses}`}
                  >
                    {sideCard.directions.name}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <dt className="text-small font-semibold text-muted-foreground">
                  {sideCard.hoursLabel}
                </dt>
                <dd>{sideCard.hours}</dd>
              </div>
            </div>
          </dl>
        </section>
      </div>
    </section>
  );
}
