import { render } from "@testing-library/react";
import * as content from "@innovatehub/content";
import { describe, expect, it } from "vitest";
import { ContentIcon, hasIcon } from "./icons";

/** Brand marks are drawn by layout/social-icon.tsx because lucide no longer ships them. */
const SOCIAL_KEYS = new Set<string>(content.company.social.map((link) => link.icon));

function collectIconKeys(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) {
    return [];
  }
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) =>
    key === "icon" && typeof child === "string" ? [child] : collectIconKeys(child, seen),
  );
}

describe("content icons", () => {
  it("has a component for every icon key used in the content package", () => {
    const keys = collectIconKeys(content).filter((key) => !SOCIAL_KEYS.has(key));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !hasIcon(key))).toEqual([]);
  });

  it("has a component for every partner category icon and the default one", () => {
    const keys = [...content.partnerCategories.map(content.partnerCategoryIcon), content.DEFAULT_PARTNER_ICON];
    expect(keys.filter((key) => !hasIcon(key))).toEqual([]);
  });

  it("does not claim keys it cannot draw", () => {
    expect(hasIcon("no-such-icon")).toBe(false);
  });

  it("renders a decorative svg hidden from assistive technology", () => {
    const { container } = render(<ContentIcon name="wallet" className="size-6" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("size-6");
  });
});
