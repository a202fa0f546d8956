import { getNiceTickValues } from "recharts";

/** The room between an axis' labels and the plot, in pixels. */
export const TICK_GAP = 8;

/** How many ticks a value axis gets (Recharts' default, which the axes keep). */
const VALUE_TICK_COUNT = 5;

/**
 * The width of one character of the console's face at the charts' text size, for engines without canvas text
 * metrics (the unit tests' DOM): an estimate used only where no real measurement exists.
 */
const ESTIMATED_CHARACTER_PX = 8;

const ELLIPSIS = "…";

/** The charts draw their labels at the kit's small text size (`ChartContainer`); the measure reads the same. */
const CHART_TEXT_CLASS = "text-small";

const measured = new Map<string, number>();
let pen: CanvasRenderingContext2D | null | undefined;

/**
 * A canvas set in the charts' font, read once from an element styled like their labels: measuring on it lays
 * nothing out, so neither the page's layout nor its width depends on the names measured.
 */
function measuringPen(): CanvasRenderingContext2D | null {
  if (pen !== undefined) {
    return pen;
  }
  pen = document.createElement("canvas").getContext("2d");
  if (pen !== null) {
    const sample = document.createElement("span");
    sample.className = CHART_TEXT_CLASS;
    document.body.append(sample);
    const style = getComputedStyle(sample);
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    sample.remove();
  }
  return pen;
}

/** A label's width in pixels as the charts draw it, in the console's own face and size. */
export function labelWidth(text: string): number {
  const known = measured.get(text);
  if (known !== undefined) {
    return known;
  }
  const context = measuringPen();
  const width =
    context === null ? text.length * ESTIMATED_CHARACTER_PX : context.measureText(text).width;
  measured.set(text, width);
  return width;
}

/** The widest of some labels, in whole pixels. */
function widest(labels: readonly string[]): number {
  return Math.ceil(Math.max(0, ...labels.map(labelWidth)));
}

/**
 * The width a vertical axis needs to show its longest label whole, with the gap to the plot; never more than
 * `cap` (a label past the cap is cut by `fitLabel`).
 */
export function axisWidth(labels: readonly string[], cap = Number.POSITIVE_INFINITY): number {
  return Math.min(widest(labels), Math.max(0, cap - TICK_GAP)) + TICK_GAP;
}

/**
 * The room a horizontal axis keeps at each end, so a label (and the point or bar end under it) centred on the
 * first or last tick is drawn whole: half the widest label.
 */
export function edgePadding(labels: readonly string[]): number {
  return Math.ceil(widest(labels) / 2);
}

/** A label cut to `kept` characters: its start and its end around an ellipsis. */
function cutTo(characters: readonly string[], kept: number): string {
  const head = Math.ceil(kept / 2);
  const tail = kept - head;
  const end = tail === 0 ? "" : characters.slice(-tail).join("").trimStart();
  return characters.slice(0, head).join("").trimEnd() + ELLIPSIS + end;
}

/**
 * A label as it fits `room`: whole when it fits, otherwise cut in the middle, so names that share a start (a
 * campaign and its next edition) still read apart by their ends.
 */
export function fitLabel(label: string, room: number): string {
  if (labelWidth(label) <= room) {
    return label;
  }
  const characters = Array.from(label);
  let fits = 0;
  let tooLong = characters.length;
  // Binary search on the number of characters kept: a name is measured a handful of times, not once per letter.
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (labelWidth(cutTo(characters, middle)) <= room) {
      fits = middle;
    } else {
      tooLong = middle;
    }
  }
  return cutTo(characters, fits);
}

/** The labels a value axis from zero to `max` shows (Recharts' own nice ticks, as the axis computes them). */
export function valueTickLabels(max: number, allowDecimals: boolean): string[] {
  return getNiceTickValues([0, max], VALUE_TICK_COUNT, allowDecimals).map(String);
}
