import { legalCopy, termsOfUse, termsPageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { LegalDocument } from "../sections/legal/legal-document";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => sitePageMeta(termsPageMeta);

export default function TermsRoute() {
  return (
    <LegalDocument
      document={termsOfUse}
      contentsLabel={legalCopy.contentsLabel}
      related={legalCopy.privacyLink}
    />
  );
}
