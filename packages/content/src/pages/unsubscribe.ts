import type { PageMeta } from "../routes";

export const unsubscribePage = {
  /** Where the unsubscribe link in an inquiry acknowledgement leads; the token follows in the URL fragment. */
  path: "/unsubscribe",
  /** Not indexed and not in the sitemap, like the manage page. */
  meta: {
    title: "Unsubscribe | InnovateHub",
    description: "Stop receiving news about InnovateHub's services.",
  } satisfies PageMeta,
  title: "Unsubscribe",
  working: "Unsubscribing…",
  done: "You are unsubscribed. We will not send you news about our services any more.",
  errors: {
    noToken:
      "This page needs the unsubscribe link from one of our e-mails. Please open the link from that e-mail.",
    invalidToken:
      "This unsubscribe link is not valid. Please reply to our e-mail and we will unsubscribe you.",
    unavailable:
      "We could not reach our service. Please try again, or reply to our e-mail and we will unsubscribe you.",
  },
} as const;
