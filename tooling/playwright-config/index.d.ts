import type { PlaywrightTestConfig } from "@playwright/test";

export declare function previewE2eConfig(options: {
  /** Where the app's production preview listens. */
  previewPort: number;
  /** Start the embedded local backend (in memory) next to the preview. */
  withLocalBackend: boolean;
}): PlaywrightTestConfig;

/** Where the e2e run's local backend answers (LOCAL_BACKEND_PORT, default 54321). */
export declare const localBackendUrl: string;
