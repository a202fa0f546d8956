import { describe, expect, it } from "vitest";

import { contrastRatio } from "./contrast";

describe("contrastRatio", () => {
  it("gives WCAG's extremes and is symmetric", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    expect(contrastRatio([26, 86, 219], [255, 255, 255])).toBeCloseTo(
      contrastRatio([255, 255, 255], [26, 86, 219]),
      10,
    );
  });

  it("matches a known pair: #767676 on white is 4.54:1", () => {
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});
