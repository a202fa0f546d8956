import { getNiceTickValues } from "recharts";

/** The room between an axis' labels and the plot, in pixels. */
export const TICK_GAP = 8;

/** How many ticks a value axis gets (Recharts' default, which the axes keep). */
const VALUE_TICK_COUNT = 5;

/**
 * The width of one character of the console's face at the charts' text size, for engines that lay nothing out
 * (the unit tests' DOM): an estimate used only where no real measurement exists.
 */
const ESTIMATED_CHARACTER_PX = 8;

const ELLIPSIS = "…";

/** The charts draw their labels at the kit's small text size (`ChartContainer`); the probe reads the same. */
const CHART_TEXT_CLASS = "text-small";

const measured = new Map<string, number>();
let probe: HTMLSpanElement | undefined;

function textProbe(): HTMLSpanElement {
  if (probe?.isConnected) {
    return probe;
  }
  // The span is laid out but clipped by an empty box: a long name must never widen the page it is measured on.
  const box = document.createElement("div");
  box.setAttribute("aria-hidden", "true");
  Object.assign(box.style, {
    position: "absolute",
    top: "0",
    left: "0",
    width: "0",
    height: "0",
    overflow: "hidden",
    visibility: "hidden",
    pointerEvents: "none",
  });
  const span = document.createElement("span");
  span.className = CHART_TEXT_CLASS;
  span.style.whiteSpace = "pre";
  box.append(span);
  document.body.append(box);
  probe = span;
  return span;
}

/** A label's width in pixels as the charts draw it: laid out by the browser in the charts' own font and size. */
export function labelWidth(text: string): number {
  const known = measured.get(text);
  if (known !== undefined) {
    return known;
  }
  const box = textProbe();
  box.textContent = text;
  const laidOut = box.getBoundingClientRect().width;
  const width = laidOut > 0 || text === "" ? laidOut : text.length * ESTIMATED_CHARACTER_PX;
  // Only real layouts are kept: a label measured before the face loaded would otherwise stay wrong.
  if (laidOut > 0) {
    measured.set(text, width);
  }
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
