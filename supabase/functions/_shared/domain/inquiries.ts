// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/** The four service inquiry forms; each is stored as an `inquiries` row of this kind. */
export const inquiryKinds = ["ai", "digital", "ecommerce", "global"] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** An inquiry's id is this prefix and a UUID made in the browser, so a retried insert is recognised. */
export const INQUIRY_ID_PREFIX = "inq-";

/**
 * Per kind, the keys of the form's own answers stored in the row's `details` object, in the order the form asks
 * for them (name, e-mail, phone, company and subscribe are columns). The e-commerce store type is stored as
 * `requirements`. The database refuses any other key.
 */
export const inquiryAnswerKeys = {
  ai: ["industry", "aiType", "dataAvailable", "budget", "requirements"],
  digital: ["projectType", "budget", "timeline", "requirements"],
  ecommerce: ["requirements", "products", "features", "budget", "additionalInfo"],
  global: [
    "position",
    "industry",
    "companySize",
    "currentMarkets",
    "targetMarkets",
    "timeline",
    "expansionGoals",
  ],
} as const satisfies Readonly<Record<InquiryKind, readonly string[]>>;
export type InquiryAnswerKey<Kind extends InquiryKind = InquiryKind> =
  (typeof inquiryAnswerKeys)[Kind][number];

/** The statuses of an inquiry, in pipeline order; spam is a close of its own (spam.ts). */
export const inquiryStatuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const INQUIRY_INITIAL_STATUS = "new" satisfies InquiryStatus;

/**
 * The moves staff may make on an inquiry, from each status (visitors never change an inquiry, and no move e-mails
 * them). The database refuses every other move.
 */
export const inquiryTransitions = {
  new: ["contacted"],
  contacted: ["qualified"],
  qualified: ["won", "lost"],
  won: [],
  lost: [],
  spam: [],
} as const satisfies Readonly<Record<InquiryStatus, readonly InquiryStatus[]>>;

export function canMoveInquiry(from: InquiryStatus, to: InquiryStatus): boolean {
  return (inquiryTransitions[from] as readonly InquiryStatus[]).includes(to);
}

export function inquiryMovesFrom(from: InquiryStatus): readonly InquiryStatus[] {
  return inquiryTransitions[from];
}
