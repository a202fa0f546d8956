import type { PlaywrightTestConfig } from "@playwright/test";

export declare function previewE2eConfig(options: {
  /** Where the app's production preview listens. */
  previewPort: number;
  /** Start the embedded local backend (in memory) next to the preview. */
  withLocalBackend: boolean;
}): PlaywrightTestConfig;

/** Test details that run a test only in the mobile-390 project: its outcome does not depend on the width. */
export declare const MOBILE_ONLY: { readonly tag: "@mobile-only" };
/** Test details that run a test only in the desktop-1366 project: its outcome does not depend on the width. */
export declare const DESKTOP_ONLY: { readonly tag: "@desktop-only" };
