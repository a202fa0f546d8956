import {
  companyFigures,
  featuredPartners,
  fintechSpotlight,
  homeCtaBanner,
  homeHero,
  homePageMeta,
  homeTestimonials,
  partnersStripAction,
  partnersStripHeading,
  serviceCardLinkLabel,
  serviceCards,
  servicesOverviewAction,
  servicesOverviewHeading,
  testimonialsCopy,
  whyChooseHeading,
  whyChooseItems,
} from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { FintechSpotlight } from "../sections/home/fintech-spotlight";
import { HomeHero } from "../sections/home/home-hero";
import { HomeTestimonials } from "../sections/home/home-testimonials";
import { PartnersStrip } from "../sections/home/partners-strip";
import { ServicesOverview } from "../sections/home/services-overview";
import { WhyChoose } from "../sections/home/why-choose";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => sitePageMeta(homePageMeta);

// Route data, read at build time: it reaches the browser inside the prerendered page (and its .data file on
// client-side navigation), so these lists are not also part of the page's JavaScript.
export const loader = () => ({
  figures: companyFigures,
  serviceCards,
  featuredPartners,
  testimonials: homeTestimonials,
});

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero {...homeHero} />
      <WhyChoose heading={whyChooseHeading} items={whyChooseItems} />
      <FintechSpotlight {...fintechSpotlight} figures={loaderData.figures} />
      <ServicesOverview
        heading={servicesOverviewHeading}
        cards={loaderData.serviceCards}
        linkLabel={serviceCardLinkLabel}
        action={servicesOverviewAction}
      />
      <PartnersStrip
        heading={partnersStripHeading}
        partners={loaderData.featuredPartners}
        action={partnersStripAction}
      />
      <HomeTestimonials
        title={testimonialsCopy.homeHeading}
        description={testimonialsCopy.homeSubheading}
        testimonials={loaderData.testimonials}
      />
      <CtaBlock {...homeCtaBanner} />
    </>
  );
}
