import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; it does not resolve conflicts. A component's `className` adds classes to its own and never
 * replaces one: to change what a component sets (its padding, radius, colours), pick its variant or ask the kit
 * for one. Merging at run time cost every page of the site about 9 KB of JavaScript (docs/decisions.md D81); the
 * kit's tests and the site's route tests fail on any element whose classes conflict.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
