import { inquiryPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/inquiry";

export const meta: Route.MetaFunction = () => sitePageMeta("/inquiry");

export default function InquiryRoute() {
  return (
    <>
      <PageIntro {...inquiryPage.hero} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
