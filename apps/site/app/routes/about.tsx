import { companyJourney, metaOf, aboutPage } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { CorridorIllustration } from "../sections/about/corridor-illustration";
import { JourneyTimeline } from "../sections/about/journey-timeline";
import { MissionValues } from "../sections/about/mission-values";
import { CtaBlock } from "../sections/cta-block";
import { SplitHero } from "../sections/common/split-hero";
import type { Route } from "./+types/about";

export const loader = () => ({ meta: metaOf("/about") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function AboutRoute() {
  return (
    <>
      <SplitHero {...aboutPage.hero} visual={<CorridorIllustration />} />
      <JourneyTimeline heading={aboutPage.journeyHeading} milestones={companyJourney} />
      <MissionValues items={aboutPage.missionVision} />
      <CtaBlock {...aboutPage.contactCta} />
    </>
  );
}
