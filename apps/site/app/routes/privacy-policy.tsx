import { privacyPolicy, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => sitePageMeta("/privacy-policy");

export default function PrivacyPolicyRoute() {
  return (
    <>
      <PageIntro title={privacyPolicy.title} description={privacyPolicy.intro} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
