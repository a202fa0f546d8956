import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Label } from "./label";
import { NativeCheckbox } from "./native-checkbox";

const meta = {
  title: "UI/NativeCheckbox",
  component: NativeCheckbox,
  tags: ["autodocs"],
  args: { id: "native-subscribe" },
  render: (args) => (
    <div className="flex items-center gap-3">
      <NativeCheckbox {...args} />
      <Label htmlFor={args.id}>Subscribe to our newsletter</Label>
    </div>
  ),
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Subscribe to our newsletter" });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Invalid: Story = { args: { "aria-invalid": true } };
export const Disabled: Story = { args: { disabled: true } };
