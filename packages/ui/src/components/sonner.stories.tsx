import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Toaster, toast } from "./sonner";

const SIMULATED_WORK_MS = 300;

const meta = {
  title: "UI/Toaster",
  component: Toaster,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button variant="success" onClick={() => toast.success("Inquiry sent", { description: "We will reply soon." })}>
        Success
      </Button>
      <Button variant="destructive" onClick={() => toast.error("Something went wrong")}>
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          const id = toast.loading("Submitting your inquiry…");
          window.setTimeout(() => toast.success("Inquiry sent", { id }), SIMULATED_WORK_MS);
        }}
      >
        Loading then success
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    await waitFor(() => expect(screen.getByText("Inquiry sent")).toBeVisible());
    const toaster = document.querySelector("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    await userEvent.click(screen.getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByText("Inquiry sent")).toBeNull());
  },
};

export const LoadingThenSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Loading then success" }));
    await waitFor(() => expect(screen.getByText("Submitting your inquiry…")).toBeVisible());
    await waitFor(() => expect(screen.getByText("Inquiry sent")).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss all" }));
    await waitFor(() => expect(screen.queryByText("Inquiry sent")).toBeNull());
  },
};

export const ErrorToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Error" }));
    await waitFor(() => expect(screen.getByText("Something went wrong")).toBeVisible());
    await expect(document.querySelector('[data-sonner-toast][data-type="error"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss all" }));
    await waitFor(() => expect(screen.queryByText("Something went wrong")).toBeNull());
  },
};
