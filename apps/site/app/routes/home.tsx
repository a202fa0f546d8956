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

export default function HomeRoute() {
  return (
    <>
      <HomeHero {...homeHero} />
      <WhyChoose heading={whyChooseHeading} items={whyChooseItems} />
      <FintechSpotlight {...fintechSpotlight} figures={companyFigures} />
      <ServicesOverview
        heading={servicesOverviewHeading}
        cards={serviceCards}
        linkLabel={serviceCardLinkLabel}
        action={servicesOverviewAction}
      />
      <PartnersStrip
        heading={partnersStripHeading}
        partners={featuredPartners}
        action={partnersStripAction}
      />
      <HomeTestimonials
        title={testimonialsCopy.homeHeading}
        description={testimonialsCopy.homeSubheading}
        testimonials={homeTestimonials}
      />
      <CtaBlock {...homeCtaBanner} />
    </>
  );
}
