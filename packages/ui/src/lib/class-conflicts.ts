import { extendTailwindMerge } from "tailwind-merge";

/** The kit's own type-scale and elevation names (globals.css), so `text-h1` is read as a size and not a colour. */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "h4", "body", "small"],
      shadow: ["elevation-1", "elevation-2", "elevation-3"],
    },
  },
});

/**
 * The classes of one element's class list that another class of the same list overrides (`px-4 px-2`, `rounded-md
 * rounded-full`): which of them applies then depends on the stylesheet's order, not on the markup. The kit's
 * `cn` only joins classes (docs/decisions.md D81), so a test asserts this list is empty for what an app renders.
 * For tests and tooling: it loads tailwind-merge, which no page should carry.
 */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/u).filter(Boolean);
  const kept = new Set(mergeClasses(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

/** What `conflictingClassLists` needs of a browser page: Playwright's `Page` has it. */
type PageLike = { evaluate<Result>(pageFunction: () => Result): Promise<Result> };

/**
 * Every element of the page whose classes set one thing twice, as "overridden in <tag class=…>": an app's
 * end-to-end tests assert this is empty on each screen they visit.
 */
export async function conflictingClassLists(page: PageLike): Promise<string[]> {
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
