import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/ecommerce";

export const meta: Route.MetaFunction = () => sitePageMeta("/ecommerce");

export default function EcommerceRoute() {
  return (
    <>
      <PageIntro {...servicePages["ecommerce"].hero} />
      <CtaBlock {...servicePages["ecommerce"].cta} />
    </>
  );
}
