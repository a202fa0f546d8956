import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { FAQ_SAMPLE } from "../test/faq-sample";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const [HOURS, WHERE] = FAQ_SAMPLE;

function Faq() {
  return (
    <Accordion type="single" collapsible>
      {[HOURS, WHERE].map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

describe("Accordion", () => {
  it("expands one answer at a time from the keyboard", async () => {
    render(<Faq />);
    const first = screen.getByRole("button", { name: HOURS.question });
    const second = screen.getByRole("button", { name: WHERE.question });
    expect(first).toHaveAttribute("aria-expanded", "false");
    first.focus();
    await userEvent.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: HOURS.question })).toHaveTextContent(HOURS.answer);
    await userEvent.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });
});
