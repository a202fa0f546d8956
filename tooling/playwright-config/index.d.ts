import type { PlaywrightTestConfig } from "@playwright/test";

export declare function previewE2eConfig(options: {
  /** Where the app's production preview listens. */
  previewPort: number;
  /** Start the embedded local backend (in memory) next to the preview. */
  withLocalBackend: boolean;
}): PlaywrightTestConfig;
