import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentIcon } from "./icons";

describe("ContentIcon", () => {
  it("renders a decorative svg, hidden from assistive technology, that uses the key's sprite symbol", () => {
    const { container } = render(<ContentIcon name="wallet" className="size-6" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("size-6");
    expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(/icon-sprite\.svg(\?[^#]*)?#wallet$/);
  });

  it("lets a caller size and place it inside a larger drawing", () => {
    const { container } = render(
      <svg>
        <ContentIcon name="globe" x={4} y={8} width={20} height={20} strokeWidth={1.75} />
      </svg>,
    );
    const icon = container.querySelector("svg svg");
    expect(icon).toHaveAttribute("x", "4");
    expect(icon).toHaveAttribute("width", "20");
    expect(icon).toHaveAttribute("stroke-width", "1.75");
  });
});
