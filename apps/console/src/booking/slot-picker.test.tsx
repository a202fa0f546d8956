import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { describe, expect, it, vi } from "vitest";
import { SlotPicker } from "./slot-picker";
import { useSlotField } from "./use-slot-field";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("../lib/supabase", () => ({ supabase: { rpc } }));

/** Monday 7 December 2026, 8:00 AM in Manila: Tuesday the 8th is open, Wednesday the 9th is closed. */
const NOW = new Date("2026-12-07T00:00:00Z");
const OPEN_DAY = /\b8 December 2026\b/;
const CLOSED_DAY = /\b9 December 2026\b/;
const CLOSURES = [{ day: "2026-12-09", reason: "Company outing", kind: "company_closure" }];

type Answer = { data: unknown; error: { code: string; message: string } | null };

/** The closures arrive when the test says so; every time is free. */
function slowClosures() {
  let answer: (value: Answer) => void = () => undefined;
  const closures = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  rpc.mockReset();
  rpc.mockImplementation((name: string) =>
    name === "staff_closures" ? closures : Promise.resolve({ data: [], error: null }),
  );
  return { answer };
}

function Picker() {
  const field = useSlotField();
  return <SlotPicker id="time" duration="30min" openOn="2026-12-07" now={NOW} field={field} />;
}

function renderPicker() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Picker />
    </QueryClientProvider>,
  );
}

const dayGroup = () => screen.getByRole("group", { name: new RegExp(`^${copy.dayLabel}`) });
const dayButton = (name: RegExp) => screen.getByRole("button", { name });

describe("the console's slot picker while the closures load", () => {
  it("offers no day and says it is checking, then offers the open days", async () => {
    const closures = slowClosures();
    renderPicker();
    expect(dayGroup()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText(copy.checkingDays)).toBeInTheDocument();
    expect(dayButton(CLOSED_DAY)).toBeDisabled();
    fireEvent.click(dayButton(CLOSED_DAY));
    expect(dayButton(CLOSED_DAY)).not.toHaveAccessibleName(/selected/);

    await act(async () => closures.answer({ data: CLOSURES, error: null }));
    await waitFor(() => expect(dayButton(OPEN_DAY)).toBeEnabled());
    expect(dayGroup()).not.toHaveAttribute("aria-busy");
    expect(screen.queryByText(copy.checkingDays)).toBeNull();
    expect(dayButton(CLOSED_DAY)).toBeDisabled();
    fireEvent.click(dayButton(OPEN_DAY));
    expect(dayButton(OPEN_DAY)).toHaveAccessibleName(/selected/);
  });

  it("offers the weekdays when the closures fail to load (the database still refuses a closed day)", async () => {
    const closures = slowClosures();
    renderPicker();
    expect(dayButton(OPEN_DAY)).toBeDisabled();

    await act(async () =>
      closures.answer({ data: null, error: { code: "XX000", message: "unavailable" } }),
    );
    await waitFor(() => expect(dayButton(OPEN_DAY)).toBeEnabled());
    expect(dayButton(CLOSED_DAY)).toBeEnabled();
    expect(dayGroup()).not.toHaveAttribute("aria-busy");
    expect(screen.getByText(copy.noDayChosen)).toBeInTheDocument();
  });
});
