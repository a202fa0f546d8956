import {
  aboutContactCta,
  aboutHero,
  companyJourney,
  journeyHeading,
  missionVision,
  metaOf,
} from "@innovatehub/content/site";
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
      <SplitHero {...aboutHero} visual={<CorridorIllustration />} />
      <JourneyTimeline heading={journeyHeading} milestones={companyJourney} />
      <MissionValues items={missionVision} />
      <CtaBlock {...aboutContactCta} />
    </>
  );
}
