import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  bookingCalendarUrl,
  bookingPage,
  company,
  SCHEDULER_FRAME_HEIGHT_PX,
} from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { SchedulerWithContact } from "./scheduler-with-contact";

describe("SchedulerWithContact", () => {
  function renderSection() {
    renderWithRouter(
      <SchedulerWithContact
        frame={bookingPage.frame}
        sideCard={bookingPage.sideCard}
        calendarUrl={bookingCalendarUrl}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
      />,
    );
  }

  it("embeds the calendar lazily, titled, 600 px high, with a visible fallback link", () => {
    renderSection();
    const frame = screen.getByTitle("Schedule an Appointment");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("src", bookingCalendarUrl);
    expect(frame.parentElement?.style.height).toBe(`${SCHEDULER_FRAME_HEIGHT_PX}px`);
    expect(screen.getByRole("link", { name: bookingPage.frame.fallbackLink })).toHaveAttribute(
      "href",
      bookingCalendarUrl,
    );
  });

  it("lists phone, e-mail, the office with directions and business hours", () => {
    renderSection();
    const card = within(screen.getByRole("region", { name: bookingPage.sideCard.title }));
    expect(card.getByRole("link", { name: company.primaryPhone.display })).toHaveAttribute(
      "href",
      "tel:+639176851216",
    );
    expect(card.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    expect(card.getByText(company.mainOffice.address)).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      company.mainOffice.mapUrl,
    );
    expect(card.getByText("Monday to Friday, 9:00 AM to 5:00 PM PHT")).toBeInTheDocument();
  });
});
