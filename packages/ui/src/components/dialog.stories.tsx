import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Book a consultation</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a meeting</DialogTitle>
          <DialogDescription>Pick a date and time that suits you. We confirm by email.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="dialog-name">Full name</Label>
          <Input id="dialog-name" placeholder="Juan dela Cruz" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndCloseWithEscape: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Book a consultation" });
    await step("open from the trigger", async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
      await expect(dialog).toHaveAccessibleDescription(
        "Pick a date and time that suits you. We confirm by email.",
      );
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step("focus stays trapped inside", async () => {
      const dialog = screen.getByRole("dialog");
      for (let step = 0; step < 6; step += 1) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });
    await step("Escape closes and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Book a consultation" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { a11y: { context: "[role=dialog]" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** `size="wide"`: a dialog holding a form of two columns (the booking form), with a little more room inside. */
export const Wide: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>Schedule a meeting</DialogTitle>
          <DialogDescription>Two columns: your details, then the day and time.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="wide-name">Full name</Label>
            <Input id="wide-name" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="wide-email">Email</Label>
            <Input id="wide-email" type="email" />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  ),
  parameters: { a11y: { context: "[role=dialog]" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    const defaultMaxWidthPx = 512;
    await expect(Number.parseFloat(getComputedStyle(dialog).maxWidth)).toBeGreaterThan(defaultMaxWidthPx);
  },
};
