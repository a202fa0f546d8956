import {
  clientDisplays,
  clientsPage,
  clientTestimonials,
  clientTypeFilters,
  sharedCta,
  testimonialsCopy,
  metaOf,
} from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { ClientPartnersSection } from "../sections/clients/client-partners-section";
import { ClientTestimonials } from "../sections/clients/client-testimonials";
import { ClientsHero } from "../sections/clients/clients-hero";
import { CtaBlock } from "../sections/cta-block";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

// The page's content is route data, read at build time: it reaches the browser inside the prerendered page
// (and its .data file on client-side navigation) instead of also being part of the page's JavaScript.
export const loader = () => ({
  meta: metaOf("/clients"),
  page: clientsPage,
  clients: clientDisplays,
  filterOptions: clientTypeFilters(clientDisplays),
  testimonials: clientTestimonials,
  cta: sharedCta,
});

export default function ClientsRoute({
  loaderData: { page, clients, filterOptions, testimonials, cta },
}: Route.ComponentProps) {
  const showcase = page.showcaseHeading;
  return (
    <>
      <ClientsHero title={page.title} titleCompany={page.titleCompany} hero={page.hero} />
      <ClientPartnersSection
        id={showcase.id}
        title={showcase.title}
        description={showcase.description}
        clients={clients}
        filterOptions={filterOptions}
        showAll
        className="pt-8 lg:pt-12"
      />
      <ClientTestimonials
        title={testimonialsCopy.clientsHeading}
        description={testimonialsCopy.clientsSubheading}
        testimonials={testimonials}
      />
      <CtaBlock {...cta} />
    </>
  );
}
