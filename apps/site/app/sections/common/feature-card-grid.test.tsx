import { render, screen, within } from "@testing-library/react";
import { homePage } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { FeatureCardGrid } from "./feature-card-grid";

describe("FeatureCardGrid", () => {
  it("lists each item with its title as a heading and its description", () => {
    render(<FeatureCardGrid items={homePage.whyChoose.items} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(homePage.whyChoose.items.length);
    homePage.whyChoose.items.forEach((item, index) => {
      const card = within(items[index] ?? document.body);
      expect(card.getByRole("heading", { level: 3, name: item.title })).toBeInTheDocument();
      expect(card.getByText(item.description)).toBeInTheDocument();
    });
  });

  it("uses the requested heading level and fade mode", () => {
    render(<FeatureCardGrid items={homePage.whyChoose.items} titleAs="h4" fadeMode="visibility" />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(homePage.whyChoose.items.length);
    expect(screen.getAllByRole("listitem")[0]).toHaveAttribute("data-fade-mode", "visibility");
  });
});
