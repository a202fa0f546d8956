/**
 * For the chart stories' tests: what the kit's chart styles in Recharts' drawing, and the colours it should get.
 * The selectors are read from the drawing's own classes, so a selector added to the component is checked too.
 */

/** The part of a chart figure that Recharts draws in (`data-slot="chart-drawing"`). */
export function chartDrawing(figure: HTMLElement): HTMLElement {
  const drawing = figure.querySelector<HTMLElement>('[data-slot="chart-drawing"]');
  if (drawing === null) {
    throw new Error("The figure has no chart drawing");
  }
  return drawing;
}

const DESCENDANT_VARIANT = "[&_";

/**
 * The selector of each descendant variant in the drawing's classes: `[&_.recharts-grid_line]:stroke-border`
 * styles `.recharts-grid line` (Tailwind writes a space as `_`). Brackets are matched, so an attribute selector
 * inside the variant is read whole.
 */
function styledSelectors(drawing: HTMLElement): string[] {
  return (drawing.getAttribute("class") ?? "")
    .split(/\s+/)
    .filter((name) => name.startsWith(DESCENDANT_VARIANT))
    .map((name) => {
      let depth = 0;
      for (let index = 0; index < name.length; index += 1) {
        if (name[index] === "[") {
          depth += 1;
        } else if (name[index] === "]") {
          depth -= 1;
          if (depth === 0) {
            return name.slice(DESCENDANT_VARIANT.length, index).replaceAll("_", " ");
          }
        }
      }
      throw new Error(`Unbalanced brackets in the class ${name}`);
    });
}

/** The selectors of the drawing's classes that match nothing Recharts drew. */
export function unmatchedSelectors(drawing: HTMLElement): string[] {
  return styledSelectors(drawing).filter((selector) => drawing.querySelector(selector) === null);
}

/** A colour as the browser computes it (`rgb(…)`), e.g. a token's `var(--muted-foreground)`. */
export function computedColour(colour: string): string {
  const probe = document.createElement("span");
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/** The middle of the drawing, in the page: a pointer there shows a chart's tooltip and cursor. */
export function middleOf(drawing: HTMLElement): { clientX: number; clientY: number } {
  const box = drawing.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
}
