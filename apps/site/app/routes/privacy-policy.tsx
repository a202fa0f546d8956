import { metaOf, legalPages } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { LegalDocument } from "../sections/legal/legal-document";
import type { Route } from "./+types/privacy-policy";

export const loader = () => ({ meta: metaOf("/privacy-policy") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocument
      document={legalPages.privacyPolicy}
      contentsLabel={legalPages.contentsLabel}
      related={legalPages.termsLink}
    />
  );
}
