import type { Meta, StoryObj } from "@storybook/react-vite";
import { company, companyMapEmbed, contactPage } from "@innovatehub/content/site";
import { AgentInterestPanel } from "./agent-interest-card";
import { ContactCards } from "./contact-cards";
import { LocationAndHours } from "./location-and-hours";

function ContactSections({ agentInterest }: { agentInterest: boolean }) {
  return (
    <>
      {agentInterest ? (
        <div className="p-4">
          <AgentInterestPanel interest={contactPage.agentInterest} />
        </div>
      ) : null}
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

const meta = {
  title: "Site/Contact/Contact Sections",
  component: ContactSections,
  tags: ["autodocs"],
  args: { agentInterest: false },
} satisfies Meta<typeof ContactSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAgentInterest: Story = { args: { agentInterest: true } };
