import {
  companyFigures,
  featuredPartners,
  homeTestimonials,
  serviceCards,
  testimonialsCopy,
  metaOf,
  homePage,
} from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { FintechSpotlight } from "../sections/home/fintech-spotlight";
import { HomeHero } from "../sections/home/home-hero";
import { HomeTestimonials } from "../sections/home/home-testimonials";
import { PartnersStrip } from "../sections/home/partners-strip";
import { ServicesOverview } from "../sections/home/services-overview";
import { WhyChoose } from "../sections/home/why-choose";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

// The page's content is route data, read at build time: it reaches the browser inside the prerendered page
// (and its .data file on client-side navigation) instead of also being part of the page's JavaScript.
export const loader = () => ({
  meta: metaOf("/"),
  hero: homePage.hero,
  whyChoose: homePage.whyChoose,
  spotlight: { ...homePage.fintechSpotlight, figures: companyFigures },
  servicesOverview: {
    heading: homePage.servicesOverview.heading,
    cards: serviceCards,
    linkLabel: homePage.servicesOverview.cardLinkLabel,
    action: homePage.servicesOverview.action,
  },
  partnersStrip: {
    heading: homePage.partnersStrip.heading,
    partners: featuredPartners,
    action: homePage.partnersStrip.action,
  },
  testimonials: homeTestimonials,
  cta: homePage.ctaBanner,
});

export default function HomeRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <HomeHero {...page.hero} />
      <WhyChoose {...page.whyChoose} />
      <FintechSpotlight {...page.spotlight} />
      <ServicesOverview {...page.servicesOverview} />
      <PartnersStrip {...page.partnersStrip} />
      <HomeTestimonials
        title={testimonialsCopy.homeHeading}
        description={testimonialsCopy.homeSubheading}
        testimonials={page.testimonials}
      />
      <CtaBlock {...page.cta} />
    </>
  );
}
