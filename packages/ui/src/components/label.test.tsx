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
});
