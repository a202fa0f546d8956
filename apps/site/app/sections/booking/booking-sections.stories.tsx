import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookingCalendarUrl, bookingPage, company } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { CustomBookingBox } from "./custom-booking-box";
import { SchedulerWithContact } from "./scheduler-with-contact";

function BookingSections() {
  return (
    <>
      <SchedulerWithContact
        frame={bookingPage.frame}
        sideCard={bookingPage.sideCard}
        calendarUrl={bookingCalendarUrl}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
      />
      <CustomBookingBox
        title={bookingPage.customBooking.title}
        description={bookingPage.customBooking.description}
        action={<Button size="lg">{bookingPage.customBooking.button}</Button>}
      />
    </>
  );
}

const meta = {
  title: "Site/Booking/Page Sections",
  component: BookingSections,
  tags: ["autodocs"],
} satisfies Meta<typeof BookingSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
