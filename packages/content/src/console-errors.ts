/** What the console shows in place of a value or a screen that cannot be shown. */
export const consoleInvalidDate = "Invalid date";

/** A screen that failed while drawing (one bad value must never blank the whole console). */
export const consoleRouteErrorCopy = {
  title: "This screen could not be shown",
  body: "Something in its data could not be displayed. Reload to try again, or go back to the inbox.",
  reload: "Reload",
  backToInbox: "Back to the inbox",
} as const;
