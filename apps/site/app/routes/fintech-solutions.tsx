import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/fintech-solutions";

export const meta: Route.MetaFunction = () => sitePageMeta("/fintech-solutions");

export default function FintechSolutionsRoute() {
  return (
    <>
      <PageIntro {...servicePages["fintech-solutions"].hero} />
      <CtaBlock {...servicePages["fintech-solutions"].cta} />
    </>
  );
}
