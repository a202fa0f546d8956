import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Label } from "./label";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("is a labelled multi-line text box", async () => {
    render(
      <>
        <Label htmlFor="details">Project details</Label>
        <Textarea id="details" />
      </>,
    );
    const textarea = screen.getByRole("textbox", { name: "Project details" });
    await userEvent.type(textarea, "Line one{Enter}Line two");
    expect(textarea).toHaveValue("Line one\nLine two");
    expect(await axeViolations()).toEqual([]);
  });
});
