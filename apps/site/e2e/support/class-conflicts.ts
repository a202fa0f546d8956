import type { Page } from "@playwright/test";
import { conflictingClasses } from "@innovatehub/ui/lib/class-conflicts";

/**
 * Every element of the page whose classes set one thing twice, as "overridden in <tag class=…>". The kit's `cn`
 * joins classes without merging them (docs/decisions.md D81): with two classes for one property, the stylesheet's
 * order would decide which applies, not the markup.
 */
export async function conflictingClassLists(page: Page): Promise<string[]> {
  const classLists = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map(
      (element) => `${element.tagName.toLowerCase()}|${element.getAttribute("class") ?? ""}`,
    ),
  );
  return [...new Set(classLists)].flatMap((entry) => {
    const [tag, classList = ""] = entry.split("|", 2);
    const overridden = conflictingClasses(classList);
    return overridden.length > 0
      ? [`${overridden.join(" ")} in <${tag} class="${classList}">`]
      : [];
  });
}
