import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { ASYNC_WAIT_TIMEOUT_MS } from "@innovatehub/vitest-config/timeouts";

import "../src/styles/globals.css";
import { conflictingClasses } from "../src/lib/class-conflicts";
import { loadBrandFont } from "./brand-font";
import { DocsPage } from "./docs-page";

// Play functions wait on conditions (findBy/waitFor); a loaded machine gets the room, a met condition returns at once.
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });

/**
 * Every story's test fails on an element whose classes set one thing twice: the kit's `cn` joins classes and does
 * not merge them (docs/decisions.md D81), so a variant or a story's className must never override another class.
 * The whole document, so dialogs and popovers rendered in portals count too.
 */
function expectNoConflictingClasses() {
  const conflicts = [...document.body.querySelectorAll<HTMLElement>("[class]")].flatMap((element) => {
    const classList = element.getAttribute("class") ?? "";
    const overridden = conflictingClasses(classList);
    return overridden.length > 0 ? [`${overridden.join(" ")} in "${classList}"`] : [];
  });
  if (conflicts.length > 0) {
    throw new Error(`Conflicting classes:\n${conflicts.join("\n")}`);
  }
}

const preview: Preview = {
  loaders: [loadBrandFont],
  afterEach: expectNoConflictingClasses,
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story test in Vitest, not just show in the panel.
    a11y: { test: "error" },
    docs: { page: DocsPage },
  },
};

export default preview;
