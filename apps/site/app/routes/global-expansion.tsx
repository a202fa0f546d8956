import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/global-expansion";

export const meta: Route.MetaFunction = () => sitePageMeta("/global-expansion");

export default function GlobalExpansionRoute() {
  return (
    <>
      <PageIntro {...servicePages["global-expansion"].hero} />
      <CtaBlock {...servicePages["global-expansion"].cta} />
    </>
  );
}
