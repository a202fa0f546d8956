import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/digital-customizations";

export const meta: Route.MetaFunction = () => sitePageMeta("/digital-customizations");

export default function DigitalCustomizationsRoute() {
  return (
    <>
      <PageIntro {...servicePages["digital-customizations"].hero} />
      <CtaBlock {...servicePages["digital-customizations"].cta} />
    </>
  );
}
