/** Texts of the meetings staff book with an agent applicant: the application's list, the booking dialog, the booking page. */
import type { HeldMeetingType, MeetingPurpose } from "@innovatehub/domain";
import { consoleBookingCopy } from "./console";

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
      "Agree the time with the applicant first. Times are Philippine time (PHT), at least 2 hours ahead, on open weekdays; taken times are not offered.",
    purposeLegend: "Meeting",
    meetingTypeLegend: "How",
    durationLegend: "Length",
    placeTerm: "Place",
    placeLoading: "Looking up the store's address…",
    placeFailed:
      "The store's address could not be looked up, so an in-person meeting cannot be booked now.",
    stageNote: (purpose: string, stage: string) =>
      `Booking a ${purpose.toLowerCase()} moves the application to "${stage}".`,
    chooseTime: "Choose a time.",
    submit: "Book and e-mail the applicant",
    cancel: "Cancel",
    done: (purpose: string) => `${purpose} booked. The applicant is e-mailed.`,
    slotTaken: "That time was just taken. Choose another time.",
    slotTooSoon: "That time is too soon: meetings start at least 2 hours from now.",
    slotInPast: "That time has already passed. Choose a later time.",
    slotTooFar: "That day is too far ahead. Choose an earlier day.",
    dayClosed: (reason: string) => `That day is closed: ${reason}. Please choose another day.`,
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
