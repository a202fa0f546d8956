import { render, screen } from "@testing-library/react";
import { companyJourney, aboutPage } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { JourneyTimeline } from "./journey-timeline";

describe("JourneyTimeline", () => {
  it("is the #journey anchor and lists the three claims in order", () => {
    const { container } = render(
      <JourneyTimeline heading={aboutPage.journeyHeading} milestones={companyJourney} />,
    );
    expect(container.querySelector("section")).toHaveAttribute("id", "journey");
    const titles = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      "Founded in Batangas",
      "Certified under the BSP operator scheme",
      "Courier and Dubai bank partnerships",
    ]);
    expect(screen.getByText(/LBC/)).toBeInTheDocument();
  });
});
