import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@innovatehub/ui/sonner";
import {
  chooseOption,
  createFakeClient,
  installLayoutShims,
  openDialog,
  pickDay,
  renderTrigger,
  type FakeClient,
} from "./booking-test-support";
import { installFakeCaptchaProvider, setCaptchaSiteKey } from "../bot-checks/testing/fake-captcha";

const backend = vi.hoisted(() => {
  const state: { client: FakeClient | null } = { client: null };
  return state;
});

vi.mock("../../lib/backend/supabase-client", () => ({ getSiteBackend: () => backend.client }));

/** Monday 23 November 2026, 08:30 in Manila: every slot of the day is still ahead. */
const NOW = new Date("2026-11-23T00:30:00.000Z");
const TUESDAY = /Tuesday 24 November 2026/;
const SATURDAY = /Saturday 28 November 2026/;
const YESTERDAY = /Sunday 22 November 2026/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function mockVisitorTimeZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
}

function timeSelect() {
  return screen.getByRole("combobox", { name: /Available Time Slots/ });
}

function submitButton() {
  return screen.getByRole("button", { name: /Schedule Meeting|Submitting\.\.\./ });
}

/** Pastes instead of typing key by key: these tests are about submitting, not about typing. */
async function fillRequired(user: ReturnType<typeof renderTrigger>["user"]) {
  await user.click(screen.getByLabelText(/Full Name/));
  await user.paste("Maria Santos");
  await user.click(screen.getByLabelText(/^Email/));
  await user.paste("maria@example.com");
  await pickDay(user, TUESDAY);
  await waitFor(() => expect(timeSelect()).toBeEnabled());
  await chooseOption(user, timeSelect(), /^9:00 AM PHT/);
}

let fake: FakeClient;

beforeAll(async () => {
  // Warm the lazily loaded dialog module so the first test measures the dialog, not the transform.
  await import("./booking-dialog");
});

beforeEach(() => {
  installLayoutShims();
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  mockVisitorTimeZone("Asia/Manila");
  fake = createFakeClient();
  backend.client = fake;
});

