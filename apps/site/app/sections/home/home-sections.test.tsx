import { screen, within } from "@testing-library/react";
import {
  companyFigures,
  featuredPartners,
  fintechSpotlight,
  HOME_FEATURED_PARTNER_COUNT,
  HOME_SERVICE_FEATURES_SHOWN,
  partnersStripAction,
  partnersStripHeading,
  serviceCardLinkLabel,
  serviceCards,
  servicesOverviewAction,
  servicesOverviewHeading,
} from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render-with-router";
import { FintechSpotlight } from "./fintech-spotlight";
import { PartnersStrip } from "./partners-strip";
import { ServicesOverview } from "./services-overview";

describe("ServicesOverview", () => {
  it("shows each card's badge, at most three features and a link to its page", () => {
    renderWithRouter(
      <ServicesOverview
        heading={servicesOverviewHeading}
        cards={serviceCards}
        linkLabel={serviceCardLinkLabel}
        action={servicesOverviewAction}
      />,
    );
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(serviceCards.length);
    serviceCards.forEach((card, index) => {
      const article = within(articles[index] ?? document.body);
      expect(article.getByRole("heading", { level: 3, name: card.title })).toBeInTheDocument();
      expect(article.getAllByRole("listitem")).toHaveLength(
        Math.min(card.features.length, HOME_SERVICE_FEATURES_SHOWN),
      );
      expect(
        article.getByRole("link", {
          name: new RegExp(`^${serviceCardLinkLabel}\\s*:\\s*${card.title}$`),
        }),
      ).toHaveAttribute("href", card.link);
      if (card.badge === "") {
        expect(article.queryByText(/^(Featured|New)$/)).not.toBeInTheDocument();
      } else {
        expect(article.getByText(card.badge)).toBeInTheDocument();
      }
    });
    expect(screen.getByRole("link", { name: servicesOverviewAction.name })).toHaveAttribute(
      "href",
      servicesOverviewAction.path,
    );
  });
});

describe("FintechSpotlight", () => {
  it("lists the PlataPay services and the claimed figures", () => {
    renderWithRouter(<FintechSpotlight {...fintechSpotlight} figures={companyFigures} />);
    for (const service of fintechSpotlight.services) {
      expect(screen.getByText(service.title)).toBeInTheDocument();
    }
    expect(screen.getByText("95+")).toBeInTheDocument();
    expect(screen.getByText("215%")).toBeInTheDocument();
    expect(screen.getByText(fintechSpotlight.agentNetwork.title)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: fintechSpotlight.secondaryAction.name }),
    ).toHaveAttribute("href", fintechSpotlight.secondaryAction.path);
  });
});

describe("PartnersStrip", () => {
  it("shows the six featured partners by name", () => {
    renderWithRouter(
      <PartnersStrip
        heading={partnersStripHeading}
        partners={featuredPartners}
        action={partnersStripAction}
      />,
    );
    expect(featuredPartners).toHaveLength(HOME_FEATURED_PARTNER_COUNT);
    for (const partner of featuredPartners) {
      expect(screen.getByText(partner.name)).toBeInTheDocument();
    }
  });
});
