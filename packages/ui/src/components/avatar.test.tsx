import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from "./avatar";

describe("initialsOf", () => {
  it.each([
    ["Juan dela Cruz", "JC"],
    ["maria", "M"],
    ["  Ana   Reyes  ", "AR"],
    ["Émile Zola", "ÉZ"],
    ["", ""],
  ])("%j -> %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("Avatar", () => {
  it("shows initials to sighted users and the full name to screen readers when there is no image", async () => {
    render(
      <Avatar>
        <AvatarFallback name="Juan dela Cruz" />
      </Avatar>,
    );
    expect(screen.getByText("JC")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Juan dela Cruz")).toHaveClass("sr-only");
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the fallback while an image has not loaded", () => {
    render(
      <Avatar>
        <AvatarImage src="/missing.png" alt="Ana Reyes" />
        <AvatarFallback name="Ana Reyes" />
      </Avatar>,
    );
    expect(screen.getByText("AR")).toBeInTheDocument();
  });
});
