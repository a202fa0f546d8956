import * as content from "@innovatehub/content/site";
import { Wallet } from "lucide-react";
import { describe, expect, it } from "vitest";
import { CONTENT_ICON_SOURCES, renderContentIconSprite } from "./icon-sprite";

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

const contentKeys = new Set([
  ...collectIconKeys(content).filter((key) => !SOCIAL_KEYS.has(key)),
  ...content.partnerCategories.map(content.partnerCategoryIcon),
  content.DEFAULT_PARTNER_ICON,
  ...Object.values(content.interfaceIcons),
]);

describe("content icon sprite", () => {
  it("has a drawing for every icon key the content package uses", () => {
    expect(contentKeys.size).toBeGreaterThan(0);
    expect([...contentKeys].filter((key) => !Object.hasOwn(CONTENT_ICON_SOURCES, key))).toEqual([]);
  });

  it("ships no drawing the content does not use", () => {
    expect(Object.keys(CONTENT_ICON_SOURCES).filter((key) => !contentKeys.has(key))).toEqual([]);
  });

  it("draws each key as a symbol with lucide's paths", () => {
    const sprite = renderContentIconSprite({ wallet: Wallet });
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n {2}<symbol id="wallet" viewBox="0 0 24 24"><path d="M19 7V4/);
    expect(sprite).not.toContain("<svg width");
  });

  it("is the file the site serves (run `pnpm vitest run -u` after changing the table)", async () => {
    await expect(renderContentIconSprite()).toMatchFileSnapshot("./icon-sprite.svg");
  });
});
