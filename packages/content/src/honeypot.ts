/**
 * The booking and inquiry forms' trap for bots: a field people never see and assistive tech never announces
 * (`hidden`). Anything typed into it makes the database drop the booking or inquiry silently (the `honeypot`
 * column of appointments and inquiries). Its own module, so a page that shows a form loads nothing else with it.
 */
export const honeypotField = { name: "website", label: "Website" } as const;
