import { company, companyMapEmbed, contactPage, contactPageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { AgentInterestCard } from "../sections/contact/agent-interest-card";
import { ContactCards } from "../sections/contact/contact-cards";
import { LocationAndHours } from "../sections/contact/location-and-hours";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => sitePageMeta(contactPageMeta);

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
