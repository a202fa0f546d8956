/** Texts of the staff console's agenda and of the reschedule dialog on a booking. */

export const consoleAgendaCopy = {
  title: "Agenda",
  intro:
    "The week's bookings in Philippine time, pending ones first each day. Declined and cancelled bookings free their slot and are not shown.",
  weekNavLabel: "Week",
  weekHeading: (first: string, last: string) => `Week of ${first} to ${last}`,
  previousWeek: "Previous week",
  thisWeek: "This week",
  nextWeek: "Next week",
  dayEmpty: "No bookings.",
  emptyTitle: "No bookings this week",
  emptyBody:
    "Nothing is booked from Monday to Friday of this week, and no day is closed. Try another week.",
  errorTitle: "The agenda could not be loaded",
  loading: "Loading the agenda",
  yourTime: (local: string) => `Your time: ${local}`,
  bookingCount: (count: number) => (count === 1 ? "1 booking" : `${count} bookings`),
  /** Under a closed day's heading (a holiday or company closure). */
  closed: (reason: string) => `Closed: ${reason}`,
} as const;

export const consoleRescheduleCopy = {
  open: "Reschedule",
  title: "Reschedule the booking",
  intro: (name: string) =>
    `Choose a new day and time for ${name}. Times are Philippine time (PHT); taken times are not offered.`,
  dayLabel: "Day",
  /** Under the calendar until the closed days are known: no day can be chosen meanwhile. */
  checkingDays: "Checking which days are open…",
  noDayChosen: "No day chosen yet.",
  timeLabel: "Time (PHT)",
  chooseDayFirst: "Choose a day to see its free times.",
  noTimes: "No free time is left on this day. Choose another day.",
  loadingTimes: "Checking which times are free…",
  timesFailed: "The free times could not be loaded.",
  retryTimes: "Try again",
  chooseTime: "Choose a time.",
  current: (when: string) => `Now: ${when}`,
  confirmTitle: "Move the booking?",
  confirmBody: (name: string, when: string) =>
    `This moves the booking of ${name} to ${when} and e-mails them the new time.`,
  next: "Continue",
  back: "Back",
  submit: "Move and e-mail the visitor",
  cancel: "Keep as is",
  done: "Booking moved. The visitor is e-mailed.",
  slotTaken: "That time was just taken. Choose another time.",
  slotInPast: "That time has already passed. Choose a later time.",
  dayClosed: (reason: string) => `That day is closed: ${reason}. Please choose another day.`,
  failed: "The booking was not moved. Try again.",
} as const;
