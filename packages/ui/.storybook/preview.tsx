import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { ASYNC_WAIT_TIMEOUT_MS } from "@innovatehub/vitest-config/timeouts";

import "../src/styles/globals.css";
import { loadBrandFont } from "./brand-font";
import { DocsPage } from "./docs-page";

// Play functions wait on conditions (findBy/waitFor); a loaded machine gets the room, a met condition returns at once.
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });

const preview: Preview = {
  loaders: [loadBrandFont],
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story test in Vitest, not just show in the panel.
    a11y: { test: "error" },
    docs: { page: DocsPage },
  },
};

export default preview;
