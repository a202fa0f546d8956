/** Business constants and limits of docs/product.md §9 (plus §4 where it names a number). */

// Header and layout
export const HEADER_SCROLL_THRESHOLD_PX = 50;

// Fade-in on scroll
/** An element fades in once its top edge is above this share of the viewport height. */
export const FADE_IN_VIEWPORT_RATIO = 0.9;
/** The home page fades an element in at about this share of it being visible. */
export const HOME_FADE_IN_VISIBILITY_RATIO = 0.1;

// Carousels
export const HOME_TESTIMONIAL_INTERVAL_MS = 5000;
export const HOME_TESTIMONIAL_COUNT = 3;
export const CLIENT_CAROUSEL_INTERVAL_MS = 3000;

// Lists
export const HOME_SERVICE_FEATURES_SHOWN = 3;
export const ALL_SERVICES_FEATURES_SHOWN = 2;
export const SERVICE_FEATURE_COUNT = 3;
export const CLIENTS_PREVIEW_LIMIT = 8;
export const HOME_FEATURED_PARTNER_COUNT = 6;

// Heights
export const CLIENT_TABLE_HEIGHT_PX = 600;
export const SCHEDULER_FRAME_HEIGHT_PX = 600;

// Inquiry flow
export const INQUIRY_SUBMIT_DELAY_MS = 1500;
export const INQUIRY_REDIRECT_DELAY_MS = 2000;
export const INQUIRY_REDIRECT_PATH = "/services";
export const INQUIRY_ID_PREFIX = "inq-";

// Inquiry validation (docs/product.md §5)
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 10;
export const REQUIREMENTS_MIN_LENGTH = 10;
export const BUSINESS_NAME_MIN_LENGTH = 2;
export const PRODUCTS_MIN_LENGTH = 5;
export const ECOMMERCE_FEATURES_MIN_COUNT = 1;
export const COMPANY_MIN_LENGTH = 2;
export const POSITION_MIN_LENGTH = 2;
export const MARKETS_MIN_LENGTH = 2;
export const EXPANSION_GOALS_MIN_LENGTH = 10;

// Navigation menu: dropdowns open after the pointer rests this long; moving to another within the skip delay
// opens it at once.
export const NAVIGATION_MENU_DELAY_MS = 200;
export const NAVIGATION_MENU_SKIP_DELAY_MS = 300;

// Booking (docs/product.md §10.1: Manila business time)
export const BOOKING_TIME_ZONE = "Asia/Manila";
export const BOOKING_TIME_ZONE_LABEL = "PHT";
/** Manila has no daylight saving time, so its offset is fixed. */
export const BOOKING_UTC_OFFSET = "+08:00";
export const BOOKING_FIRST_SLOT_HOUR = 9;
/** The last slot starts before this hour. */
export const BOOKING_END_HOUR = 17;
export const BOOKING_SLOT_STEP_30_MIN = 30;
export const BOOKING_SLOT_STEP_60_MIN = 60;
export const BOOKING_EXCLUDED_SLOTS = ["10:00", "14:30"] as const;
/** A booking may start at most this many days ahead (the database refuses later ones: booking_horizon_days). */
export const BOOKING_HORIZON_DAYS = 60;
/**
 * A visitor's booking starts more than this many minutes from now, and their own changes close this long before
 * the meeting (docs/decisions.md D47; the database's visitor_change_notice_minutes). Staff keep no notice.
 */
export const BOOKING_MINIMUM_NOTICE_MINUTES = 120;
/** What a closed day is (supabase/migrations: closures_kind_values). */
export const closureKindValues = [
  "regular_holiday",
  "special_non_working_day",
  "company_closure",
] as const;
export type ClosureKind = (typeof closureKindValues)[number];
/** A closure's reason, shown to visitors (closures_reason_length). */
export const CLOSURE_REASON_MIN_LENGTH = 2;
export const CLOSURE_REASON_MAX_LENGTH = 60;
export const BOOKING_DEFAULT_TOPIC = "General Consultation";
export const BOOKING_DEFAULT_MEETING_TYPE = "video";
export const BOOKING_DEFAULT_DURATION = "30min";
export const BOOKING_INITIAL_STATUS = "pending";
export const PROCESS_APPOINTMENT_FUNCTION = "process-appointment";
export const APPOINTMENTS_TABLE = "appointments";
export const INQUIRIES_TABLE = "inquiries";

/*
 * Data cache (docs/product.md §9): the defaults of any client-side query cache. The site fetches nothing through
 * one yet; the staff console's TanStack Query client reads these, so they are public API of the package.
 */
/** @public */
export const DATA_CACHE_STALE_TIME_MS = 5 * 60 * 1000;
/** @public */
export const DATA_CACHE_GC_TIME_MS = 5 * 60 * 1000;
/** @public */
export const DATA_CACHE_RETRY_COUNT = 1;
/** @public */
export const DATA_CACHE_REFETCH_ON_WINDOW_FOCUS = false;
/** @public */
export const DATA_CACHE_RETRY_BASE_DELAY_MS = 1000;
/** @public */
export const DATA_CACHE_RETRY_MAX_DELAY_MS = 30_000;

/** Retry delay that doubles per attempt up to 30 seconds (docs/product.md §9 "Data cache"). */
export function dataCacheRetryDelayMs(attemptIndex: number): number {
  return Math.min(
    DATA_CACHE_RETRY_BASE_DELAY_MS * 2 ** attemptIndex,
    DATA_CACHE_RETRY_MAX_DELAY_MS,
  );
}

// Input length limits (not in the spec; they match the database's checks and keep payloads small)
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const TEXTAREA_ROWS = 4;
