import { aboutContactCta, aboutHero } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => sitePageMeta("/about");

export default function AboutRoute() {
  return (
    <>
      <PageIntro {...aboutHero} />
      <CtaBlock {...aboutContactCta} />
    </>
  );
}
