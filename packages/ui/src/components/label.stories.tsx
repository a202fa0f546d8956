import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "UI/Label",
  component: Label,
  tags: ["autodocs"],
  args: { htmlFor: "company", children: "Company" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label {...args} />
      <Input id="company" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Company"));
    await expect(canvas.getByRole("textbox", { name: "Company" })).toHaveFocus();
  },
};

/**
 * `variant="option"`: the label of one choice beside its box, in regular weight and wrapping like body text; its
 * required mark follows the last word instead of standing in a column of its own.
 */
export const Option: Story = {
  args: { variant: "option", required: true, children: "Company (I am asking for my employer)" },
  play: async ({ canvas }) => {
    const label = canvas.getByText("Company (I am asking for my employer)");
    await expect(getComputedStyle(label).fontWeight).toBe("400");
    // A block label lets the mark flow on after the last word; a flex one would stand it in a column of its own.
    await expect(getComputedStyle(label).display).toBe("block");
    await expect(within(label).getByText("(required)")).toBeVisible();
  },
};
