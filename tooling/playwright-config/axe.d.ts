import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/**
 * Runs axe-core with the rules of `tags` over the page as it is now (every frame included) and returns its results.
 * axe's source is evaluated once in a document, and the results are joined in the page itself (see axe.js).
 */
export declare function axeResults(page: Page, tags: string[]): Promise<AxeResults>;
