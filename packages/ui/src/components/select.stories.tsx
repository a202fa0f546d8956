import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Label } from "./label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "./select";

const BUDGETS = [
  { value: "under-50k", label: "Under ₱50,000" },
  { value: "50k-100k", label: "₱50,000 - ₱100,000" },
  { value: "100k-500k", label: "₱100,000 - ₱500,000" },
  { value: "over-500k", label: "Over ₱500,000" },
] as const;

const meta = {
  title: "UI/Select",
  component: Select,
  tags: ["autodocs"],
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="budget">Budget</Label>
      <Select {...args}>
        <SelectTrigger id="budget">
          <SelectValue placeholder="Select a budget" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Philippine peso</SelectLabel>
            {BUDGETS.map((budget) => (
              <SelectItem key={budget.value} value={budget.value}>
                {budget.label}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Budget" })).toHaveTextContent("Select a budget");
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Budget" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getByRole("option", { name: BUDGETS[0].label })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("option", { name: BUDGETS[2].label })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith(BUDGETS[2].value);
    await expect(trigger).toHaveTextContent(BUDGETS[2].label);
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: "50k-100k" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Budget" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).toBeNull();
  },
};
