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

/*
 * Which page describes what. Search engines read a company from the page about it (its home page above all) and a
 * place from the page that lists it, not from every page of the site; the graph repeated on every page only made
 * each page heavier (docs/decisions.md, D93).
 */
const COMPANY_PAGES: readonly string[] = ["/", "/about", "/contact"];
const OFFICES_PAGE = "/contact";

/**
 * The JSON-LD graph of the page at `pagePath`, or `undefined` when the page describes nothing: the Organization
 * on the pages about the company and on each blog article (its author and publisher), a LocalBusiness per
 * office on the contact page, and the Article on a blog article's page.
 */
export function structuredDataGraph(origin: string, pagePath = "/"): JsonLdNode | undefined {
  const post = allBlogPosts.find((candidate) => blogArticlePath(candidate) === pagePath);
  const graph = [
    ...(COMPANY_PAGES.includes(pagePath) || post !== undefined ? [organization(origin)] : []),
    ...(pagePath === OFFICES_PAGE ? company.offices.map((office) => localBusiness(origin, office)) : []),
    ...(post === undefined ? [] : [article(origin, post)]),
  ];
  return graph.length === 0 ? undefined : { "@context": SCHEMA_ORG, "@graph": graph };
}

/**
 * The page's graph as text safe inside a <script> element (`<` is escaped so no content can close the element
 * early), or `undefined` when the page has none.
 */
export function structuredDataJson(origin: string, pagePath = "/"): string | undefined {
  const graph = structuredDataGraph(origin, pagePath);
  return graph === undefined ? undefined : JSON.stringify(graph).replaceAll("<", "\\u003c");
}
