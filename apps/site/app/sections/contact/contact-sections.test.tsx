import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, companyMapEmbed, contactPage } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { AgentInterestCard } from "./agent-interest-card";
import { ContactCards } from "./contact-cards";
import { LocationAndHours } from "./location-and-hours";

function card(title: string) {
  const heading = screen.getByRole("heading", { level: 3, name: title });
  const item = heading.closest("li");
  if (item === null) {
    throw new Error(`no card for ${title}`);
  }
  return within(item);
}

describe("ContactCards", () => {
  it("gives each of the five cards its working action", () => {
    renderWithRouter(<ContactCards label={contactPage.cardsLabel} cards={contactPage.cards} />);
    expect(card("Chat with Us").getByRole("link", { name: "Start Chat" })).toHaveAttribute(
      "href",
      company.chatUrl,
    );
    expect(card("Chat with Us").getByRole("link", { name: "Start Chat" })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(card("Call Us").getByRole("link")).toHaveAttribute("href", "tel:+639176851216");
    const directions = card("Visit Us").getByRole("link", { name: "Get Directions" });
    expect(directions).toHaveAttribute(
      "href",
      `https://maps.google.com/?q=${encodeURIComponent(company.mainOffice.address)}`,
    );
    expect(directions).toHaveAttribute("target", "_blank");
    expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    expect(card("Email Us").getByRole("link", { name: "Send Email" })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    expect(card("Book an Appointment").getByRole("link", { name: "Schedule Now" })).toHaveAttribute(
      "href",
      "/booking",
    );
  });
});

describe("LocationAndHours", () => {
  function renderSection() {
    renderWithRouter(
      <LocationAndHours
        map={contactPage.map}
        location={contactPage.location}
        hours={contactPage.hours}
        mapEmbedUrl={companyMapEmbed.url}
        mapUrl={company.mainOffice.mapUrl}
      />,
    );
  }

  it("embeds the map lazily with a title, a fixed height and a visible fallback link", () => {
    renderSection();
    const frame = screen.getByTitle(contactPage.map.title);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("src", companyMapEmbed.url);
    expect(frame.parentElement?.style.height).toMatch(/^\d+px$/);
    expect(screen.getByRole("link", { name: contactPage.map.fallbackLink })).toHaveAttribute(
      "href",
      company.mainOffice.mapUrl,
    );
  });

  it("shows the Batangas office and Monday to Friday 9:00 AM to 5:00 PM PHT", () => {
    renderSection();
    expect(screen.getByRole("heading", { name: "Our Location" })).toBeInTheDocument();
    expect(screen.getByText(company.mainOffice.address)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Business Hours" })).toBeInTheDocument();
    expect(screen.getByText("Monday to Friday")).toBeInTheDocument();
    expect(screen.getByText("9:00 AM to 5:00 PM PHT")).toBeInTheDocument();
  });
});

describe("AgentInterestCard", () => {
  it("acknowledges agent interest on ?service=platapay", async () => {
    renderWithRouter(<AgentInterestCard interest={contactPage.agentInterest} />, {
      path: "/contact?service=platapay",
    });
    expect(
      await screen.findByRole("heading", { name: contactPage.agentInterest.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: contactPage.agentInterest.primaryAction.name }),
    ).toHaveAttribute("href", company.chatUrl);
  });

  it("stays away without the query or with another service", () => {
    renderWithRouter(<AgentInterestCard interest={contactPage.agentInterest} />, {
      path: "/contact?service=ai",
    });
    expect(
      screen.queryByRole("heading", { name: contactPage.agentInterest.title }),
    ).not.toBeInTheDocument();
  });
});
