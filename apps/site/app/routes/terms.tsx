import { metaOf, legalPages } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { LegalDocument } from "../sections/legal/legal-document";
import type { Route } from "./+types/terms";

export const loader = () => ({ meta: metaOf("/terms") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function TermsRoute() {
  return (
    <LegalDocument
      document={legalPages.termsOfUse}
      contentsLabel={legalPages.contentsLabel}
      related={legalPages.privacyLink}
    />
  );
}
