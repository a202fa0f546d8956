import { legalCopy, privacyPolicy, privacyPolicyPageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { LegalDocument } from "../sections/legal/legal-document";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => sitePageMeta(privacyPolicyPageMeta);

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocument
      document={privacyPolicy}
      contentsLabel={legalCopy.contentsLabel}
      related={legalCopy.termsLink}
    />
  );
}
