import { structuredDataJson } from "../../lib/seo/structured-data";
import { siteOrigin } from "../../lib/site-url";

/**
 * The Organization and both offices as JSON-LD on every page. A data block, not a script: the
 * browser never executes it, so the CSP needs no hash for it.
 */
export function StructuredData() {
  return (
    <script
      type="application/ld+json"
      // The JSON escapes "<", so it cannot end the element early.
      dangerouslySetInnerHTML={{ __html: structuredDataJson(siteOrigin()) }}
    />
  );
}
