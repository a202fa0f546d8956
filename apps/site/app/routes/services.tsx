import { servicesPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => sitePageMeta("/services");

export default function ServicesRoute() {
  return (
    <>
      <PageIntro title={servicesPage.title} description={servicesPage.hero.description} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
