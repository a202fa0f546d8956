import { describe, expect, it } from "vitest";
import { qrCodeImageSource } from "./qr-code-source";

describe("qrCodeImageSource", () => {
  it("encodes the SVG markup so a # in it cannot cut the data URL short", () => {
    const source = qrCodeImageSource('data:image/svg+xml;utf-8,<svg fill="#000"></svg>');
    expect(source).toBe(
      "data:image/svg+xml;charset=utf-8,%3Csvg%20fill%3D%22%23000%22%3E%3C%2Fsvg%3E",
    );
    expect(decodeURIComponent(new URL(source).pathname.split(",")[1] ?? "")).toBe(
      '<svg fill="#000"></svg>',
    );
  });

  it("accepts bare SVG markup too", () => {
    expect(qrCodeImageSource("<svg/>")).toBe("data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E");
  });
});
