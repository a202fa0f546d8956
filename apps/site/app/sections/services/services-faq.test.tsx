import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { servicesPage } from "@innovatehub/content";
import { describe, expect, it } from "vitest";
import { ServicesFaq } from "./services-faq";

describe("ServicesFaq", () => {
  it("opens one answer at a time and closes it again", async () => {
    const user = userEvent.setup();
    render(<ServicesFaq heading={servicesPage.faqHeading} items={servicesPage.faq} />);
    const [first, second] = servicesPage.faq;
    const firstButton = screen.getByRole("button", { name: first?.question });
    const secondButton = screen.getByRole("button", { name: second?.question });
    expect(firstButton).toHaveAttribute("aria-expanded", "false");

    await user.click(firstButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first?.answer ?? "")).toBeVisible();

    await user.click(secondButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(secondButton).toHaveAttribute("aria-expanded", "true");

    await user.click(secondButton);
    expect(secondButton).toHaveAttribute("aria-expanded", "false");
  });
});
