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

// Route data, read at build time: it reaches the browser inside the prerendered page (and its .data file on
// client-side navigation), so the list is not also part of the page's JavaScript.
export const loader = () => ({ clients: clientDisplays, testimonials: clientTestimonials });

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
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
        clients={loaderData.clients}
        showAll
        className="pt-8 lg:pt-12"
      />
      <ClientTestimonials
        title={testimonialsCopy.clientsHeading}
        description={testimonialsCopy.clientsSubheading}
        testimonials={loaderData.testimonials}
      />
      <CtaBlock {...sharedCta} />
    </>
  );
}
