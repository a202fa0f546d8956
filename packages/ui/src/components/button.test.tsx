import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Button } from "./button";

describe("Button", () => {
  it("is a button of type button that reports clicks", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Get started</Button>);
    const button = screen.getByRole("button", { name: "Get started" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("can be pressed from the keyboard", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("keeps a submit type when asked", () => {
    render(<Button type="submit">Submit</Button>);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("type", "submit");
  });

  it("mirrors its variant, size and width as data attributes", () => {
    render(
      <Button variant="purple" size="xl" width="fixed">
        Explore AI
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Explore AI" });
    expect(button).toHaveAttribute("data-variant", "purple");
    expect(button).toHaveAttribute("data-size", "xl");
    expect(button).toHaveAttribute("data-width", "fixed");
  });

  it("does not react when disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Unavailable
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Unavailable" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  describe("when busy", () => {
    it("keeps its label, announces aria-busy, shows a spinner and ignores clicks", async () => {
      const onClick = vi.fn();
      render(
        <Button busy onClick={onClick}>
          Submitting
        </Button>,
      );
      const button = screen.getByRole("button", { name: "Submitting" });
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(button).toBeDisabled();
      expect(button.querySelector('[data-slot="button-spinner"]')).toBeInTheDocument();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(await axeViolations()).toEqual([]);
    });

    it("drops the spinner and busy state once done", () => {
      const { rerender } = render(<Button busy>Save</Button>);
      rerender(<Button busy={false}>Save</Button>);
      const button = screen.getByRole("button", { name: "Save" });
      expect(button).not.toHaveAttribute("aria-busy");
      expect(button).toBeEnabled();
      expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeInTheDocument();
    });
  });

  describe("asChild", () => {
    it("renders the child link with the button's styling and no button element", () => {
      render(
        <Button asChild variant="outline">
          <a href="/contact">Contact us</a>
        </Button>,
      );
      const link = screen.getByRole("link", { name: "Contact us" });
      expect(link).toHaveAttribute("href", "/contact");
      expect(link).toHaveAttribute("data-slot", "button");
      expect(link).toHaveAttribute("data-variant", "outline");
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });

    it("is axe-clean as a link", async () => {
      render(
        <Button asChild>
          <a href="/services">Our services</a>
        </Button>,
      );
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("adds a caller's classes to the variant's and never drops one of its own (cn joins, it does not merge)", () => {
    render(
      <Button width="full" size="lg" className="mt-4">
        Wide
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Wide" });
    expect(button).toHaveClass("mt-4", "w-full", "px-7");
  });

  it("rounds fully and spreads its content through its variants", () => {
    render(
      <Button shape="pill" justify="between">
        Filter
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Filter" });
    expect(button).toHaveClass("rounded-full", "justify-between");
    expect(button).not.toHaveClass("rounded-md");
    expect(button).not.toHaveClass("justify-center");
  });

  it("is axe-clean for an icon button with a label", async () => {
    render(
      <Button size="icon" aria-label="Close menu">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
