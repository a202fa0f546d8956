import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { FAQ_SAMPLE } from "../test/faq-sample";
import { Disclosure, DisclosureContent, DisclosureSummary } from "./disclosure";

const [HOURS, WHERE] = FAQ_SAMPLE;

function Faq() {
  return (
    <div>
      {[HOURS, WHERE].map((item) => (
        <Disclosure key={item.id} name="faq">
          <DisclosureSummary>{item.question}</DisclosureSummary>
          <DisclosureContent>{item.answer}</DisclosureContent>
        </Disclosure>
      ))}
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
    expect(detailsOf(HOURS.question)).not.toHaveAttribute("open");
    expect(detailsOf(WHERE.question)).not.toHaveAttribute("open");
    await userEvent.tab();
    expect(screen.getByText(HOURS.question)).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it("adds the caller's classes to its own and takes a preset open state", () => {
    render(
      <Disclosure open className="mt-4" onToggle={() => undefined}>
        <DisclosureSummary className="tracking-wide">Question</DisclosureSummary>
        <DisclosureContent>Answer</DisclosureContent>
      </Disclosure>,
    );
    const details = detailsOf("Question");
    expect(details).toHaveAttribute("open");
    expect(details).toHaveClass("mt-4", "border-b");
    expect(screen.getByText("Question")).toHaveClass("tracking-wide", "py-4");
    expect(screen.getByText("Answer")).toHaveTextContent("Answer");
  });
});
