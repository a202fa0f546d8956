import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FADE_IN_CLASS, FADE_PENDING_CLASS, fadeUp } from "./fade-up";
import { useFadeUp } from "./use-fade-up";
import { mockReducedMotion } from "@innovatehub/vitest-config/happy-dom";

const VIEWPORT_PX = 800;
const tops = new Map<string, number>();

function Page() {
  useFadeUp();
  return (
    <>
      <div data-testid="above" {...fadeUp()}>above the fold</div>
      <div data-testid="below" {...fadeUp()}>below the fold</div>
    </>
  );
}

function mockLayout() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const top = tops.get(this.dataset.testid ?? "") ?? 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 100, height: 200 });
  });
}

async function scrollBy(px: number) {
  for (const [id, top] of tops) {
    tops.set(id, top - px);
  }
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe("useFadeUp", () => {
  beforeEach(() => {
    Object.defineProperty(window, "innerHeight", { value: VIEWPORT_PX, configurable: true });
    tops.set("above", 100);
    tops.set("below", 1400);
    mockLayout();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows elements already in view at load and hides only those below the fold", () => {
    mockReducedMotion(false);
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByTestId("above")).toHaveClass(FADE_IN_CLASS);
    expect(screen.getByTestId("above")).not.toHaveClass(FADE_PENDING_CLASS);
    expect(screen.getByTestId("below")).toHaveClass(FADE_PENDING_CLASS);
    expect(screen.getByTestId("below")).not.toHaveClass(FADE_IN_CLASS);
  });

  it("fades an element in once scrolling brings its top above 90% of the viewport", async () => {
    mockReducedMotion(false);
    render(<Page />, { wrapper: MemoryRouter });
    await scrollBy(400);
    expect(screen.getByTestId("below")).not.toHaveClass(FADE_IN_CLASS);
    await scrollBy(400);
    expect(screen.getByTestId("below")).toHaveClass(FADE_IN_CLASS);
    expect(screen.getByTestId("below")).not.toHaveClass(FADE_PENDING_CLASS);
  });

  it("never hides anything for visitors who prefer reduced motion", () => {
    mockReducedMotion(true);
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByTestId("below")).not.toHaveClass(FADE_PENDING_CLASS);
  });

  it("renders marked elements visible before any script runs", () => {
    const { container } = render(<div {...fadeUp()}>content</div>);
    expect(container.firstElementChild).toHaveClass("fade-up");
    expect(container.firstElementChild).not.toHaveClass(FADE_PENDING_CLASS);
  });
});
