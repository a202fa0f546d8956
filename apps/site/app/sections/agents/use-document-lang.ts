import { useEffect } from "react";

/**
 * The document's `lang` while an agent page (the page, the form, the status page) is shown. The prerendered HTML
 * already carries it (scripts/postbuild.mjs sets it for pages under /fil/); this keeps it right after a client-side
 * navigation, and restores the site's on leaving, without costing every page's shared JavaScript a lookup.
 */
export function useDocumentLang(lang: string) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = lang;
    return () => {
      root.lang = before;
    };
  }, [lang]);
}
