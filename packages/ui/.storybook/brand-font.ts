import brandFontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

/**
 * The kit's stylesheet declares the brand face `font-display: optional` (no layout shift on the site), so a
 * browser may keep the fallback face for a whole page when the font is slow. Designers review the brand face,
 * and visual baselines must not depend on timing: Storybook registers the same file as a blocking face and
 * waits for it before each story renders (a loaded face wins over the stylesheet's, which has no other effect).
 */
const brandFont = new FontFace(
  "Plus Jakarta Sans Variable",
  `url(${brandFontUrl}) format("woff2-variations")`,
  {
    weight: "200 800",
    style: "normal",
    display: "block",
  },
);
document.fonts.add(brandFont);

export async function loadBrandFont(): Promise<void> {
  await brandFont.load();
}
