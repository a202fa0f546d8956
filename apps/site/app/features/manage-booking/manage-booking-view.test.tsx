import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { manageBookingPage } from "@innovatehub/content/site";
import type { ManageBackend, ManagedBooking } from "./manage-backend";
import { renderWithRouter } from "../../test/render-with-router";
import { ManageBookingView } from "./manage-booking-view";
import { DAY_MS, formatManilaTime } from "@innovatehub/domain";
import { takeTokenFromLocation } from "../../lib/link-token";

const ROOM = "https://meet.jit.si/InnovateHub-0f1e2d3c4b5a69788796a5b4c3d2e1f00";

const TOKEN = "a".repeat(64);

function booking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  const start = new Date(Date.now() + 10 * DAY_MS);
  return {
    scheduled_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 1_800_000).toISOString(),
    duration: "30min",
    meeting_type: "video",
    status: "pending",
    change_deadline: new Date(start.getTime() - 7_200_000).toISOString(),
    meeting_url: null,
    phone_last_digits: null,
    ...overrides,
  };
}

type Answer = { data: unknown; error: { code: string; message: string } | null };

function backend(answers: Record<string, Answer>) {
  const rpc = vi.fn((name: string) => Promise.resolve(answers[name] ?? { data: [], error: null }));
  // The stand-in answers by function name, as the overloads of ManageBackend do.
  return { client: { rpc } as unknown as ManageBackend, rpc };
}

describe("the manage page", () => {
  it("shows the booking and cancels it after a confirmation", async () => {
    const shown = booking();
    const { client, rpc } = backend({
      visitor_get_booking: { data: [shown], error: null },
      visitor_cancel_booking: { data: null, error: null },
    });
    renderWithRouter(<ManageBookingView client={client} token={TOKEN} />);
    expect(
      await screen.findByRole("heading", { name: manageBookingPage.details.heading }),
    ).toBeVisible();
    expect(screen.getByText("30 Minutes")).toBeVisible();
    // The day is named, not only the clock.
    expect(
      screen.getByText(`${formatManilaTime(shown.scheduled_at, "longDateTime")} PHT`),
    ).toBeVisible();
    expect(screen.getByText(manageBookingPage.statusLabels.pending ?? "")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: manageBookingPage.actions.cancel }));
    expect(rpc).not.toHaveBeenCalledWith("visitor_cancel_booking", expect.anything());
    await userEvent.click(
      screen.getByRole("button", { name: manageBookingPage.actions.confirmCancel }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      manageBookingPage.results.cancelled,
    );
    expect(
      screen.getByRole("link", { name: manageBookingPage.results.bookAgain.name }),
    ).toHaveAttribute("href", manageBookingPage.results.bookAgain.path);
    // The buttons just used are gone: focus goes to the outcome, not to the end of the page.
    expect(screen.getByRole("status").parentElement).toHaveFocus();
    expect(rpc).toHaveBeenCalledWith("visitor_cancel_booking", { p_token: TOKEN });
  });

  it("explains a used or expired link", async () => {
    const { client } = backend({
      visitor_get_booking: { data: null, error: { code: "PT403", message: "invalid_token" } },
    });
    renderWithRouter(<ManageBookingView client={client} token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      manageBookingPage.errors.invalidToken,
    );
    expect(
      screen.getByRole("link", { name: manageBookingPage.results.bookAgain.name }),
    ).toBeVisible();
  });

  it("offers no changes once the notice period has begun", async () => {
    const { client } = backend({
      visitor_get_booking: {
        data: [booking({ change_deadline: new Date(Date.now() - 1000).toISOString() })],
        error: null,
      },
    });
    renderWithRouter(<ManageBookingView client={client} token={TOKEN} />);
    await screen.findByRole("heading", { name: manageBookingPage.details.heading });
    expect(screen.queryByRole("button", { name: manageBookingPage.actions.cancel })).toBeNull();
  });

  it("takes the token from the fragment and removes it from the address bar", () => {
    window.history.replaceState(null, "", `/manage-booking#${TOKEN}`);
    expect(takeTokenFromLocation()).toBe(TOKEN);
    expect(window.location.hash).toBe("");
    window.history.replaceState(null, "", "/manage-booking#not-a-token");
    expect(takeTokenFromLocation()).toBeNull();
  });

  it("shows how to join: the room once confirmed, the promise before, who calls whom for a call", async () => {
    const { client } = backend({
      visitor_get_booking: {
        data: [booking({ status: "confirmed", meeting_url: ROOM })],
        error: null,
      },
    });
    renderWithRouter(<ManageBookingView client={client} token={TOKEN} />);
    expect(
      await screen.findByRole("link", { name: `${manageBookingPage.details.joinVideo}: ${ROOM}` }),
    ).toHaveAttribute("href", ROOM);

    const pending = backend({ visitor_get_booking: { data: [booking()], error: null } });
    renderWithRouter(<ManageBookingView client={pending.client} token={TOKEN} />);
    expect(await screen.findByText(manageBookingPage.details.videoLinkPending)).toBeVisible();

    const call = backend({
      visitor_get_booking: {
        data: [booking({ meeting_type: "call", phone_last_digits: "0199" })],
        error: null,
      },
    });
    renderWithRouter(<ManageBookingView client={call.client} token={TOKEN} />);
    expect(await screen.findByText(manageBookingPage.details.phoneCall("0199"))).toBeVisible();
  });

  it("opens the reschedule calendar on the booking's month, not today's", async () => {
    const start = new Date(Date.now() + 45 * DAY_MS);
    const { client } = backend({
      visitor_get_booking: {
        data: [
          booking({
            scheduled_at: start.toISOString(),
            ends_at: new Date(start.getTime() + 1_800_000).toISOString(),
            change_deadline: new Date(start.getTime() - 7_200_000).toISOString(),
          }),
        ],
        error: null,
      },
    });
    renderWithRouter(<ManageBookingView client={client} token={TOKEN} />);
    await userEvent.click(
      await screen.findByRole("button", { name: manageBookingPage.actions.reschedule }),
    );
    const month = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Manila",
      month: "long",
      year: "numeric",
    }).format(start);
    expect(screen.getByRole("grid", { name: month })).toBeVisible();
  });
});
