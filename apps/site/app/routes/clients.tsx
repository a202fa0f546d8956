import {
  clientDisplays,
  clientsPage,
  clientsPageMeta,
  clientTestimonials,
  sharedCta,
  testimonialsCopy,
} from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { ClientPartnersSection } from "../sections/clients/client-partners-section";
import { ClientTestimonials } from "../sections/clients/client-testimonials";
import { ClientsHero } from "../sections/clients/clients-hero";
import { CtaBlock } from "../sections/cta-block";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = () => sitePageMeta(clientsPageMeta);

export default function ClientsRoute() {
  const showcase = clientsPage.showcaseHeading;
  return (
    <>
      <ClientsHero
        title={clientsPage.title}
        titleCompany={clientsPage.titleCompany}
        hero={clientsPage.hero}
      />
      <ClientPartnersSection
        id={showcase.id}
        title={showcase.title}
        description={showcase.description}
        clients={clientDisplays}
        showAll
        className="pt-8 lg:pt-12"
      />
      <ClientTestimonials
        title={testimonialsCopy.clientsHeading}
        description={testimonialsCopy.clientsSubheading}
        testimonials={clientTestimonials}
      />
      <CtaBlock {...sharedCta} />
    </>
  );
}
