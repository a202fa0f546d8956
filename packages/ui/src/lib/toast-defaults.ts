/**
 * Toast numbers from docs/product.md §9. The component defaults mirror sonner's own; the app-level ones are what
 * the kit's `Toaster` applies unless the caller overrides them.
 */
export const TOAST_COMPONENT_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;
/**
 * The spec's swipe distance. sonner 2 hard-codes its own dismiss threshold (45 px, or a fast flick) and has
 * no prop for it, so this value documents the contract; the Toaster cannot pass it on.
 */
export const TOAST_SWIPE_THRESHOLD_PX = 20;
/** Alt+T moves focus to the notification region (sonner matches `event.code`). */
export const TOAST_HOTKEY = ["altKey", "KeyT"] as const;

export const TOAST_APP_POSITION = "bottom-right" as const;
export const TOAST_APP_DURATION_MS = 5000;
