import type { Decorator, Preview } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";
import { configure } from "storybook/test";
import { ASYNC_WAIT_TIMEOUT_MS } from "@innovatehub/vitest-config/timeouts";
import "../app/app.css";

/** Sections use router links, so every story renders inside a memory router at `parameters.path`. */
const withRouter: Decorator = (Story, context) => {
  const path = typeof context.parameters.path === "string" ? context.parameters.path : "/";
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story /> }]);
  return <Stub initialEntries={[path]} />;
};

// Play functions wait on conditions (findBy/waitFor); a loaded machine gets the room, a met condition returns at once.
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });

const preview: Preview = {
  decorators: [withRouter],
  parameters: {
    layout: "fullscreen",
    // Axe violations fail the story test in Vitest, not just show in the panel.
    a11y: { test: "error" },
  },
};

export default preview;
