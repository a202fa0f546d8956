import { bookingCalendarUrl, bookingPage, company, metaOf } from "@innovatehub/content/site";
import { BookingDialogTrigger } from "../features/booking/booking-dialog-trigger";
import { routeMeta } from "../lib/meta";
import { CustomBookingBox } from "../sections/booking/custom-booking-box";
import { SchedulerWithContact } from "../sections/booking/scheduler-with-contact";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/booking";

export const loader = () => ({ meta: metaOf("/booking") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function BookingRoute() {
  const { customBooking } = bookingPage;
  return (
    <>
      <PageIntro title={bookingPage.title} description={bookingPage.subtitle} />
      <SchedulerWithContact
        frame={bookingPage.frame}
        sideCard={bookingPage.sideCard}
        calendarUrl={bookingCalendarUrl}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
      />
      <CustomBookingBox
        title={customBooking.title}
        description={customBooking.description}
        action={<BookingDialogTrigger size="lg">{customBooking.button}</BookingDialogTrigger>}
      />
    </>
  );
}
