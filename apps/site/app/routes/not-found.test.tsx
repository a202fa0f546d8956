import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notFoundPage } from "@innovatehub/content/site";
import { renderWithRouter } from "../test/render-with-router";
import NotFoundRoute from "./not-found";

describe("not-found route", () => {
  it("shows 404, the heading and a Return to Home link to /", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithRouter(<NotFoundRoute />, { path: "/no-such-page" });
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    vi.restoreAllMocks();
  });

  it("logs the unknown path to the console", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithRouter(<NotFoundRoute />, { path: "/no-such-page" });
    expect(error).toHaveBeenCalledWith(notFoundPage.logMessage("/no-such-page"));
    vi.restoreAllMocks();
  });
});
