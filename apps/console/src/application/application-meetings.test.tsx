import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApplicationMeetingRow, ApplicationRow } from "../data/agents/application-query";
import { ApplicationMeetings } from "./application-meetings";

const APPLICATION: ApplicationRow = {
  id: "agt-00000000-0000-4000-8000-000000000001",
  reference: "PA-7KQ2M9XD",
  full_name: "Maria Prueba",
  mobile: "+639171234567",
  email: "maria@example.com",
  date_of_birth: "1988-01-01",
  language: "fil",
  store_name: "Prueba Store",
  store_type: "retail",
  years_in_operation: 3,
  business_registration_number: null,
  tin: null,
  region_code: "0400000000",
  province_code: "0410000000",
  city_code: "0410014000",
  barangay_code: "0410014001",
  street: "12 Rizal Street",
  business_package: "basic",
  heard_from: "facebook",
  consent_notice_version: "2026-11-26",
  consent_at: "2026-11-20T00:00:00Z",
  source: null,
  honeypot: null,
  awaiting_captcha: false,
  stage: "site_visit",
  assignee: null,
  first_response_at: "2026-11-20T01:00:00Z",
  response_minutes: 60,
  waiting: false,
  decline_reason: null,
  decline_note: null,
  closed_at: null,
  decided_at: null,
  decision_minutes: null,
  unanswered_escalations: 0,
  created_at: "2026-11-20T00:00:00Z",
  updated_at: "2026-11-20T01:00:00Z",
};

const VISIT: ApplicationMeetingRow = {
  id: "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  purpose: "site_visit",
  meeting_type: "in_person",
  duration: "60min",
  status: "confirmed",
  scheduled_at: "2026-12-08T01:00:00Z",
  ends_at: "2026-12-08T02:00:00Z",
  place: "12 Rizal Street, Poblacion, City of Lipa, Batangas",
};

function show(application: ApplicationRow, meetings: ApplicationMeetingRow[]) {
  render(
    <MemoryRouter>
      <ApplicationMeetings application={application} meetings={meetings} />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: "Meetings" });
}

describe("an application's meetings", () => {
  it("says when none is booked, and offers to book one", () => {
    const region = show(APPLICATION, []);
    expect(region).toHaveTextContent("No site visit or onboarding training is booked yet.");
    expect(within(region).getByRole("button", { name: "Book a meeting" })).toBeEnabled();
  });

  it("lists each meeting with its time, way and place, linked to its booking page", () => {
    const region = show(APPLICATION, [VISIT]);
    const link = within(region).getByRole("link", { name: /^Site visit, .*: open the booking$/ });
    expect(link).toHaveAttribute("href", `/bookings/${VISIT.id}`);
    expect(region).toHaveTextContent("Tue, Dec 8, 2026, 9:00 AM PHT");
    expect(region).toHaveTextContent("In person, at the store");
    expect(region).toHaveTextContent(VISIT.place ?? "");
    expect(region).toHaveTextContent("Confirmed");
  });

  it("offers no booking on a closed application", () => {
    const region = show({ ...APPLICATION, stage: "withdrawn" }, [VISIT]);
    expect(within(region).queryByRole("button", { name: "Book a meeting" })).toBeNull();
  });
});
