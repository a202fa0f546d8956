import { partnersPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => sitePageMeta("/partners");

export default function PartnersRoute() {
  return (
    <>
      <PageIntro {...partnersPage.hero} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
