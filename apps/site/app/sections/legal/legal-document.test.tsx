import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { legalPages } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { LegalDocument } from "./legal-document";

describe("LegalDocument", () => {
  it.each([
    { document: legalPages.privacyPolicy, related: legalPages.termsLink },
    { document: legalPages.termsOfUse, related: legalPages.privacyLink },
  ])(
    "renders $document.title with its date, contents and every section",
    ({ document, related }) => {
      renderWithRouter(
        <LegalDocument
          document={document}
          contentsLabel={legalPages.contentsLabel}
          related={related}
        />,
      );
      expect(screen.getByRole("heading", { level: 1, name: document.title })).toBeInTheDocument();
      expect(screen.getByText(document.effectiveDateLabel)).toHaveAttribute(
        "datetime",
        document.effectiveDate,
      );
      const contents = within(screen.getByRole("navigation", { name: legalPages.contentsLabel }));
      const links = contents.getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        document.sections.map((section) => `#${section.id}`),
      );
      for (const section of document.sections) {
        const heading = screen.getByRole("heading", { level: 2, name: section.heading });
        expect(heading.closest("section")).toHaveAttribute("id", section.id);
      }
      expect(screen.getByRole("link", { name: related.name })).toHaveAttribute(
        "href",
        related.path,
      );
    },
  );
});
