import { homeCtaBanner, homeHero } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => sitePageMeta("/");

export default function HomeRoute() {
  return (
    <>
      <PageIntro {...homeHero} />
      <CtaBlock {...homeCtaBanner} />
    </>
  );
}
