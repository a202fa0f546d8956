import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@innovatehub/ui/sonner";
import { expect, vi } from "vitest";
import type { BookingPrefill } from "@innovatehub/forms/booking";
import { BookingDialogTrigger } from "./booking-dialog-trigger";

/** Radix Select measures and captures pointers; happy-dom has neither. */
export function installLayoutShims() {
  const prototype = window.HTMLElement.prototype;
  if (!("hasPointerCapture" in prototype)) {
    Object.assign(prototype, {
      hasPointerCapture: () => false,
      releasePointerCapture: () => undefined,
    });
  }
  if (!("scrollIntoView" in prototype)) {
    Object.assign(prototype, { scrollIntoView: () => undefined });
  }
}

type InsertAnswer = {
  error: { code?: string; message?: string; hint?: string } | null;
  status: number;
};

export type BusyRow = { starts_at: string; ends_at: string };
export type ClosedRow = { day: string; reason: string };

/**
 * A stand-in for the supabase-js calls the dialog makes: insert, rpc (busy ranges and closed days, each its own
 * mock) and functions.invoke.
 */
export function createFakeClient() {
  const insert = vi.fn<(row: Record<string, unknown>) => Promise<InsertAnswer>>(() =>
    Promise.resolve({ error: null, status: 201 }),
  );
  const busyRanges = vi.fn<
    (args: Record<string, string>) => Promise<{ data: BusyRow[]; error: null }>
  >(() => Promise.resolve({ data: [], error: null }));
  const closedDays = vi.fn<
    (args: Record<string, string>) => Promise<{ data: ClosedRow[]; error: null }>
  >(() => Promise.resolve({ data: [], error: null }));
  /** Answers each RPC by its name, as the backend does. */
  const rpc = vi.fn((name: string, args: Record<string, string>) =>
    name === "get_closed_days" ? closedDays(args) : busyRanges(args),
  );
  const invoke = vi.fn<
    (name: string, options: { body: unknown }) => Promise<{ data: unknown; error: Error | null }>
  >(() => Promise.resolve({ data: { ok: true }, error: null }));
  const from = vi.fn((table: string) => ({
    insert: (row: Record<string, unknown>) => insert(row),
    table,
  }));
  return { from, insert, rpc, busyRanges, closedDays, invoke, functions: { invoke } };
}

export type FakeClient = ReturnType<typeof createFakeClient>;

export function renderTrigger(defaults?: BookingPrefill) {
  const user = userEvent.setup();
  render(
    <>
      <BookingDialogTrigger defaults={defaults}>Use Booking Form</BookingDialogTrigger>
      <Toaster />
    </>,
  );
  return { user, trigger: screen.getByRole("button", { name: "Use Booking Form" }) };
}

export async function openDialog(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  // The first open loads the dialog module: the shared wait bound (test/setup.ts) covers a loaded machine.
  return screen.findByRole("dialog", { name: "Schedule a Meeting" });
}

/** Opens a UI kit Select with the keyboard and picks an option by its visible name. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  optionName: string | RegExp,
) {
  combobox.focus();
  await user.keyboard("{Enter}");
  const listbox = await screen.findByRole("listbox");
  await user.click(within(listbox).getByRole("option", { name: optionName }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

export async function pickDay(user: ReturnType<typeof userEvent.setup>, dayLabel: RegExp) {
  await user.click(screen.getByRole("button", { name: dayLabel }));
}
