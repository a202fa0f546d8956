import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type InquiryKind } from "@innovatehub/domain";
import { inquiryFormCopy } from "@innovatehub/content/site";
import type { InquirySubmitter } from "@innovatehub/forms/inquiry";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { Toaster } from "@innovatehub/ui/sonner";
import { InquiryForm } from "./inquiry-form";

type Outcome = "success" | "failure" | "pending";

const SUBMITTERS: Record<Outcome, InquirySubmitter> = {
  success: {
    submit: async (kind, values) => ({
      ok: true,
      data: { ...values, id: `inq-story-${kind}`, timestamp: new Date().toISOString() },
    }),
  },
  failure: { submit: async () => ({ ok: false, failure: { message: "Our inbox is temporarily full" } }) },
  pending: { submit: () => new Promise(() => undefined) },
};

type InquiryFormStoryProps = { kind: InquiryKind; outcome: Outcome };

/** The form in the card it sits in on the service pages, with the app's toaster. */
function InquiryFormStory({ kind, outcome }: InquiryFormStoryProps) {
  const titleId = `story-${kind}-title`;
  return (
    <div className="bg-muted/40 p-4 sm:p-10">
      <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-6 shadow-elevation-2 sm:p-10">
        <h2 id={titleId} className="mb-8 text-h3">
          {inquiryFormCopy[kind].title}
        </h2>
        <InquiryForm
          kind={kind}
          fields={inquiryRegistry[kind].fields}
          copy={inquiryFormCopy[kind]}
          labelledBy={titleId}
          loadSubmitter={async () => SUBMITTERS[outcome]}
        />
      </div>
      <Toaster />
    </div>
  );
}

const meta = {
  title: "Site/Inquiry/Form",
  component: InquiryFormStory,
  tags: ["autodocs"],
  args: { kind: "ai", outcome: "success" },
  argTypes: {
    kind: { control: "inline-radio", options: ["ai", "digital", "ecommerce", "global"] },
    outcome: { control: "inline-radio", options: ["success", "failure", "pending"] },
  },
} satisfies Meta<typeof InquiryFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAiInquiry(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole("button", { name: inquiryFormCopy.ai.submit });
  await userEvent.type(canvas.getByRole("textbox", { name: "Full Name (required)" }), "Juan Dela Cruz");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email Address (required)" }), "juan@example.ph");
  await userEvent.type(canvas.getByRole("textbox", { name: "Phone Number (required)" }), "+63 912 345 6789");
  const aiType = canvas.getByRole("combobox", { name: "AI Solution Type (required)" });
  await userEvent.selectOptions(aiType, within(aiType).getByRole("option", { name: /chatbot/i }));
  await userEvent.type(
    await canvas.findByRole("textbox", { name: "Project Requirements (required)" }),
    "A chatbot for our store.",
  );
}

async function submit(canvasElement: HTMLElement, kind: InquiryKind) {
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: inquiryFormCopy[kind].submit }),
  );
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: inquiryFormCopy.ai.submit }),
    ).toBeEnabled();
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0);
  },
};

export const IdleDigital: Story = { args: { kind: "digital" } };
export const IdleEcommerce: Story = { args: { kind: "ecommerce" } };
export const IdleGlobal: Story = { args: { kind: "global" } };

export const ErrorsShown: Story = {
  args: { kind: "ecommerce" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: inquiryFormCopy.ecommerce.submit });
    await submit(canvasElement, "ecommerce");
    await waitFor(() => expect(canvas.getAllByRole("alert")).toHaveLength(7));
    await expect(canvas.getByRole("textbox", { name: "Full Name (required)" })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { outcome: "pending" },
  play: async ({ canvasElement }) => {
    await fillAiInquiry(canvasElement);
    await submit(canvasElement, "ai");
    const button = await within(canvasElement).findByRole("button", {
      name: inquiryFormCopy.ai.submitting,
    });
    await expect(button).toBeDisabled();
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(inquiryFormCopy.ai.toasts.loading)).toBeVisible());
  },
};

export const Success: Story = {
  args: { outcome: "success" },
  play: async ({ canvasElement }) => {
    await fillAiInquiry(canvasElement);
    await submit(canvasElement, "ai");
    const page = within(canvasElement.ownerDocument.body);
    // The toaster slides each toast in; wait until it has arrived.
    await waitFor(() =>
      expect(page.getByText(inquiryFormCopy.ai.toasts.success.title)).toBeVisible(),
    );
    await expect(within(canvasElement).getByRole("textbox", { name: "Full Name (required)" })).toHaveValue("");
  },
};

export const Failure: Story = {
  args: { outcome: "failure" },
  play: async ({ canvasElement }) => {
    await fillAiInquiry(canvasElement);
    await submit(canvasElement, "ai");
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText("Submission Failed")).toBeVisible());
    await waitFor(() => expect(page.getByText("Our inbox is temporarily full")).toBeVisible());
    await expect(within(canvasElement).getByRole("textbox", { name: "Full Name (required)" })).toHaveValue(
      "Juan Dela Cruz",
    );
  },
};
