import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookingDialog } from "@innovatehub/content/site";
import { Toaster } from "@innovatehub/ui/sonner";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { manilaDateKey } from "@innovatehub/domain";
import { buildTimeSlots, isBookableDay } from "@innovatehub/forms/booking";
import { addDays } from "date-fns";
import { BookingDialog, type BookingDialogProps } from "./booking-dialog";
import { BookingDialogTrigger } from "./booking-dialog-trigger";
import { createStoryBackend } from "./story-backend";

/** Whole-day busy range in Manila hours: every slot taken. */
const WHOLE_DAY: readonly (readonly [number, number])[] = [[9, 17]];

function DialogStory(props: Omit<BookingDialogProps, "onOpenChange">) {
  return (
    <>
      <BookingDialog {...props} onOpenChange={() => undefined} />
      <Toaster />
    </>
  );
}

const page = () => within(document.body);

/** Picks the first day the picker allows, moving to next month when this month has none left. */
async function pickFirstOpenDay() {
  // Every day is off until the picker knows which days are closed.
  await waitFor(() =>
    expect(page().getByRole("group", { name: /^Date/ })).not.toHaveAttribute("aria-busy"),
  );
  const grid = await page().findByRole("grid");
  let open = within(grid)
    .getAllByRole("button")
    .find((day) => !day.hasAttribute("disabled"));
  if (!open) {
    await userEvent.click(page().getByRole("button", { name: /Next Month/ }));
    open = within(await page().findByRole("grid"))
      .getAllByRole("button")
      .find((day) => !day.hasAttribute("disabled"));
  }
  if (open) {
    await userEvent.click(open);
  }
}

/** The next Manila business day with a free slot, and that slot: a booking ready to submit. */
function readyDraft() {
  const now = new Date();
  const day = Array.from({ length: DAYS_TO_SEARCH }, (_, offset) =>
    manilaDateKey(addDays(now, offset)),
  ).find((dateKey) => isBookableDay(dateKey, now));
  const time = day === undefined ? undefined : buildTimeSlots(day, "30min", { now })[0]?.time;
  return { name: "Maria Santos", email: "maria@example.com", date: day ?? "", time: time ?? "" };
}

const DAYS_TO_SEARCH = 14;

const meta = {
  title: "Site/Booking/Booking Dialog",
  component: DialogStory,
  args: { open: true, backend: createStoryBackend() },
  parameters: { layout: "centered" },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Custom Form as it opens: submit disabled, time select waiting for a date (behaviour: the unit tests). */
export const EmptyForm: Story = {
  play: async () => {
    await page().findByRole("dialog", { name: bookingDialog.title });
  },
};

/** Opened from a "Book a demo" trigger: meeting type, topic, name, e-mail and company prefilled. */
export const Prefilled: Story = {
  args: {
    defaults: {
      meetingType: "video",
      topic: "Product Demo",
      name: "Jose Rizal",
      email: "jose@example.com",
      company: "Calamba Trading",
    },
  },
};

/** After choosing a day: the free slots, in PHT (with the local time when the browser is elsewhere). */
export const DateChosen: Story = {
  args: { backend: createStoryBackend({ busyHours: [[11, 12]] }) },
  play: async () => {
    await pickFirstOpenDay();
    const time = page().getByRole("combobox", { name: /Available Time Slots/ });
    await waitFor(() => expect(time).toBeEnabled());
    await expect(time).toHaveTextContent(bookingDialog.fields.time.placeholder);
  },
};

export const CheckingAvailability: Story = {
  args: { backend: createStoryBackend({ availabilityPending: true }) },
  play: async () => {
    await pickFirstOpenDay();
    await expect(page().getByRole("combobox", { name: /Available Time Slots/ })).toHaveTextContent(
      bookingDialog.loadingSlots,
    );
  },
};

/** The closed days have not arrived: no day can be chosen yet, and the picker says why. */
export const CheckingOpenDays: Story = {
  args: { backend: createStoryBackend({ closedDaysPending: true }) },
  play: async () => {
    const dateGroup = page().getByRole("group", { name: /^Date/ });
    await expect(dateGroup).toHaveAttribute("aria-busy", "true");
    await expect(dateGroup).toHaveAccessibleDescription(bookingDialog.fields.date.checking);
    const days = within(await page().findByRole("grid")).getAllByRole("button");
    await expect(days.every((day) => day.hasAttribute("disabled"))).toBe(true);
  },
};

export const NoSlotsLeft: Story = {
  args: { backend: createStoryBackend({ busyHours: WHOLE_DAY }) },
  play: async () => {
    await pickFirstOpenDay();
    await waitFor(() =>
      expect(page().getByRole("combobox", { name: /Available Time Slots/ })).toHaveTextContent(
        bookingDialog.noSlots,
      ),
    );
  },
};

/** Every required value in place: Schedule Meeting is enabled. */
export const ReadyToSubmit: Story = {
  args: { draft: readyDraft() },
};

/** Submit pressed and the backend has not answered yet. */
export const Submitting: Story = {
  args: { backend: createStoryBackend({ insert: "never-answers" }), draft: readyDraft() },
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: bookingDialog.submit }));
    await expect(
      await page().findByRole("button", { name: bookingDialog.submitting }),
    ).toBeDisabled();
  },
};

/** Someone else took the slot first: a clear toast, the slots refresh, everything else is kept. */
export const SlotTaken: Story = {
  args: { backend: createStoryBackend({ insert: "slot-taken" }), draft: readyDraft() },
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: bookingDialog.submit }));
    await page().findByText(bookingDialog.messages.slotTaken);
  },
};

export const GoogleCalendarTab: Story = {
  args: { initialTab: "calendar" },
};

/** No backend configured: the form explains and offers the calendar and the phone instead. */
export const OnlineBookingUnavailable: Story = {
  args: { backend: null },
};

/** The trigger alone; the dialog module loads on hover, focus or click. */
export const Trigger: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <>
      <BookingDialogTrigger size="lg">Use Booking Form</BookingDialogTrigger>
      <Toaster />
    </>
  ),
};
