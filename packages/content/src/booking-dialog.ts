import { VISITOR_CHANGE_NOTICE_MINUTES } from "@innovatehub/domain";
import { bookingDemoTrigger } from "./pages/booking-demo";

const MINUTES_PER_HOUR = 60;
const noticeHours = VISITOR_CHANGE_NOTICE_MINUTES / MINUTES_PER_HOUR;

/** Booking dialog texts (docs/product.md §2.16, §4, §5 and §8), word for word where the spec gives them. */
export const bookingDialog = {
  title: "Schedule a Meeting",
  description: "Choose a time with our team. Times are Philippine time (PHT).",
  tabs: { calendar: "Google Calendar", form: "Custom Form" },
  fields: {
    name: { label: "Full Name", placeholder: "Juan Dela Cruz" },
    email: { label: "Email", placeholder: "juan@company.com" },
    company: { label: "Company", placeholder: "Your company name" },
    phone: { label: "Phone Number", placeholder: "+63 912 345 6789" },
    topic: { label: "Meeting Topic", placeholder: "General Consultation" },
    meetingType: { label: "Meeting Type", placeholder: "Select meeting type" },
    duration: { label: "Duration", placeholder: "Select duration" },
    date: {
      label: "Date",
      placeholder: "Pick a date",
      /** Under the calendar until the closed days are known: no day can be chosen meanwhile. */
      checking: "Checking which days are open...",
      /** Added to a closed day's name in the calendar (what a screen reader announces for the day). */
      closed: (reason: string) => `Closed: ${reason}`,
      /** The list under the calendar of the shown month's closed weekdays: "Mon, Nov 30: Bonifacio Day". */
      closedListLabel: "Closed this month",
      closedItem: (dayLabel: string, reason: string) => `${dayLabel}: ${reason}`,
    },
    time: { label: "Available Time Slots", placeholder: "Select a time" },
    notes: {
      label: "Additional Notes",
      placeholder: "Anything we should know before the meeting?",
    },
  },
  selectDateFirst: "Select a date first",
  noSlots: "No available slots",
  loadingSlots: "Checking availability...",
  cancel: "Cancel",
  submit: "Schedule Meeting",
  submitting: "Submitting...",
  timeZoneNote: "Times are shown in Philippine time (PHT, UTC+8).",
  /** "9:00 AM PHT (5:00 AM your time)" when the visitor's zone differs. */
  localTimeHint: (manilaLabel: string, localLabel: string) =>
    `${manilaLabel} PHT (${localLabel} your time)`,
  /** The Custom Form tab when no backend is configured: never a dead form. */
  unavailable: {
    title: "Online booking is unavailable right now",
    description:
      "Our booking form cannot reach the scheduling service at the moment. You can still book through the Google Calendar tab, or call us during business hours.",
    calendarAction: "Open the Google Calendar tab",
    phoneLabel: "Call us",
  },
  /** Shown under the time select when the visitor's clock differs from Manila's. */
  localTimeNote: (zone: string) => `Your time zone: ${zone}.`,
  availabilityFailed:
    "We could not check which times are taken. The times shown may not all be free.",
  messages: {
    missingRequired: "Please fill in all required fields",
    insertFailedFallback: "Failed to submit booking request",
    unexpectedError: "An error occurred while submitting your booking request",
    unknownError: "An unknown error occurred",
    success: "Booking request submitted successfully!",
    slotTaken: "Sorry, that time was just booked by someone else. Please choose another slot.",
    rateLimited: "You have made too many booking requests. Please try again later or call us.",
    invalid: "Some booking details are not valid. Please check the form and try again.",
    invalidSlot: "Please choose one of the available time slots",
    unavailableDay: "Bookings are open Monday to Friday, from today onwards",
    /** PT409 day_closed: the database names the day's reason (a holiday or closure added after the calendar loaded). */
    dayClosed: (reason: string) => `That day is closed: ${reason}. Please choose another day.`,
    /** PT400 slot_too_soon: the minimum notice (docs/decisions.md D57). */
    tooSoon: `Meetings start at least ${noticeHours} hours from now. Please choose a later time.`,
    networkError:
      "We could not reach the booking service. Please check your connection and try again.",
  },
  demoTrigger: bookingDemoTrigger,
} as const;
