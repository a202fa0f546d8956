import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Label } from "./label";

describe("Label", () => {
  it("names its control and focuses it when clicked", async () => {
    render(
      <>
        <Label htmlFor="name">Full name</Label>
        <input id="name" />
      </>,
    );
    await userEvent.click(screen.getByText("Full name"));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
  });

  it("shows the required mark as visible words that the control's name includes", () => {
    render(
      <>
        <Label htmlFor="email" required>
          Email
        </Label>
        <input id="email" required />
      </>,
    );
    expect(screen.getByText("(required)")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Email (required)" })).toBeRequired();
  });

  it("shows no mark on an optional field", () => {
    render(
      <>
        <Label htmlFor="company">Company</Label>
        <input id="company" />
      </>,
    );
    expect(screen.queryByText("(required)")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Company" })).toBeInTheDocument();
  });
});
