/** The full Chromium: `CHROME_PATH`, else Debian's `/usr/bin/chromium` (visual baselines, Lighthouse). */
export declare function fullBrowserPath(): string;
/** The Chromium that page tests drive: `CHROME_PATH`, else Debian's headless-only build when installed, else Chromium. */
export declare function testBrowserPath(): string;
