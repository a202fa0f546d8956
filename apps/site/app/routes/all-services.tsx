import {
  allServicesPage,
  serviceCategoryTabs,
  services,
  sharedCta,
  metaOf,
} from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { ServiceCatalogue } from "../sections/all-services/service-catalogue";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/all-services";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

// Route data, read at build time: it reaches the browser inside the prerendered page (and its .data file on
// client-side navigation), so the list and closing call to action are not also part of the page's JavaScript.
export const loader = () => ({ meta: metaOf("/all-services"), services, tabs: serviceCategoryTabs, cta: sharedCta });

export default function AllServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro {...allServicesPage.hero} />
      <ServiceCatalogue
        heading={allServicesPage.sectionHeading}
        services={loaderData.services}
        tabs={loaderData.tabs}
        copy={allServicesPage}
      />
      <CtaBlock {...loaderData.cta} />
    </>
  );
}
