import type { ReactNode } from "react";
import {
  type bookingPage,
  type Phone,
  SCHEDULER_FRAME_HEIGHT_PX,
  type IconName,
  interfaceIcons,
} from "@innovatehub/content/site";
import { EmbeddedFrame } from "../common/embedded-frame";
import { ContentIcon } from "../../lib/icons";

type SchedulerWithContactProps = {
  frame: (typeof bookingPage)["frame"];
  sideCard: (typeof bookingPage)["sideCard"];
  calendarUrl: string;
  phone: Phone;
  email: string;
  emailHref: string;
};

const termClasses = "flex items-center gap-3 text-small font-semibold text-muted-foreground";

const linkClasses =
  "rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** One entry of the side card: an icon and a label, then what it names. */
function ContactEntry({
  icon,
  label,
  className = "pl-8",
  children,
}: {
  icon: IconName;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={termClasses}>
        <ContentIcon name={icon} className="size-5 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The booking page's calendar frame (600 px, two thirds on desktop) and the contact side card. */
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
            <ContactEntry icon={interfaceIcons.phone} label={sideCard.phoneLabel}>
              <a href={phone.href} className={linkClasses}>
                {phone.display}
              </a>
            </ContactEntry>
            <ContactEntry
              icon={interfaceIcons.email}
              label={sideCard.emailLabel}
              className="pl-8 text-small break-all"
            >
              <a href={emailHref} className={linkClasses}>
                {email}
              </a>
            </ContactEntry>
            <ContactEntry icon={interfaceIcons.map} label={sideCard.officeLabel}>
              <address className="not-italic">{sideCard.officeAddress}</address>
              <a
                href={sideCard.directions.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`mt-1 inline-flex min-h-11 items-center ${linkClasses}`}
              >
                {sideCard.directions.name}
              </a>
            </ContactEntry>
            <ContactEntry icon={interfaceIcons.hours} label={sideCard.hoursLabel}>
              {sideCard.hours}
            </ContactEntry>
          </dl>
        </section>
      </div>
    </section>
  );
}
