import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Separator } from "./separator";

describe("Separator", () => {
  it("is decorative by default and a real separator when asked", () => {
    const { container } = render(
      <>
        <Separator />
        <Separator decorative={false} orientation="vertical" />
      </>,
    );
    expect(screen.getAllByRole("separator")).toHaveLength(1);
    expect(screen.getByRole("separator")).toHaveAttribute("aria-orientation", "vertical");
    expect(container.querySelectorAll('[data-slot="separator"]')).toHaveLength(2);
  });
});
