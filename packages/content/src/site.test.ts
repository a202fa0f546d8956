import { companyFigures, companyJourney, companyMapEmbed } from "./company-details";
import { describe, expect, it } from "vitest";
import { absoluteUrl, company, copyrightLine, mapSearchUrl, siteConfig } from "./site";

describe("company", () => {
  it("builds each office's map link from its address", () => {
    for (const office of company.offices) {
      expect(office.mapUrl).toBe(
        `https://maps.google.com/?q=${encodeURIComponent(office.address)}`,
      );
    }
    expect(mapSearchUrl("A & B")).toBe("https://maps.google.com/?q=A%20%26%20B");
  });

  it("keeps the addresses of docs/product.md §13 word for word", () => {
    expect(company.mainOffice.address).toBe(
      "RMCL Bldg., New Bypass Rd., Bayanan, San Pascual, Batangas, Philippines",
    );
    expect(company.satelliteOffice.address).toBe(
      "Unit 13 InnovateHub Commercial Building, National Highway, San Antonio, San Pascual, Batangas, Philippines",
    );
    expect(company.mainOffice.postal).toEqual({
      streetAddress: "RMCL Bldg., New Bypass Rd., Bayanan",
      addressLocality: "San Pascual",
      addressRegion: "Batangas",
      addressCountry: "PH",
    });
  });

  it("lists three phones, the primary first, each with a matching tel: link", () => {
    expect(company.phones).toHaveLength(3);
    expect(company.phones[0]).toEqual({
      display: "+63 917 685 1216",
      href: "tel:+639176851216",
      primary: true,
    });
    for (const phone of company.phones) {
      expect(phone.href).toBe(`tel:${phone.display.replaceAll(" ", "")}`);
    }
    expect(company.phones.filter((phone) => phone.primary)).toHaveLength(1);
  });

  it("has the four social networks and the portal", () => {
    expect(company.social.map((link) => link.id)).toEqual([
      "facebook",
      "twitter",
      "instagram",
      "linkedin",
    ]);
    expect(company.portal).toEqual({ name: "PlataPay", url: "https://platapay.ph" });
  });

  it("keeps business hours as data in Manila time", () => {
    expect(company.businessHours).toMatchObject({
      days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
      opens: "09:00",
      closes: "17:00",
      timeZone: "Asia/Manila",
      label: "Monday to Friday, 9:00 AM to 5:00 PM PHT",
    });
  });

  it("embeds a map of the main office", () => {
    expect(companyMapEmbed.url).toContain("14.0634,120.9158");
    expect(companyMapEmbed.url).toContain("output=embed");
  });

  it("tells the journey in three claims and states both figures", () => {
    expect(companyJourney).toHaveLength(3);
    expect(companyFigures.map((figure) => figure.value)).toEqual(["95+", "215%"]);
  });
});

describe("siteConfig", () => {
  it("uses the public origin and the Philippine English locale", () => {
    expect(siteConfig.origin).toBe("https://innovatehub.ph");
    expect(siteConfig.locale).toBe("en-PH");
    expect(siteConfig.ogImagePath.startsWith("/")).toBe(true);
  });

  it("builds canonical URLs on the public origin", () => {
    expect(absoluteUrl("/")).toBe("https://innovatehub.ph/");
    expect(absoluteUrl("/ai-solutions")).toBe("https://innovatehub.ph/ai-solutions");
    expect(absoluteUrl("/blog", "http://localhost:4173")).toBe("http://localhost:4173/blog");
  });

  it("writes the copyright line for a given year", () => {
    expect(copyrightLine(2031)).toBe("© 2031 InnovateHub Inc. All rights reserved.");
  });
});
