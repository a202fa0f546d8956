import { sharedCta, termsOfUse } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => sitePageMeta("/terms");

export default function TermsRoute() {
  return (
    <>
      <PageIntro title={termsOfUse.title} description={termsOfUse.intro} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
