import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/mobile-app-development";

export const meta: Route.MetaFunction = () => sitePageMeta("/mobile-app-development");

export default function MobileAppDevelopmentRoute() {
  return (
    <>
      <PageIntro {...servicePages["mobile-app-development"].hero} />
      <CtaBlock {...servicePages["mobile-app-development"].cta} />
    </>
  );
}
