import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("tells politely that there is nothing, with an optional next step", async () => {
    render(
      <EmptyState
        title="Nothing here"
        description="Try other filters."
        action={<Button>Clear filters</Button>}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Nothing hereTry other filters.Clear filters",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("announces an error at once", () => {
    render(<EmptyState variant="error" title="Could not load" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load");
  });
});
