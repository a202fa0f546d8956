import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const CATEGORIES = ["All", "Fintech", "AI"] as const;

function CategoryTabs() {
  return (
    <Tabs defaultValue="All">
      <TabsList aria-label="Service categories">
        {CATEGORIES.map((category) => (
          <TabsTrigger key={category} value={category}>
            {category}
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORIES.map((category) => (
        <TabsContent key={category} value={category}>
          {category} services
        </TabsContent>
      ))}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the default tab's panel and is axe-clean", async () => {
    render(<CategoryTabs />);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "All" })).toHaveTextContent("All services");
    expect(await axeViolations()).toEqual([]);
  });

  it("moves between tabs with the arrow keys and wraps around", async () => {
    render(<CategoryTabs />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Fintech" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Fintech" })).toHaveTextContent("Fintech services");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "AI" })).toHaveAttribute("aria-selected", "true");
  });

  it("switches panels on click", async () => {
    render(<CategoryTabs />);
    await userEvent.click(screen.getByRole("tab", { name: "AI" }));
    expect(screen.getByRole("tabpanel", { name: "AI" })).toHaveTextContent("AI services");
    expect(screen.queryByText("All services")).not.toBeInTheDocument();
  });
});
