import type { Page } from "@playwright/test";

export type PageIssues = {
  /** console.error messages and uncaught exceptions. */
  errors: string[];
  /** Messages that report a React hydration mismatch. */
  hydration: string[];
  /** `securitypolicyviolation` events as "directive blocked-uri". */
  csp: string[];
};

const HYDRATION_PATTERN = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;
const CSP_CONSOLE_PATTERN = /Content Security Policy/i;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Starts recording what a page reports: console errors, page errors, hydration warnings and CSP
 * violations (the browser fires `securitypolicyviolation` for each blocked resource or script).
 * Call before the first `goto`.
 */
export async function watchPageIssues(page: Page): Promise<PageIssues> {
  const issues: PageIssues = { errors: [], hydration: [], csp: [] };
  page.on("console", (message) => {
    const text = message.text();
    if (HYDRATION_PATTERN.test(text)) {
      issues.hydration.push(text);
    }
    if (CSP_CONSOLE_PATTERN.test(text)) {
      issues.csp.push(text);
    }
    if (message.type() === "error") {
      issues.errors.push(text);
    }
  });
  page.on("pageerror", (error) => {
    issues.errors.push(error.message);
    if (HYDRATION_PATTERN.test(error.message)) {
      issues.hydration.push(error.message);
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return issues;
}

/** CSP violations the page itself recorded, merged into `issues.csp`. */
export async function collectCspViolations(page: Page, issues: PageIssues): Promise<string[]> {
  const recorded = await page.evaluate(() => window.__cspViolations ?? []);
  return [...issues.csp, ...recorded];
}
