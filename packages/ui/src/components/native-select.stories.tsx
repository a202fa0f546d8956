import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Label } from "./label";
import { NativeSelect, NativeSelectOption } from "./native-select";

const meta = {
  title: "UI/NativeSelect",
  component: NativeSelect,
  tags: ["autodocs"],
  args: { id: "budget", defaultValue: "" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor={args.id}>Budget Range</Label>
      <NativeSelect {...args}>
        <NativeSelectOption value="">Select budget range</NativeSelectOption>
        <NativeSelectOption value="small">Under ₱500,000</NativeSelectOption>
        <NativeSelectOption value="medium">₱500,000 - ₱2,000,000</NativeSelectOption>
      </NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Budget Range" });
    await userEvent.selectOptions(select, "small");
    await expect(select).toHaveValue("small");
  },
};
export const Chosen: Story = { args: { defaultValue: "medium" } };
export const Invalid: Story = { args: { "aria-invalid": true } };
export const Disabled: Story = { args: { disabled: true } };
