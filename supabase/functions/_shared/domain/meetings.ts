// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * Why a meeting is held, and how (docs/product.md §18). Every meeting is an `appointments` row under the same
 * booking rules, reminders and staff feed; a meeting with an agent applicant names its application and is booked
 * by staff only. The database's CHECKs and staff_book_agent_meeting mirror these lists (contract test in
 * tooling/local-backend).
 */
import { STREET_MIN_LENGTH, type AgentApplicationStage } from "./agents.ts";
import { meetingTypes, type MeetingDuration, type MeetingType } from "./bookings.ts";

/** consultation: a visitor's booking from the site; site_visit and onboarding: staff meet an agent applicant. */
export const meetingPurposes = ["consultation", "site_visit", "onboarding"] as const;
export type MeetingPurpose = (typeof meetingPurposes)[number];
/** Every booking from the site is a consultation: the column's default, which the public roles cannot change. */
export const DEFAULT_MEETING_PURPOSE = "consultation" satisfies MeetingPurpose;

/** The meetings staff book from an application. */
export const applicantMeetingPurposes = [
  "site_visit",
  "onboarding",
] as const satisfies readonly MeetingPurpose[];
export type ApplicantMeetingPurpose = (typeof applicantMeetingPurposes)[number];

/** Whether a meeting is one staff booked with an agent applicant (every other is a visitor's consultation). */
export function isApplicantMeetingPurpose(
  purpose: MeetingPurpose,
): purpose is ApplicantMeetingPurpose {
  return (applicantMeetingPurposes as readonly MeetingPurpose[]).includes(purpose);
}

/** Held at the applicant's store: its place is the store's address. */
export const IN_PERSON_MEETING_TYPE = "in_person";

/** Every way a meeting is held, as stored: the visitor's choices (meetingTypes) and in person. */
export const heldMeetingTypes = [...meetingTypes, IN_PERSON_MEETING_TYPE] as const;
export type HeldMeetingType = MeetingType | typeof IN_PERSON_MEETING_TYPE;

/** How each kind of meeting may be held, the first being the one offered first. */
const meetingTypesByPurpose = {
  consultation: meetingTypes,
  site_visit: [IN_PERSON_MEETING_TYPE],
  onboarding: ["video", IN_PERSON_MEETING_TYPE],
} as const satisfies Readonly<Record<MeetingPurpose, readonly HeldMeetingType[]>>;

export function meetingTypesFor(purpose: MeetingPurpose): readonly HeldMeetingType[] {
  return meetingTypesByPurpose[purpose];
}

/** Whether a meeting held this way has a place (the store's address) rather than a room or a number. */
export function isInPerson(meetingType: HeldMeetingType): boolean {
  return meetingType === IN_PERSON_MEETING_TYPE;
}

/**
 * Booking this meeting moves its application to this stage when the pipeline's moves allow it from where the
 * application is (canMoveAgentApplication); otherwise, and for a purpose mapped to null, the stage stays.
 */
export const meetingPurposeStage = {
  site_visit: "site_visit",
  onboarding: null,
} as const satisfies Readonly<Record<ApplicantMeetingPurpose, AgentApplicationStage | null>>;

/** The shortest place a meeting stores (trimmed): the store's street line alone. */
export const MEETING_PLACE_MIN_LENGTH = STREET_MIN_LENGTH;
/** The longest place a meeting stores: the store's street line (200) and its area's names. */
export const MEETING_PLACE_MAX_LENGTH = 400;

/** A meeting with an applicant lasts an hour unless staff choose otherwise (staff_book_agent_meeting's default). */
export const APPLICANT_MEETING_DEFAULT_DURATION = "60min" satisfies MeetingDuration;
