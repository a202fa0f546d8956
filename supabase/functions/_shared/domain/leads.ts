// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import { bookingStatuses, type BookingStatus } from "./bookings.ts";
import { inquiryStatuses, type InquiryStatus } from "./inquiries.ts";

/** A lead is anything a visitor sends us that staff follow up: a booking or an inquiry. */
export const leadKinds = ["booking", "inquiry"] as const;
export type LeadKind = (typeof leadKinds)[number];

/**
 * The kinds the person view of leads answers (staff_person_leads): a person's bookings and inquiries, and their
 * agent applications (the same mailbox), which are no lead of the inbox.
 */
export const personLeadKinds = [...leadKinds, "application"] as const;
export type PersonLeadKind = (typeof personLeadKinds)[number];

/** Who changes a lead: the visitor (through the link in their booking e-mail) or a staff member. */
export type Actor = "visitor" | "staff";

/** Every status a lead can have: a booking's or an inquiry's (the two share only spam), each once. */
export type LeadStatus = BookingStatus | InquiryStatus;
export const leadStatuses: readonly LeadStatus[] = [
  ...new Set<LeadStatus>([...bookingStatuses, ...inquiryStatuses]),
];
