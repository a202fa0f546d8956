import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";

/** Renders `ui` at `path` inside a memory router, as the app's routes would see it. */
export function renderWithRouter(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}
