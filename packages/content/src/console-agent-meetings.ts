/** Texts of the meetings staff book with an agent applicant: the application's list, the booking dialog, the booking page. */
import {
  VISITOR_CHANGE_NOTICE_MINUTES,
  type HeldMeetingType,
  type MeetingPurpose,
} from "@innovatehub/domain";
import { consoleBookingCopy } from "./console";
import { offsetLabel } from "./console-meetings";
import { consoleRescheduleCopy } from "./console-agenda";

/** A new meeting starts as a visitor's booking does: at least the minimum notice from now ("2 hours"). */
const notice = offsetLabel(VISITOR_CHANGE_NOTICE_MINUTES);

export const consoleAgentMeetingsCopy = {
  title: "Meetings",
  intro:
    "Site visits and onboarding trainings booked with the applicant. The applicant is e-mailed in their language and reminded before each one; they appear on the agenda and in every staff calendar feed.",
  empty: "No site visit or onboarding training is booked yet.",
  openBooking: (purpose: string, when: string) => `${purpose}, ${when}: open the booking`,
  purposeLabels: {
    consultation: "Consultation",
    site_visit: "Site visit",
    onboarding: "Onboarding training",
  } satisfies Record<MeetingPurpose, string>,
  /** How a meeting is held: the site's names for a call and a video meeting, and in person. */
  meetingTypeLabels: {
    ...consoleBookingCopy.meetingTypeLabels,
    in_person: "In person, at the store",
  } satisfies Record<HeldMeetingType, string>,
  book: {
    open: "Book a meeting",
    title: "Book a meeting with the applicant",
    intro:
      `Agree the time with the applicant first. Times are Philippine time (PHT), at least ${notice} ahead, on open weekdays; taken times are not offered.`,
    purposeLegend: "Meeting",
    meetingTypeLegend: "How",
    durationLegend: "Length",
    placeTerm: "Place",
    placeLoading: "Looking up the store's address…",
    placeFailed:
      "The store's address could not be looked up, so an in-person meeting cannot be booked now.",
    stageNote: (purpose: string, stage: string) =>
      `Booking a ${purpose.toLowerCase()} moves the application to "${stage}".`,
    submit: "Book and e-mail the applicant",
    cancel: "Cancel",
    done: (purpose: string) => `${purpose} booked. The applicant is e-mailed.`,
    slotTaken: consoleRescheduleCopy.slotTaken,
    slotTooSoon: `That time is too soon: meetings start at least ${notice} from now.`,
    slotInPast: consoleRescheduleCopy.slotInPast,
    slotTooFar: "That day is too far ahead. Choose an earlier day.",
    dayClosed: consoleRescheduleCopy.dayClosed,
    applicationClosed: "This application is closed: no meeting can be booked for it.",
    failed: "The meeting was not booked. Try again.",
  },
  booking: {
    purpose: "Meeting",
    place: "Place",
    application: "Application",
    openApplication: "Open the agent application",
  },
} as const;
