import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Disclosure, DisclosureContent, DisclosureSummary } from "./disclosure";

function Faq() {
  return (
    <div>
      <Disclosure name="faq">
        <DisclosureSummary>When are you open?</DisclosureSummary>
        <DisclosureContent>Monday to Friday, 9:00 AM to 5:00 PM.</DisclosureContent>
      </Disclosure>
      <Disclosure name="faq">
        <DisclosureSummary>Where are you?</DisclosureSummary>
        <DisclosureContent>Batangas, Philippines.</DisclosureContent>
      </Disclosure>
    </div>
  );
}

function detailsOf(summaryText: string): HTMLElement {
  const details = screen.getByText(summaryText).closest("details");
  if (!details) {
    throw new Error(`no disclosure holds "${summaryText}"`);
  }
  return details;
}

describe("Disclosure", () => {
  // Opening, the exclusive group and the keyboard are the browser's own: the stories check them in Chromium.
  it("starts closed, with every question reachable by Tab", async () => {
    render(<Faq />);
    expect(detailsOf("When are you open?")).not.toHaveAttribute("open");
    expect(detailsOf("Where are you?")).not.toHaveAttribute("open");
    await userEvent.tab();
    expect(screen.getByText("When are you open?")).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it("takes the caller's classes and a preset open state", () => {
    render(
      <Disclosure open className="border-b-0" onToggle={() => undefined}>
        <DisclosureSummary className="py-2">Question</DisclosureSummary>
        <DisclosureContent>Answer</DisclosureContent>
      </Disclosure>,
    );
    const details = detailsOf("Question");
    expect(details).toHaveAttribute("open");
    expect(details).toHaveClass("border-b-0");
    expect(details).not.toHaveClass("border-b");
    expect(screen.getByText("Question")).toHaveClass("py-2");
    expect(screen.getByText("Answer")).toHaveTextContent("Answer");
  });
});
