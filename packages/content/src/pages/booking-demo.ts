/**
 * A second way into the booking dialog, prefilled for a product demo (service pages). Its own module, so a
 * page with this button does not carry the dialog's texts, which load with the dialog.
 */
export const bookingDemoTrigger = { label: "Book a demo", topic: "Product Demo", meetingType: "video" } as const;
