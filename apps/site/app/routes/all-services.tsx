import {
  allServicesPage,
  allServicesPageMeta,
  serviceCategoryTabs,
  services,
  sharedCta,
} from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { ServiceCatalogue } from "../sections/all-services/service-catalogue";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/all-services";

export const meta: Route.MetaFunction = () => sitePageMeta(allServicesPageMeta);

export default function AllServicesRoute() {
  return (
    <>
      <PageIntro {...allServicesPage.hero} />
      <ServiceCatalogue
        heading={allServicesPage.sectionHeading}
        services={services}
        tabs={serviceCategoryTabs}
        copy={allServicesPage}
      />
      <CtaBlock {...sharedCta} />
    </>
  );
}
