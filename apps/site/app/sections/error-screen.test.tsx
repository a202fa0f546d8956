import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeErrorPage } from "@innovatehub/content/site";
import { ErrorScreen } from "./error-screen";

const HEADING = "Unexpected Application Error!";

describe("ErrorScreen", () => {
  it("heads the screen as React Router's default does and shows the response status", () => {
    render(<ErrorScreen error={{ status: 503, statusText: "Service Unavailable", internal: false, data: null }} />);
    expect(screen.getByRole("heading", { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("falls back to a general message when the error says nothing", () => {
    render(<ErrorScreen error={null} />);
    expect(screen.getByText(routeErrorPage.fallbackMessage)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: routeErrorPage.homeLink.name })).toHaveAttribute("href", "/");
  });

  it("shows the message of a thrown error", () => {
    render(<ErrorScreen error={new Error("Loading chunk failed")} />);
    expect(screen.getByRole("heading", { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByText("Loading chunk failed")).toBeInTheDocument();
  });
});
