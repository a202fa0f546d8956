import { useState } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDialog } from "@innovatehub/content/site";
import type { DateKey } from "@innovatehub/domain";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { SlotPicker } from "./slot-picker";
import { CLOSED_DAYS_WAIT_MS } from "./use-closed-days";
import { useSlots } from "./use-slots";

/** Monday 7 December 2026, 8:00 AM in Manila: Tuesday the 8th is open, Wednesday the 9th is closed. */
const NOW = new Date("2026-12-07T00:00:00Z");
const OPEN_DAY = /\b8 December 2026\b/;
const CLOSED_DAY = /\b9 December 2026\b/;
const CLOSED_ROWS = [{ day: "2026-12-09", reason: "Company outing" }];

type ClosedAnswer = { data: typeof CLOSED_ROWS; error: null };

/** A backend whose closed days arrive when the test says so; every time is free. */
function slowClosedDays() {
  let answer: (value: ClosedAnswer) => void = () => undefined;
  let refuse: (reason: Error) => void = () => undefined;
  const closedDays = new Promise<ClosedAnswer>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  const rpc = vi.fn((name: string) =>
    name === "get_closed_days" ? closedDays : Promise.resolve({ data: [], error: null }),
  );
  return { client: { rpc } as unknown as AvailabilityBackend, answer, refuse };
}

function Picker({ client }: { client: AvailabilityBackend }) {
  const [date, setDate] = useState<DateKey>("");
  const [time, setTime] = useState("");
  const slots = useSlots({
    client,
    dateKey: date,
    duration: "30min",
    time,
    now: NOW,
    timeZone: "Asia/Manila",
    onTimeInvalid: () => setTime(""),
  });
  return (
    <SlotPicker
      slots={slots}
      date={date}
      time={time}
      onDateChange={setDate}
      onTimeChange={setTime}
      now={NOW}
    />
  );
}

const dateGroup = () => screen.getByRole("group", { name: /^Date/ });
const dayButton = (name: RegExp) => screen.getByRole("button", { name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the slot picker while the closed days load", () => {
  it("offers no day and says it is checking, then offers the open days", async () => {
    const user = userEvent.setup();
    const backend = slowClosedDays();
    render(<Picker client={backend.client} />);
    expect(dateGroup()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText(bookingDialog.fields.date.checking)).toBeInTheDocument();
    expect(dayButton(CLOSED_DAY)).toBeDisabled();
    expect(dayButton(OPEN_DAY)).toBeDisabled();
    await user.click(dayButton(CLOSED_DAY));
    expect(screen.queryByText("Wednesday, December 9, 2026")).toBeNull();

    await act(async () => backend.answer({ data: CLOSED_ROWS, error: null }));
    await waitFor(() => expect(dayButton(OPEN_DAY)).toBeEnabled());
    expect(dateGroup()).not.toHaveAttribute("aria-busy");
    expect(screen.queryByText(bookingDialog.fields.date.checking)).toBeNull();
    expect(dayButton(CLOSED_DAY)).toBeDisabled();
    expect(dayButton(CLOSED_DAY)).toHaveAccessibleName(/Closed: Company outing/);
    await user.click(dayButton(OPEN_DAY));
    expect(screen.getByText("Tuesday, December 8, 2026")).toBeInTheDocument();
  });

  it("offers the weekdays when the closed days cannot be loaded (the database still refuses a closed one)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const backend = slowClosedDays();
    render(<Picker client={backend.client} />);
    expect(dayButton(OPEN_DAY)).toBeDisabled();

    await act(async () => backend.refuse(new Error("network down")));
    await waitFor(() => expect(dayButton(OPEN_DAY)).toBeEnabled());
    expect(dayButton(CLOSED_DAY)).toBeEnabled();
    expect(dateGroup()).not.toHaveAttribute("aria-busy");
    expect(screen.getByText(bookingDialog.fields.date.placeholder)).toBeInTheDocument();
  });

  it("offers the weekdays once the wait is over when the closed days never come, and closes a day that comes late", async () => {
    vi.useFakeTimers();
    const backend = slowClosedDays();
    render(<Picker client={backend.client} />);
    act(() => vi.advanceTimersByTime(CLOSED_DAYS_WAIT_MS - 1));
    expect(dayButton(OPEN_DAY)).toBeDisabled();
    expect(dateGroup()).toHaveAttribute("aria-busy", "true");

    act(() => vi.advanceTimersByTime(1));
    expect(dayButton(OPEN_DAY)).toBeEnabled();
    expect(dayButton(CLOSED_DAY)).toBeEnabled();
    expect(dateGroup()).not.toHaveAttribute("aria-busy");

    await act(async () => backend.answer({ data: CLOSED_ROWS, error: null }));
    expect(dayButton(CLOSED_DAY)).toBeDisabled();
    expect(dayButton(CLOSED_DAY)).toHaveAccessibleName(/Closed: Company outing/);
  });
});
