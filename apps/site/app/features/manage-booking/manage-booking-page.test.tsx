import { DAY_MS } from "@innovatehub/domain";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manageBookingPage } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import ManageBookingPage from "./manage-booking-page";

const FIRST = "a".repeat(64);
const SECOND = "b".repeat(64);

function bookingOn(daysAhead: number, meetingType: string) {
  const start = new Date(Date.now() + daysAhead * DAY_MS);
  return {
    scheduled_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 1_800_000).toISOString(),
    duration: "30min",
    meeting_type: meetingType,
    status: "pending",
    change_deadline: new Date(start.getTime() - 7_200_000).toISOString(),
    meeting_url: null,
    phone_last_digits: "0199",
  };
}

const rpc = vi.fn((_name: string, args: { p_token: string }) =>
  Promise.resolve({
    data: [args.p_token === FIRST ? bookingOn(10, "video") : bookingOn(12, "call")],
    error: null,
  }),
);

vi.mock("../../lib/backend/supabase-client", () => ({ getSiteBackend: () => ({ rpc }) }));

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("the manage page in one tab", () => {
  it("opens a second manage link in place and clears its token from the address bar", async () => {
    window.history.replaceState(null, "", `/manage-booking#${FIRST}`);
    renderWithRouter(<ManageBookingPage />);
    expect(await screen.findByText(manageBookingPage.details.videoLinkPending)).toBeVisible();
    expect(window.location.hash).toBe("");

    // A fragment-only navigation, as when a second e-mail link opens in this tab.
    act(() => {
      window.location.hash = SECOND;
    });
    expect(await screen.findByText(manageBookingPage.details.phoneCall("0199"))).toBeVisible();
    expect(rpc).toHaveBeenLastCalledWith("visitor_get_booking", { p_token: SECOND });
    expect(screen.queryByText(manageBookingPage.details.videoLinkPending)).toBeNull();
    expect(window.location.hash).toBe("");
  });
});
