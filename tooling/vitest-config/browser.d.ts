import type { BrowserConfigOptions } from "vitest/node";

export declare function chromiumBrowser(): BrowserConfigOptions;
