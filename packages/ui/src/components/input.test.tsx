import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Input } from "./input";
import { Label } from "./label";

describe("Input", () => {
  it("is a labelled text box that keeps what the visitor typed", async () => {
    render(
      <>
        <Label htmlFor="company">Company</Label>
        <Input id="company" placeholder="Your company name" />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Company" });
    await userEvent.type(input, "InnovateHub");
    expect(input).toHaveValue("InnovateHub");
    expect(input).toHaveAttribute("data-slot", "input");
    expect(await axeViolations()).toEqual([]);
  });

  it("passes its type through and can be disabled", () => {
    render(<Input type="email" aria-label="Email" disabled />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeDisabled();
  });
});
