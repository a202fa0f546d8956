// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * Every limit on what a visitor or a staff member may type. The forms check these before sending and show them
 * (`maxLength`), the database enforces the maximums in its CHECK constraints and functions; the contract test
 * (tooling/local-backend/test/domain-contract.test.ts) proves the two agree. Minimums are the forms' rules
 * (docs/product.md §5); where the database has a minimum it is the same or looser.
 */

/** A person's name: booking and inquiry forms; the database trims before counting. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/** The longest address RFC 5321 allows. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 32;
/** One-line texts: company, business name, booking topic, short inquiry answers. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/**
 * Free texts: booking notes and an inquiry's long answers (requirements, products, goals). Long enough for a
 * detailed brief; the database allows the same for any one inquiry answer.
 */
export const LONG_TEXT_MAX_LENGTH = 5000;
/** A multiple-choice inquiry answer (e-commerce features): at most this many choices of this length each. */
export const ANSWER_LIST_MAX_ITEMS = 20;
export const ANSWER_LIST_ITEM_MAX_LENGTH = 100;
/** One internal note on a booking or an inquiry (staff only). */
export const STAFF_NOTE_MAX_LENGTH = 4000;
/** The staff inbox's search text. */
export const LEAD_SEARCH_MAX_LENGTH = 200;

// Minimums of the inquiry forms' own answers (docs/product.md §5).
export const REQUIREMENTS_MIN_LENGTH = 10;
export const BUSINESS_NAME_MIN_LENGTH = 2;
export const PRODUCTS_MIN_LENGTH = 5;
export const ECOMMERCE_FEATURES_MIN_COUNT = 1;
export const COMPANY_MIN_LENGTH = 2;
export const POSITION_MIN_LENGTH = 2;
export const MARKETS_MIN_LENGTH = 2;
export const EXPANSION_GOALS_MIN_LENGTH = 10;

/*
 * Abuse limits the database holds in private.rate_limits (the contract test reads them there). The other limits
 * of that table (docs/product.md "Abuse limits") have no counterpart in the apps.
 */
/** Bookings one client address may leave awaiting the CAPTCHA at once (CAPTCHA on; docs/decisions.md D66). */
export const BOOKINGS_AWAITING_CAPTCHA_PER_ADDRESS = 10;
/** Agent applications one client address may leave awaiting the CAPTCHA at once (CAPTCHA on; D80). */
export const AGENT_APPLICATIONS_AWAITING_CAPTCHA_PER_ADDRESS = 10;
/** Times a visitor may move one booking through its manage link. */
export const VISITOR_RESCHEDULES_PER_BOOKING = 3;
/** New bookings and manage-link changes one mailbox may make in a rolling 24 hours. */
export const BOOKINGS_AND_CHANGES_PER_MAILBOX_PER_DAY = 5;
