import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

describe("Checkbox", () => {
  it("toggles by click and by Space, reporting the new state", async () => {
    const onCheckedChange = vi.fn();
    render(
      <div className="flex gap-2">
        <Checkbox id="terms" onCheckedChange={onCheckedChange} />
        <Label htmlFor="terms">I agree to the terms</Label>
      </div>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "I agree to the terms" });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(await axeViolations()).toEqual([]);
  });

  it("ignores clicks when disabled", async () => {
    render(<Checkbox aria-label="Subscribe" disabled />);
    const checkbox = screen.getByRole("checkbox", { name: "Subscribe" });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});
