import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Badge } from "./badge";

describe("Badge", () => {
  it("renders its text with the chosen variant", async () => {
    render(<Badge variant="ai">AI</Badge>);
    expect(screen.getByText("AI")).toHaveAttribute("data-variant", "ai");
    expect(await axeViolations()).toEqual([]);
  });

  it("can render a link in its place", () => {
    render(
      <Badge asChild variant="outline">
        <a href="/blog?tag=fintech">Fintech</a>
      </Badge>,
    );
    expect(screen.getByRole("link", { name: "Fintech" })).toHaveAttribute("data-slot", "badge");
  });
});
