import { describe, expect, it } from "vitest";
import { FADE_IN_VIEWPORT_RATIO, HOME_FADE_IN_VISIBILITY_RATIO } from "@innovatehub/content/site";
import { isInFadeView } from "./fade-up";

const VIEWPORT_PX = 1000;
const box = (top: number, height: number) => ({ top, bottom: top + height, height });

describe("isInFadeView", () => {
  it("top mode: in view once the top edge is above 90% of the viewport height", () => {
    const line = VIEWPORT_PX * FADE_IN_VIEWPORT_RATIO;
    expect(isInFadeView(box(line - 1, 300), VIEWPORT_PX, "top")).toBe(true);
    expect(isInFadeView(box(line, 300), VIEWPORT_PX, "top")).toBe(false);
    expect(isInFadeView(box(-200, 300), VIEWPORT_PX, "top")).toBe(true);
  });

  it("visibility mode (home): in view once about 10% of the element shows", () => {
    const height = 500;
    const visibleAtThreshold = height * HOME_FADE_IN_VISIBILITY_RATIO;
    expect(isInFadeView(box(VIEWPORT_PX - visibleAtThreshold, height), VIEWPORT_PX, "visibility")).toBe(true);
    expect(isInFadeView(box(VIEWPORT_PX - visibleAtThreshold + 1, height), VIEWPORT_PX, "visibility")).toBe(
      false,
    );
    expect(isInFadeView(box(VIEWPORT_PX + 10, height), VIEWPORT_PX, "visibility")).toBe(false);
  });
});
