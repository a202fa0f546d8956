/**
 * `@innovatehub/content/shared`: what both audiences show the same way: the labels of the domain's values (meeting
 * types, durations, the inquiry forms' options, which the console shows as the visitor picked them), the shape of
 * a lead's first-touch source and the privacy notice's version a consent records. Neither the site nor the console
 * export re-exports it.
 */
export * from "../options";
export * from "../lead-source";
export * from "../privacy-notice";
