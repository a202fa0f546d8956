import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/ai-solutions";

export const meta: Route.MetaFunction = () => sitePageMeta("/ai-solutions");

export default function AiSolutionsRoute() {
  return (
    <>
      <PageIntro {...servicePages["ai-solutions"].hero} />
      <CtaBlock {...servicePages["ai-solutions"].cta} />
    </>
  );
}