afterEach(() => {
  // Sonner keeps toasts in a module-wide store; a new Toaster would replay the last test's toasts.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("opening the booking dialog", () => {
  it("opens Schedule a Meeting on the Custom Form with the trigger's prefills", async () => {
    const { user, trigger } = renderTrigger({
      meetingType: "call",
      topic: "Product Demo",
      name: "Jose Rizal",
      email: "jose@example.com",
      company: "Calamba Trading",
    });
    const dialog = await openDialog(user, trigger);
    expect(within(dialog).getByRole("tab", { name: "Google Calendar" })).toBeInTheDocument();
    expect(within(dialog).getByRole("tab", { name: "Custom Form" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Jose Rizal");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("jose@example.com");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Company/)).toHaveValue("Calamba Trading");
    expect(screen.getByLabelText(/Meeting Topic/)).toHaveValue("Product Demo");
    expect(screen.getByRole("combobox", { name: "Meeting Type" })).toHaveTextContent("Phone Call");
    expect(screen.getByRole("combobox", { name: "Duration" })).toHaveTextContent("30 Minutes");
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute(
      "placeholder",
      "+63 912 345 6789",
    );
  });

  it("defaults the topic to General Consultation and shows the calendar frame on its tab", async () => {
    const { user, trigger } = renderTrigger();
    const dialog = await openDialog(user, trigger);
    expect(screen.getByLabelText(/Meeting Topic/)).toHaveValue("General Consultation");
    await user.click(within(dialog).getByRole("tab", { name: "Google Calendar" }));
    const frame = within(dialog).getByTitle("Schedule an Appointment");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(within(dialog).getByRole("link", { name: /Open the booking calendar/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("returns focus to the trigger when closed", async () => {
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("explains that online booking is unavailable when no backend is configured", async () => {
    backend.client = null;
    const { user, trigger } = renderTrigger();
    const dialog = await openDialog(user, trigger);
    expect(
      within(dialog).getByRole("heading", { name: "Online booking is unavailable right now" }),
    ).toBeVisible();
    expect(within(dialog).getByRole("link", { name: /Call us \+63 917 685 1216/ })).toHaveAttribute(
      "href",
      "tel:+639176851216",
    );
    await user.click(within(dialog).getByRole("button", { name: "Open the Google Calendar tab" }));
    expect(within(dialog).getByRole("tab", { name: "Google Calendar" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(
      within(dialog).queryByRole("button", { name: "Schedule Meeting" }),
    ).not.toBeInTheDocument();
  });
});

describe("the date and time fields", () => {
  it("disables past days and weekends", async () => {
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    expect(screen.getByRole("button", { name: YESTERDAY })).toBeDisabled();
    expect(screen.getByRole("button", { name: SATURDAY })).toBeDisabled();
    expect(screen.getByRole("button", { name: TUESDAY })).toBeEnabled();
    // Weeks start on Sunday: November 2026's first row opens on Sunday the 1st.
    const firstCell = within(screen.getAllByRole("gridcell")[0] ?? document.body).getByRole(
      "button",
    );
    expect(firstCell).toHaveAccessibleName(/^Sunday 1 November 2026/);
  });

  it("disables a closed day, names its reason, and lists the month's closed days", async () => {
    fake.closedDays.mockResolvedValue({
      data: [{ day: "2026-11-30", reason: "Bonifacio Day" }],
      error: null,
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    expect(fake.rpc).toHaveBeenCalledWith("get_closed_days", {
      p_from: "2026-11-23",
      p_to: "2027-01-22",
    });
    const holiday = await screen.findByRole("button", {
      name: "Monday 30 November 2026, Closed: Bonifacio Day",
    });
    expect(holiday).toBeDisabled();
    expect(screen.getByRole("list", { name: "Closed this month" })).toHaveTextContent(
      "Mon, Nov 30: Bonifacio Day",
    );
    expect(screen.getByRole("button", { name: TUESDAY })).toBeEnabled();
  });

  it("keeps the time select disabled until a date is chosen, then lists the day's free slots", async () => {
    fake.busyRanges.mockResolvedValue({
      data: [{ starts_at: "2026-11-24T09:00:00+08:00", ends_at: "2026-11-24T09:30:00+08:00" }],
      error: null,
    });
    const { user, trigger } = renderTrigger({ name: "Ana" });
    await openDialog(user, trigger);
    expect(timeSelect()).toBeDisabled();
    expect(timeSelect()).toHaveTextContent("Select a date first");

    await pickDay(user, TUESDAY);
    expect(fake.rpc).toHaveBeenCalledWith("get_busy_ranges", {
      p_from: "2026-11-24",
      p_to: "2026-11-24",
    });
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Ana");

    timeSelect().focus();
    await user.keyboard("{Enter}");
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    const labels = options.map((option) => option.textContent);
    expect(labels[0]).toBe("9:30 AM PHT");
    expect(labels).not.toContain("9:00 AM PHT");
    expect(labels).not.toContain("10:00 AM PHT");
    expect(labels).not.toContain("2:30 PM PHT");
    expect(labels.at(-1)).toBe("4:30 PM PHT");
  });

  it("says Checking availability... while the busy ranges load", async () => {
    let answer: (value: { data: []; error: null }) => void = () => undefined;
    fake.busyRanges.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await pickDay(user, TUESDAY);
    expect(timeSelect()).toHaveTextContent("Checking availability...");
    expect(timeSelect()).toBeDisabled();
    await act(async () => answer({ data: [], error: null }));
    await waitFor(() => expect(timeSelect()).toBeEnabled());
  });

  it("shows No available slots when the whole day is taken", async () => {
    fake.busyRanges.mockResolvedValue({
      data: [{ starts_at: "2026-11-24T09:00:00+08:00", ends_at: "2026-11-24T17:00:00+08:00" }],
      error: null,
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await pickDay(user, TUESDAY);
    await waitFor(() => expect(timeSelect()).toHaveTextContent("No available slots"));
    expect(timeSelect()).toBeDisabled();
  });

  it("recomputes the slots for a new duration and drops a time that no longer fits", async () => {
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await pickDay(user, TUESDAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await chooseOption(user, timeSelect(), "9:30 AM PHT");
    expect(timeSelect()).toHaveTextContent("9:30 AM PHT");

    await chooseOption(user, screen.getByRole("combobox", { name: "Duration" }), "1 Hour");
    await waitFor(() => expect(timeSelect()).toHaveTextContent("Select a time"));
    await chooseOption(user, timeSelect(), "11:00 AM PHT");
    expect(timeSelect()).toHaveTextContent("11:00 AM PHT");
  });

  it("labels slots in PHT with the visitor's local time when their zone differs", async () => {
    vi.restoreAllMocks();
    mockVisitorTimeZone("Asia/Dubai");
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    expect(screen.getByText(/Your time zone: Asia\/Dubai\./)).toBeInTheDocument();
    await pickDay(user, TUESDAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    timeSelect().focus();
    await user.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox).getByRole("option", { name: "9:00 AM PHT (5:00 AM your time)" }),
    ).toBeInTheDocument();
    expect(
      within(listbox).getByRole("option", { name: "4:30 PM PHT (12:30 PM your time)" }),
    ).toBeInTheDocument();
  });
});

describe("submitting a booking", () => {
  it("keeps Schedule Meeting disabled while name, email, date or time is missing", async () => {
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/Full Name/), "Maria Santos");
    await user.type(screen.getByLabelText(/^Email/), "maria@example.com");
    expect(submitButton()).toBeDisabled();
    await pickDay(user, TUESDAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(submitButton()).toBeDisabled();
    await chooseOption(user, timeSelect(), "9:00 AM PHT");
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(/Full Name/));
    expect(submitButton()).toBeDisabled();
  });

  it("answers a submit with missing values with Please fill in all required fields", async () => {
    const { user, trigger } = renderTrigger({ name: "Maria Santos" });
    await openDialog(user, trigger);
    const form = submitButton().closest("form");
    expect(form).not.toBeNull();
    if (form) {
      fireEvent.submit(form);
    }
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();
    expect(fake.insert).not.toHaveBeenCalled();
  });

  it("inserts the appointment, invokes process-appointment, toasts, closes and resets", async () => {
    let finishInsert: (value: { error: null; status: number }) => void = () => undefined;
    fake.insert.mockReturnValueOnce(
      new Promise((resolve) => {
        finishInsert = resolve;
      }),
    );
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Additional Notes/), "Bring the deck");
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    await act(async () => finishInsert({ error: null, status: 201 }));

    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fake.from).toHaveBeenCalledWith("appointments");
    const row = fake.insert.mock.calls[0]?.[0];
    expect(row).toMatchObject({
      name: "Maria Santos",
      email: "maria@example.com",
      scheduled_at: "2026-11-24T09:00:00+08:00",
      duration: "30min",
      meeting_type: "video",
      topic: "General Consultation",
      notes: "Bring the deck",
      status: "pending",
      // The browser's own zone, for the second clock in the visitor's reminders.
      visitor_time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(String(row?.id)).toMatch(UUID_PATTERN);
    expect(fake.invoke).toHaveBeenCalledWith("process-appointment", {
      body: { appointmentId: row?.id },
    });

    await openDialog(user, trigger);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Additional Notes/)).toHaveValue("");
    expect(timeSelect()).toHaveTextContent("Select a date first");
  });

  it("only logs a failed process-appointment call, without personal data, and still succeeds", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.invoke.mockResolvedValue({
      data: null,
      error: new Error("Edge Function returned a non-2xx status code"),
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    const logged = JSON.stringify(consoleError.mock.calls);
    expect(logged).not.toContain("maria@example.com");
    expect(logged).not.toContain("Maria Santos");
  });

  it.each([
    [
      "the error's own message",
      { code: "42501", message: "permission denied" },
      "permission denied",
    ],
    [
      "the fallback when the error has none",
      { code: "XX000", message: "" },
      "Failed to submit booking request",
    ],
    [
      "a try-later message when rate limited",
      { code: "PT429", message: "rate_limited" },
      "You have made too many booking requests. Please try again later or call us.",
    ],
  ])("shows %s and keeps every value", async (_case, error, message) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.insert.mockResolvedValue({ error, status: 400 });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Maria Santos");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("maria@example.com");
    expect(timeSelect()).toHaveTextContent("9:00 AM PHT");
    expect(submitButton()).toHaveTextContent("Schedule Meeting");
    expect(fake.invoke).not.toHaveBeenCalled();
  });

  it.each([
    [
      "an Error",
      new Error("socket closed"),
      "An error occurred while submitting your booking request",
    ],
    ["something else", "offline", "An unknown error occurred"],
  ])("shows the spec's message when the submit throws %s", async (_case, thrown, message) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.insert.mockRejectedValue(thrown);
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Maria Santos");
  });

  it("a day closed while the form was open: says why under the date picker and asks for another day", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.insert.mockResolvedValueOnce({
      error: { code: "PT409", message: "day_closed", hint: "Company outing" },
      status: 409,
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    const closedDaysAsked = fake.closedDays.mock.calls.length;
    await user.click(submitButton());

    const dateGroup = screen.getByRole("group", { name: /^Date/ });
    const message = "That day is closed: Company outing. Please choose another day.";
    expect(await within(dateGroup).findByText(message)).toBeInTheDocument();
    expect(dateGroup).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(dateGroup).toHaveAttribute("aria-invalid", "true");
    expect(timeSelect()).toHaveTextContent("Select a date first");
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(fake.closedDays.mock.calls.length).toBeGreaterThan(closedDaysAsked));

    await pickDay(user, /Wednesday 25 November 2026/);
    expect(within(dateGroup).queryByText(message)).not.toBeInTheDocument();
  });

  it("retries a booking lost to the network with the same id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.insert.mockResolvedValueOnce({
      error: { code: "", message: "TypeError: Failed to fetch" },
      status: 0,
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(/could not reach the booking service/)).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    const [first, second] = fake.insert.mock.calls.map(([row]) => row.id);
    expect(first).toBe(second);
  });
});

describe("CAPTCHA", () => {
  it("is absent by default: no widget, no provider script, the body is { appointmentId }", async () => {
    const provider = installFakeCaptchaProvider();
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    expect(provider.rendered).toHaveLength(0);
    expect(fake.invoke.mock.calls[0]?.[1]).toEqual({
      body: { appointmentId: fake.insert.mock.calls[0]?.[0]?.id },
    });
  });

  it("with a site key, shows the widget and sends its token with the booking's id", async () => {
    setCaptchaSiteKey("site-key");
    const provider = installFakeCaptchaProvider(["token-1"]);
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    // The widget loads on demand, so it shows a moment after the form.
    await waitFor(() => expect(provider.rendered).toEqual(["site-key"]));
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    expect(fake.invoke).toHaveBeenCalledWith("process-appointment", {
      body: { appointmentId: fake.insert.mock.calls[0]?.[0]?.id, captchaToken: "token-1" },
    });
  });

  it("keeps Schedule Meeting disabled until the challenge passes", async () => {
    setCaptchaSiteKey("site-key");
    const provider = installFakeCaptchaProvider();
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await waitFor(() => expect(provider.rendered).toEqual(["site-key"]));
    await fillRequired(user);
    expect(submitButton()).toBeDisabled();
  });

  it("a refused token fails with the spec's message; the retry reuses the id with a new token", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setCaptchaSiteKey("site-key");
    installFakeCaptchaProvider(["expired", "token-2"]);
    fake.invoke.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error("Edge Function returned a non-2xx status code"), {
        context: new Response(null, { status: 422 }),
      }),
    });
    const { user, trigger } = renderTrigger();
    await openDialog(user, trigger);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText("Failed to submit booking request")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText("Booking request submitted successfully!")).toBeInTheDocument();
    const [first, second] = fake.invoke.mock.calls.map((call) => call[1]);
    expect(second).toEqual({
      body: { ...(first as { body: object }).body, captchaToken: "token-2" },
    });
  });
});
