import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, footerCopy, inquiryPage } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { DirectContact } from "./direct-contact";
import { InquiryChoices } from "./inquiry-choices";

describe("InquiryChoices", () => {
  it("links the four service inquiry forms and booking", () => {
    renderWithRouter(
      <InquiryChoices label={inquiryPage.choicesLabel} choices={inquiryPage.choices} />,
    );
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/ai-solutions#inquiry-form",
      "/digital-customizations#inquiry-form",
      "/ecommerce#inquiry-form",
      "/global-expansion#inquiry-form",
      "/booking",
    ]);
  });
});

describe("DirectContact", () => {
  it("offers phone, e-mail, chat and the contact page", () => {
    renderWithRouter(
      <DirectContact
        {...inquiryPage.otherHelp}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
        chatUrl={company.chatUrl}
        chatLabel={footerCopy.chatLabel}
      />,
    );
    const section = within(screen.getByRole("region", { name: inquiryPage.otherHelp.title }));
    expect(section.getByRole("link", { name: company.primaryPhone.display })).toHaveAttribute(
      "href",
      company.primaryPhone.href,
    );
    expect(section.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      company.emailHref,
    );
    expect(section.getByRole("link", { name: footerCopy.chatLabel })).toHaveAttribute(
      "href",
      company.chatUrl,
    );
    expect(section.getByRole("link", { name: inquiryPage.otherHelp.action.name })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
