/** WCAG 2.2 contrast, computed from the colours the browser resolved (never typed by hand). */
type Rgb = readonly [number, number, number];

const MAX_CHANNEL = 255;
/** The sRGB transfer function's linear segment and its constants (WCAG's relative luminance). */
const LINEAR_LIMIT = 0.04045;
const LINEAR_DIVISOR = 12.92;
const GAMMA_OFFSET = 0.055;
const GAMMA_DIVISOR = 1.055;
const GAMMA = 2.4;
const LUMINANCE_WEIGHTS: Rgb = [0.2126, 0.7152, 0.0722];
const FLARE = 0.05;

function linear(channel: number): number {
  const value = channel / MAX_CHANNEL;
  return value <= LINEAR_LIMIT
    ? value / LINEAR_DIVISOR
    : ((value + GAMMA_OFFSET) / GAMMA_DIVISOR) ** GAMMA;
}

function relativeLuminance(rgb: Rgb): number {
  return rgb.reduce(
    (sum, channel, index) => sum + (LUMINANCE_WEIGHTS[index] ?? 0) * linear(channel),
    0,
  );
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + FLARE) / ((dark ?? 0) + FLARE);
}

/** Any CSS colour (hex, rgb(), oklch(), a custom property's value) as sRGB bytes, through a canvas. */
export function resolveColour(cssColour: string): Rgb {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (context === null) {
    throw new Error("no 2D canvas to resolve colours with");
  }
  context.fillStyle = cssColour;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return [red, green, blue];
}
