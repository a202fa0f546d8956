import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Label } from "./label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "./select";

const PLACEHOLDER = "Select a budget";
const OPTIONS = [
  { value: "under-50k", label: "Under ₱50,000" },
  { value: "50k-100k", label: "₱50,000 - ₱100,000" },
  { value: "over-100k", label: "Over ₱100,000" },
] as const;

function BudgetSelect(props: { disabled?: boolean; onValueChange?: (value: string) => void }) {
  return (
    <>
      <Label htmlFor="budget">Budget</Label>
      <Select {...props}>
        <SelectTrigger id="budget">
          <SelectValue placeholder={PLACEHOLDER} />
        </SelectTrigger>
        <SelectContent>
          {OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}

describe("Select", () => {
  it("shows the placeholder in a labelled combobox and is axe-clean", async () => {
    render(<BudgetSelect />);
    const trigger = screen.getByRole("combobox", { name: "Budget" });
    expect(trigger).toHaveTextContent(PLACEHOLDER);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });

  it("is chosen with the keyboard: open, move down, confirm", async () => {
    const onValueChange = vi.fn();
    render(<BudgetSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Budget" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("option", { name: OPTIONS[0].label })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: OPTIONS[1].label })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledWith(OPTIONS[1].value);
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent(OPTIONS[1].label);
    expect(trigger).toHaveFocus();
  });

  it("closes on Escape without choosing", async () => {
    const onValueChange = vi.fn();
    render(<BudgetSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Budget" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent(PLACEHOLDER);
  });

  it("cannot be opened when disabled", async () => {
    render(<BudgetSelect disabled />);
    const trigger = screen.getByRole("combobox", { name: "Budget" });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("keeps the open list 10 px away from the viewport's edge (docs/product.md §9)", async () => {
    render(<BudgetSelect />);
    const trigger = screen.getByRole("combobox", { name: "Budget" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    // floating-ui measures the viewport by the root element and keeps the padding free on both sides.
    const wrapper = listbox.closest<HTMLElement>("[data-radix-popper-content-wrapper]");
    const viewportWidth = document.documentElement.clientWidth;
    await waitFor(() =>
      expect(wrapper?.style.getPropertyValue("--radix-popper-available-width")).toBe(`${viewportWidth - 2 * 10}px`),
    );
  });
});
