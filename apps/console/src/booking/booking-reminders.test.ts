import { describe, expect, it } from "vitest";
import type { MailJobRow } from "../data/mail-jobs/mail-jobs-rows";
import { remindersOf } from "./booking-reminders";

function mailJob(overrides: Partial<MailJobRow>): MailJobRow {
  return {
    id: crypto.randomUUID(),
    template: "booking_reminder",
    recipient: "visitor",
    appointment_id: "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
    inquiry_id: null,
    agent_application_id: null,
    agent_document_id: null,
    cancelled_meeting_id: null,
    appointment_revision: 1,
    status: "pending",
    attempts: 0,
    max_attempts: 8,
    next_attempt_at: "2027-03-07T01:00:00+00:00",
    lease_expires_at: null,
    last_error: null,
    provider_message_id: null,
    created_at: "2027-03-01T00:00:00+00:00",
    sent_at: null,
    first_attempt_at: null,
    ...overrides,
  };
}

describe("a booking's reminders", () => {
  it("lists only reminder e-mails, in send order, with their send times in PHT", () => {
    const reminders = remindersOf([
      mailJob({ next_attempt_at: "2027-03-08T00:00:00+00:00" }),
      mailJob({
        template: "booking_confirmed",
        status: "sent",
        sent_at: "2027-03-01T00:00:00+00:00",
      }),
      mailJob({ status: "sent", sent_at: "2027-03-07T01:00:05+00:00" }),
    ]);
    expect(reminders.map((reminder) => reminder.label)).toEqual([
      expect.stringMatching(/^Sent .*Mar.*7.*9:00.*PHT$/),
      expect.stringMatching(/^Scheduled for .*Mar.*8.*8:00.*PHT$/),
    ]);
  });
});
