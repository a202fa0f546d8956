import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_SCROLL_THRESHOLD_PX } from "@innovatehub/content/site";
import { useScrolledPast } from "./use-scrolled-past";

function Probe() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return <p>{scrolled ? "scrolled" : "top"}</p>;
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("useScrolledPast", () => {
  afterEach(() => scrollWindowTo(0));

  it("is false at the top and exactly at the threshold", () => {
    render(<Probe />);
    expect(screen.getByText("top")).toBeInTheDocument();
    scrollWindowTo(HEADER_SCROLL_THRESHOLD_PX);
    expect(screen.getByText("top")).toBeInTheDocument();
  });

  it("turns true one pixel past the threshold and back to false on returning", () => {
    render(<Probe />);
    scrollWindowTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(screen.getByText("scrolled")).toBeInTheDocument();
    scrollWindowTo(0);
    expect(screen.getByText("top")).toBeInTheDocument();
  });

  it("reads a position the page already had when it mounted", () => {
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
    render(<Probe />);
    expect(screen.getByText("scrolled")).toBeInTheDocument();
  });
});
