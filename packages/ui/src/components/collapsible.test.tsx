import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible";

describe("Collapsible", () => {
  it("shows and hides its content from its trigger", async () => {
    render(
      <Collapsible>
        <CollapsibleTrigger>Show all features</CollapsibleTrigger>
        <CollapsibleContent>Bills payment</CollapsibleContent>
      </Collapsible>,
    );
    const trigger = screen.getByRole("button", { name: "Show all features" });
    expect(screen.queryByText("Bills payment")).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Bills payment")).toBeVisible();
  });
});
