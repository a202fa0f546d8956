import { render, screen } from "@testing-library/react";
import { consoleInvalidDate, consoleRouteErrorCopy } from "@innovatehub/content/console";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleRoutes } from "../console-paths";
import { router } from "../router";
import { formatManila } from "../lib/format";
import { RouteError } from "./route-error";

function BrokenScreen(): never {
  throw new RangeError("Invalid time value");
}

function Shell() {
  return (
    <>
      <nav aria-label="Console">Inbox</nav>
      <Outlet />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a screen's error boundary", () => {
  it("shows what happened with a reload and a way back, and keeps the rest of the console", async () => {
    // React reports a caught render error on the console; that noise is expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const memory = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [{ path: "/bookings/1", element: <BrokenScreen />, errorElement: <RouteError /> }],
        },
        { path: consoleRoutes.inbox, element: <p>Inbox screen</p> },
      ],
      { initialEntries: ["/bookings/1"] },
    );
    render(<RouterProvider router={memory} />);

    expect(await screen.findByRole("alert")).toHaveTextContent(consoleRouteErrorCopy.title);
    expect(screen.getByRole("button", { name: consoleRouteErrorCopy.reload })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Console" })).toBeVisible();
    expect(screen.getByRole("link", { name: consoleRouteErrorCopy.backToInbox })).toHaveAttribute(
      "href",
      consoleRoutes.inbox,
    );
  });

  it("is not needed for a bad date: the formatter draws the placeholder instead of throwing", () => {
    function LeadArrival() {
      return <p>{formatManila("2026-13-45T25:61:61Z")}</p>;
    }
    const memory = createMemoryRouter(
      [{ path: "/", element: <LeadArrival />, errorElement: <RouteError /> }],
    );
    render(<RouterProvider router={memory} />);
    expect(screen.getByText(consoleInvalidDate)).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the console's router", () => {
  function screensOf(routes: readonly RouteObject[]): RouteObject[] {
    return routes.flatMap((route) => [
      ...(route.lazy === undefined ? [] : [route]),
      ...screensOf(route.children ?? []),
    ]);
  }

  it("gives every screen its own error boundary", () => {
    const screens = screensOf(router.routes);
    const screenPaths = Object.values(consoleRoutes).filter((path) => typeof path === "string");
    expect(screens.map((route) => route.path).sort()).toEqual([...screenPaths].sort());
    for (const route of screens) {
      expect(route.errorElement, route.path).toEqual(<RouteError />);
    }
  });
});
