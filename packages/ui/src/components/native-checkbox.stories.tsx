import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Label } from "./label";
import { NativeCheckbox } from "./native-checkbox";

const meta = {
  title: "UI/NativeCheckbox",
  component: NativeCheckbox,
  tags: ["autodocs"],
  args: { id: "native-subscribe", name: "subscribe", value: "yes" },
  render: (args) => (
    <form aria-label="Newsletter" className="flex items-center gap-3">
      <NativeCheckbox {...args} />
      <Label htmlFor={args.id}>Keep me updated</Label>
    </form>
  ),
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native box: its form posts it while ticked, with no script involved. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Newsletter" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Keep me updated" }));
    await expect(new FormData(form).get("subscribe")).toBe("yes");
    await userEvent.keyboard(" ");
    await expect(new FormData(form).has("subscribe")).toBe(false);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Invalid: Story = { args: { "aria-invalid": true } };
export const Disabled: Story = { args: { disabled: true } };
