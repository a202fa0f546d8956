import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./use-scroll-to-top";

function Page() {
  useScrollToTop();
  return (
    <>
      <Link to="/about">About</Link>
      <Link to="/services#pricing">Pricing</Link>
      <h2 id="pricing">Pricing section</h2>
    </>
  );
}

function renderApp() {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("useScrollToTop", () => {
  afterEach(() => vi.restoreAllMocks());

  it("scrolls to the top on every path change", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("scrolls to the anchor instead when the link has a hash", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole("heading", { name: "Pricing section" }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
