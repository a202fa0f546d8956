import { company, companyMapEmbed, contactPage, metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { AgentInterestCard } from "../sections/contact/agent-interest-card";
import { ContactCards } from "../sections/contact/contact-cards";
import { LocationAndHours } from "../sections/contact/location-and-hours";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/contact";

export const loader = () => ({ meta: metaOf("/contact") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function ContactRoute() {
  return (
    <>
      <PageIntro {...contactPage.hero} />
      <AgentInterestCard interest={contactPage.agentInterest} />
      <ContactCards label={contactPage.cardsLabel} cards={contactPage.cards} />
      <LocationAndHours
        map={contactPage.map}
        location={contactPage.location}
        hours={contactPage.hours}
        mapEmbedUrl={companyMapEmbed.url}
        mapUrl={company.mainOffice.mapUrl}
      />
    </>
  );
}
