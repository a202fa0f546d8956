import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { meetingTypesFor } from "@innovatehub/domain";
import { Toaster } from "@innovatehub/ui/sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplicationRow } from "../data/agents/application-query";
import { BookMeetingDialog } from "./book-meeting-dialog";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("../lib/supabase", () => ({ supabase: { rpc } }));
const placeNames = vi.hoisted(() => vi.fn());
vi.mock("../data/agents/place-names", () => ({ usePlaceNames: placeNames }));

/** Monday 7 December 2026, 8:00 AM in Manila: the next day is an open weekday with every time free. */
const NOW = new Date("2026-12-07T00:00:00Z");
const NEXT_DAY = /\b8 December 2026\b/;

const APPLICATION = {
  id: "agt-00000000-0000-4000-8000-000000000001",
  stage: "screening",
  street: "7 Rizal Street",
  region_code: "0400000000",
  province_code: "0410000000",
  city_code: "0410014000",
  barangay_code: "0410014001",
} as ApplicationRow;

const NAMES = {
  region: "Region IV-A (CALABARZON)",
  province: "Batangas",
  city: "City of Lipa",
  barangay: "Poblacion Barangay 1",
};

/** The database's answers: no day closed, nothing taken, and the booking's answer. */
function answering(booking: { data: unknown; error: unknown }) {
  rpc.mockImplementation((name: string) =>
    Promise.resolve(name === "staff_book_agent_meeting" ? booking : { data: [], error: null }),
  );
}

async function openDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BookMeetingDialog application={APPLICATION} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Book a meeting" }));
  const dialog = await screen.findByRole("dialog", { name: "Book a meeting with the applicant" });
  await within(dialog).findByLabelText(/^Meeting/);
  return dialog;
}

/** A toast enters transparent and fades in: it counts once it is shown, not as soon as it is in the document. */
async function expectToastShown(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

async function pickFirstTime(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole("button", { name: NEXT_DAY }));
  const times = within(dialog).getByRole("group", { name: /^Time \(PHT\)/ });
  const [first] = await within(times).findAllByRole("radio");
  if (first === undefined) {
    throw new Error("no free time offered");
  }
  fireEvent.click(first);
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: "Book and e-mail the applicant" }));

const bookings = () => rpc.mock.calls.filter(([name]) => name === "staff_book_agent_meeting");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  rpc.mockReset();
  placeNames.mockReturnValue({ data: NAMES, isError: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("booking a meeting with an applicant", () => {
  it("starts as a site visit at the store, named by its area, and says the stage it moves to", async () => {
    answering({ data: { id: "booked" }, error: null });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Meeting/)).toHaveValue("site_visit");
    expect(within(dialog).getByLabelText(/^How/)).toHaveValue("in_person");
    expect(dialog).toHaveTextContent(
      "Place: 7 Rizal Street, Poblacion Barangay 1, City of Lipa, Batangas",
    );
    expect(dialog).toHaveTextContent('Booking a site visit moves the application to "Site visit".');
  });

  it("offers an onboarding training's own ways to meet, with no stage move", async () => {
    answering({ data: { id: "booked" }, error: null });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Meeting/), {
      target: { value: "onboarding" },
    });
    const how = within(dialog).getByLabelText(/^How/);
    const ways = within(how).getAllByRole("option");
    expect(ways.map((option) => option.getAttribute("value"))).toEqual([
      ...meetingTypesFor("onboarding"),
    ]);
    expect(how).toHaveValue(meetingTypesFor("onboarding")[0]);
    expect(dialog).not.toHaveTextContent("moves the application");
  });

  it("asks for a time before it books", async () => {
    answering({ data: { id: "booked" }, error: null });
    const dialog = await openDialog();
    submit(dialog);
    expect(await within(dialog).findByText("Choose a time.")).toBeInTheDocument();
    expect(bookings()).toHaveLength(0);
  });

  it("books the chosen time with the store's area, and closes", async () => {
    answering({ data: { id: "booked" }, error: null });
    const dialog = await openDialog();
    await pickFirstTime(dialog);
    submit(dialog);
    await expectToastShown("Site visit booked. The applicant is e-mailed.");
    expect(bookings()).toEqual([
      [
        "staff_book_agent_meeting",
        expect.objectContaining({
          p_application_id: APPLICATION.id,
          p_purpose: "site_visit",
          p_meeting_type: "in_person",
          p_duration: "60min",
          p_area: "Poblacion Barangay 1, City of Lipa, Batangas",
          p_scheduled_at: expect.stringMatching(/^2026-12-08T/),
        }),
      ],
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("says why the database refused, and asks for the time again", async () => {
    answering({ data: null, error: { message: "slot_too_soon", code: "PT409" } });
    const dialog = await openDialog();
    await pickFirstTime(dialog);
    submit(dialog);
    await expectToastShown("That time is too soon: meetings start at least 2 hours from now.");
    expect(dialog).toBeInTheDocument();
    submit(dialog);
    expect(await within(dialog).findByText("Choose a time.")).toBeInTheDocument();
    expect(bookings()).toHaveLength(1);
  });

  it("books no in-person meeting while the store's area cannot be named", async () => {
    placeNames.mockReturnValue({ data: undefined, isError: true });
    answering({ data: { id: "booked" }, error: null });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent("The store's address could not be looked up");
    expect(
      within(dialog).getByRole("button", { name: "Book and e-mail the applicant" }),
    ).toBeDisabled();
  });
});
