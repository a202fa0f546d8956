import { allBlogPosts, blogArticlePath, company, siteConfig } from "@innovatehub/content/site";
import type { BlogPost, Office } from "@innovatehub/content/site";
import { urlOn } from "./site-files";

const SCHEMA_ORG = "https://schema.org";

type JsonLdNode = Record<string, unknown>;

function organizationId(origin: string): string {
  return `${urlOn(origin, "/")}#organization`;
}

function organization(origin: string): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: company.name,
    alternateName: company.brand,
    url: urlOn(origin, "/"),
    logo: urlOn(origin, "/favicon.svg"),
    image: urlOn(origin, siteConfig.ogImagePath),
    description: company.summary,
    foundingDate: company.foundingDate,
    email: company.email,
    telephone: company.primaryPhone.display,
    address: postalAddress(company.mainOffice),
    sameAs: company.social.filter((link) => link.id === "facebook").map((link) => link.url),
  };
}

function postalAddress(office: Office): JsonLdNode {
  return { "@type": "PostalAddress", ...office.postal };
}

function localBusiness(origin: string, office: Office): JsonLdNode {
  const { businessHours } = company;
  return {
    "@type": "LocalBusiness",
    "@id": `${urlOn(origin, "/contact")}#${office.id}-office`,
    name: `${company.name} ${office.label}`,
    parentOrganization: { "@id": organizationId(origin) },
    url: urlOn(origin, "/contact"),
    image: urlOn(origin, siteConfig.ogImagePath),
    telephone: company.primaryPhone.display,
    email: company.email,
    address: postalAddress(office),
    hasMap: office.mapUrl,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: businessHours.schemaOrgDays,
      opens: businessHours.opens,
      closes: businessHours.closes,
    },
    // Coordinates are known for the main office only.
    ...(office.id === "main"
      ? { geo: { "@type": "GeoCoordinates", ...company.geo } }
      : {}),
  };
}

/** A blog article, written and published by the company. */
function article(origin: string, post: BlogPost): JsonLdNode {
  const url = urlOn(origin, blogArticlePath(post));
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    articleSection: post.category,
    datePublished: post.date,
    dateModified: post.date,
    url,
    mainEntityOfPage: url,
    image: urlOn(origin, siteConfig.ogImagePath),
    inLanguage: siteConfig.locale,
    author: { "@type": "Organization", "@id": organizationId(origin), name: company.name },
    publisher: { "@id": organizationId(origin) },
  };
}

/**
 * One JSON-LD graph for the page at `pagePath`: the Organization and a LocalBusiness per office, so search
 * engines know the company behind every page, plus the Article on a blog article's page.
 */
export function structuredDataGraph(origin: string, pagePath = "/"): JsonLdNode {
  const post = allBlogPosts.find((candidate) => blogArticlePath(candidate) === pagePath);
  return {
    "@context": SCHEMA_ORG,
    "@graph": [
      organization(origin),
      ...company.offices.map((office) => localBusiness(origin, office)),
      ...(post === undefined ? [] : [article(origin, post)]),
    ],
  };
}

/**
 * The graph as text safe inside a <script> element: `<` is escaped so no content can close the
 * element early.
 */
export function structuredDataJson(origin: string, pagePath = "/"): string {
  return JSON.stringify(structuredDataGraph(origin, pagePath)).replaceAll("<", "\\u003c");
}
