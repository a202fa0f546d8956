import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Label } from "./label";
import { NativeCheckbox } from "./native-checkbox";

describe("NativeCheckbox", () => {
  it("toggles by click and by Space and posts its value with the form", async () => {
    render(
      <form aria-label="Inquiry">
        <NativeCheckbox id="feature-payments" name="features" value="payments" />
        <Label htmlFor="feature-payments">Payment gateway</Label>
      </form>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Payment gateway" });
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Inquiry" });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(new FormData(form).getAll("features")).toEqual(["payments"]);

    await userEvent.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(new FormData(form).getAll("features")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("passes its ref to the input and ignores clicks when disabled", async () => {
    let registered: HTMLInputElement | null = null;
    render(
      <NativeCheckbox
        aria-label="Subscribe"
        disabled
        ref={(element) => {
          registered = element;
        }}
      />,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Subscribe" });
    expect(registered).toBe(checkbox);
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
