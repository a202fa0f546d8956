import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

describe("Card", () => {
  it("gives its title a heading and keeps parts in order", async () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>PlataPay</CardTitle>
          <CardDescription>Digital wallet for agents</CardDescription>
        </CardHeader>
        <CardContent>Cash-in, cash-out and bills payment.</CardContent>
        <CardFooter>
          <a href="/services/fintech-solutions">Learn more</a>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "PlataPay" })).toBeInTheDocument();
    const slots = Array.from(document.querySelectorAll("[data-slot^='card']"), (element) =>
      element.getAttribute("data-slot"),
    );
    expect(slots).toEqual(["card", "card-header", "card-title", "card-description", "card-content", "card-footer"]);
    expect(await axeViolations()).toEqual([]);
  });
});
