/**
 * `@innovatehub/content/shared`: what both audiences show the same way: the labels of the domain's values (meeting
 * types, durations, the inquiry forms' options, which the console shows as the visitor picked them) and the shape
 * of a lead's first-touch source. Neither the site nor the console export re-exports it.
 */
export * from "../options";
export * from "../lead-source";
