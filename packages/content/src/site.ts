import {
  BUSINESS_CLOSES,
  BUSINESS_DAYS_LABEL,
  BUSINESS_HOURS_LABEL,
  BUSINESS_OPENS,
  BUSINESS_TIME_LABEL,
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  businessWeekdayNames,
} from "@innovatehub/domain";
import type { IconName } from "./icons";

const MAPS_SEARCH_URL = "https://maps.google.com/?q=";

/** A link to a maps search for a postal address. */
export function mapSearchUrl(address: string): string {
  return `${MAPS_SEARCH_URL}${encodeURIComponent(address)}`;
}

/** schema.org PostalAddress parts, for the JSON-LD the site emits. */
type PostalAddress = {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  addressCountry: "PH";
};

export type Office = {
  id: "main" | "satellite";
  label: string;
  address: string;
  postal: PostalAddress;
  /** Shorter form for tight places such as cards. */
  locality: string;
  mapUrl: string;
};

export type Phone = {
  /** Human form, e.g. "+63 917 685 1216". */
  display: string;
  /** `tel:` link target. */
  href: string;
  primary: boolean;
};

export type SocialLink = {
  id: "facebook" | "twitter" | "instagram" | "linkedin";
  name: string;
  url: string;
  /** The brand mark the footer draws for this network. */
  icon: string;
};

const WEEKDAY_ABBREVIATION_LENGTH = 3;

type BusinessHours = {
  /** "Mon" ... "Fri". */
  days: readonly string[];
  /** The same days as schema.org names them, for OpeningHoursSpecification. */
  schemaOrgDays: readonly string[];
  /** 24-hour "HH:mm", local to `timeZone`. */
  opens: string;
  closes: string;
  timeZone: string;
  /** Abbreviation shown next to times. */
  timeZoneLabel: string;
  label: string;
  /** Day range and time range split for two-line layouts. */
  daysLabel: string;
  timeLabel: string;
};

export type JourneyMilestone = {
  id: string;
  period: string;
  title: string;
  description: string;
  icon: IconName;
};

export type Figure = {
  id: string;
  value: string;
  label: string;
  description: string;
};

function phone(digits: string, display: string, primary: boolean): Phone {
  return { display, href: `tel:${digits}`, primary };
}

function office(id: Office["id"], label: string, streetAddress: string, town: string): Office {
  const postal: PostalAddress = {
    streetAddress,
    addressLocality: town,
    addressRegion: "Batangas",
    addressCountry: "PH",
  };
  const address = `${streetAddress}, ${town}, Batangas, Philippines`;
  return {
    id,
    label,
    address,
    postal,
    locality: `${town}, Batangas, Philippines`,
    mapUrl: mapSearchUrl(address),
  };
}

const mainOffice = office(
  "main",
  "Main Office",
  "RMCL Bldg., New Bypass Rd., Bayanan",
  "San Pascual",
);

const satelliteOffice = office(
  "satellite",
  "Satellite Office",
  "Unit 13 InnovateHub Commercial Building, National Highway, San Antonio",
  "San Pascual",
);

const primaryPhone = phone("+639176851216", "+63 917 685 1216", true);

/** The business rule's hours (@innovatehub/domain), as pages, structured data and e-mails state them. */
const businessHours: BusinessHours = {
  days: businessWeekdayNames.map((day) => day.slice(0, WEEKDAY_ABBREVIATION_LENGTH)),
  schemaOrgDays: businessWeekdayNames,
  opens: BUSINESS_OPENS,
  closes: BUSINESS_CLOSES,
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneLabel: BUSINESS_TIME_ZONE_LABEL,
  label: BUSINESS_HOURS_LABEL,
  daysLabel: BUSINESS_DAYS_LABEL,
  timeLabel: BUSINESS_TIME_LABEL,
};

/** The company: identity, offices, every contact channel and the claims the site makes. */
export const company = {
  name: "InnovateHub Inc.",
  brand: "InnovateHub",
  tagline: "Fintech and digital solutions built in Batangas, ready for the world.",
  summary:
    "InnovateHub Inc. builds fintech platforms, custom software, online stores and AI tools for Philippine businesses, and helps them grow into Dubai and the wider UAE.",
  country: "Philippines",
  region: "Batangas",
  offices: [mainOffice, satelliteOffice],
  mainOffice,
  satelliteOffice,
  phones: [
    primaryPhone,
    phone("+639182156660", "+63 918 215 6660", false),
    phone("+639455181139", "+63 945 518 1139", false),
  ],
  primaryPhone,
  email: "businessdevelopment@innovatehub.ph",
  emailHref: "mailto:businessdevelopment@innovatehub.ph",
  chatUrl: "https://m.me/platapayinc",
  // Only the Facebook page is known; the others point at the network until the pages exist.
  social: [
    { id: "facebook", name: "Facebook", url: "https://facebook.com/platapayinc", icon: "facebook" },
    { id: "twitter", name: "Twitter", url: "https://twitter.com", icon: "twitter" },
    { id: "instagram", name: "Instagram", url: "https://www.instagram.com", icon: "instagram" },
    { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com", icon: "linkedin" },
  ] satisfies readonly SocialLink[],
  portal: { name: "PlataPay", url: "https://platapay.ph" },
  businessHours,
  geo: { latitude: 14.0634, longitude: 120.9158 },
  foundedLabel: "Founded in early 2024",
  foundingDate: "2024-01",
} as const;

/** Site-wide settings used for canonical URLs, Open Graph tags and the HTML lang. */
export const siteConfig = {
  name: "InnovateHub",
  origin: "https://innovatehub.ph",
  locale: "en-PH",
  language: "en",
  ogImagePath: "/og-image.png",
  ogImageAlt: "InnovateHub: fintech and digital solutions from Batangas, Philippines",
  ogImageWidthPx: 1200,
  ogImageHeightPx: 630,
  twitterCard: "summary_large_image",
  copyrightHolder: "InnovateHub Inc.",
} as const;

/** "© 2026 InnovateHub Inc. All rights reserved." for the footer. */
export function copyrightLine(year: number): string {
  return `© ${year} ${siteConfig.copyrightHolder} All rights reserved.`;
}

/** The canonical absolute URL of a site path, e.g. "https://innovatehub.ph/about". */
export function absoluteUrl(path: string, origin: string = siteConfig.origin): string {
  return new URL(path, origin).href;
}
