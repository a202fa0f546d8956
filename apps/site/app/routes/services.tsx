import { services, servicesPage, sharedCta, metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { HowWeWork } from "../sections/services/how-we-work";
import { Industries } from "../sections/services/industries";
import { ServiceOrbitIllustration } from "../sections/services/service-orbit-illustration";
import { ServiceTiles } from "../sections/services/service-tiles";
import { ServicesFaq } from "../sections/services/services-faq";
import { SplitHero } from "../sections/common/split-hero";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

// Route data, read at build time: it reaches the browser inside the prerendered page (and its .data file on
// client-side navigation), so the service list and closing call to action are not also part of the page's
// JavaScript.
export const loader = () => ({ meta: metaOf("/services"), services, cta: sharedCta });

export default function ServicesRoute({ loaderData: { services, cta } }: Route.ComponentProps) {
  const serviceIcons = services.map((service) => service.icon);
  return (
    <>
      <SplitHero
        {...servicesPage.hero}
        visual={<ServiceOrbitIllustration icons={serviceIcons} />}
      />
      <ServiceTiles
        heading={servicesPage.tilesHeading}
        services={services}
        learnMoreLabel={servicesPage.learnMoreLabel}
        clientsTeaser={servicesPage.clientsTeaser}
        viewAllClients={servicesPage.viewAllClients}
      />
      <HowWeWork heading={servicesPage.howWeWorkHeading} steps={servicesPage.howWeWork} />
      <Industries heading={servicesPage.industriesHeading} items={servicesPage.industries} />
      <ServicesFaq heading={servicesPage.faqHeading} items={servicesPage.faq} />
      <CtaBlock {...cta} />
    </>
  );
}
