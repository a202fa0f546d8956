import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="hours">
        <AccordionTrigger>When are you open?</AccordionTrigger>
        <AccordionContent>Monday to Friday, 9:00 AM to 5:00 PM.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="where">
        <AccordionTrigger>Where are you?</AccordionTrigger>
        <AccordionContent>Batangas, Philippines.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe("Accordion", () => {
  it("expands one answer at a time from the keyboard", async () => {
    render(<Faq />);
    const first = screen.getByRole("button", { name: "When are you open?" });
    const second = screen.getByRole("button", { name: "Where are you?" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    first.focus();
    await userEvent.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "When are you open?" })).toHaveTextContent("Monday to Friday");
    await userEvent.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });
});
