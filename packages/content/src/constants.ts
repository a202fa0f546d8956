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

// Navigation menu: dropdowns open after the pointer rests this long; moving to another within the skip delay
// opens it at once.
export const NAVIGATION_MENU_DELAY_MS = 200;
export const NAVIGATION_MENU_SKIP_DELAY_MS = 300;

// Booking: the starting topic of the booking form (the rules themselves, times, statuses and limits, are
// @innovatehub/domain's).
export const BOOKING_DEFAULT_TOPIC = "General Consultation";

export const TEXTAREA_ROWS = 4;
