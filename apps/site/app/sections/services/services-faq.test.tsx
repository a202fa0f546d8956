import { render, screen } from "@testing-library/react";
import { servicesPage } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { ServicesFaq } from "./services-faq";

describe("ServicesFaq", () => {
  // Opening and the one-at-a-time rule are the browser's: the Faq story and e2e check them in Chromium.
  it("puts every question and its answer in the HTML, closed, in one exclusive group", () => {
    render(<ServicesFaq heading={servicesPage.faqHeading} items={servicesPage.faq} />);
    const groupNames = new Set<string | null>();
    for (const item of servicesPage.faq) {
      const details = screen.getByText(item.question).closest("details");
      expect(details).not.toBeNull();
      expect(details).not.toHaveAttribute("open");
      expect(details).toHaveTextContent(item.answer);
      groupNames.add(details?.getAttribute("name") ?? null);
    }
    expect([...groupNames]).toHaveLength(1);
    expect([...groupNames][0]).toBeTruthy();
  });
});
