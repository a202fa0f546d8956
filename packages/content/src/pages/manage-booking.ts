import { VISITOR_RESCHEDULES_PER_BOOKING, type BookingStatus } from "@innovatehub/domain";
import type { PageMeta } from "../routes";
import { bookingDialog } from "../booking-dialog";

export const manageBookingPage = {
  /** Where a booking e-mail's manage link leads; the token follows in the URL fragment (never sent to a server). */
  path: "/manage-booking",
  /** Not indexed and not in the sitemap: it only means something with a private link. */
  meta: {
    title: "Manage Your Booking | InnovateHub",
    description: "Cancel your meeting with InnovateHub, or move it to another free time.",
  } satisfies PageMeta,
  title: "Manage your booking",
  loading: "Loading your booking…",
  details: {
    heading: "Your meeting",
    when: "When (Philippine time)",
    localWhen: "Your time",
    duration: "Duration",
    meetingType: "Meeting type",
    status: "Status",
    join: "How to join",
    joinVideo: "Join the video meeting",
    videoLinkPending: "We send the video link when we confirm the meeting.",
    phoneCall: (lastDigits: string | null) =>
      lastDigits === null
        ? "InnovateHub Inc. will call you. Please reply to your booking e-mail with the number to call."
        : `InnovateHub Inc. will call you at your number ending in ${lastDigits}.`,
    deadline: (label: string) => `You can cancel or change it until ${label} PHT.`,
  },
  statusLabels: {
    pending: "Waiting for our confirmation",
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
    completed: "Completed",
    no_show: "Missed",
    // Closed as spam by staff: the visitor's page says no more than that it is closed.
    spam: "Closed",
  } satisfies Record<BookingStatus, string>,
  actions: {
    reschedule: "Choose another time",
    cancel: "Cancel this booking",
    confirmCancelQuestion: "Cancel this meeting? The time will be offered to others.",
    confirmCancel: "Yes, cancel it",
    keep: "Keep my booking",
    move: "Move my booking",
    back: "Back",
  },
  results: {
    cancelled: "Your booking is cancelled. We have sent you an e-mail with the cancellation.",
    moved: (label: string) =>
      `Your booking has moved to ${label} PHT. We have sent you an updated invitation.`,
    bookAgain: { name: "Book another time", path: "/booking" },
  },
  errors: {
    noToken:
      "This page needs the private link from your booking e-mail. Please open the link from that e-mail.",
    invalidToken:
      "This link is not valid any more: it was already used for a change, or the meeting is over. Please use the link in your most recent e-mail from us, or reply to it.",
    tooLate:
      "Changes close 2 hours before the meeting. Please reply to your confirmation e-mail instead.",
    notChangeable: "This booking can no longer be changed.",
    slotTaken: "Sorry, that time was just booked by someone else. Please choose another slot.",
    dayClosed: bookingDialog.messages.dayClosed,
    tooSoon: bookingDialog.messages.tooSoon,
    unavailable:
      "We could not reach the booking service. Please check your connection and try again.",
    chooseTime: "Please choose a day and one of its free times.",
    rescheduleLimit: `This booking has already been moved ${VISITOR_RESCHEDULES_PER_BOOKING} times, the most a link allows. To change it again, please reply to your confirmation e-mail.`,
    dailyLimit:
      "This e-mail address has made the most bookings and changes allowed for today. Please try again tomorrow, or reply to your confirmation e-mail.",
  },
} as const;
