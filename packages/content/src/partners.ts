import type { IconName } from "./icons";

export const partnerCategories = [
  "Banking",
  "Financial Services",
  "Logistics",
  "Technology",
  "Payment Solutions",
] as const;
export type PartnerCategory = (typeof partnerCategories)[number];

/** The first four categories have their own icons; every other category uses the default one. */
const partnerCategoryIcons: Partial<Record<PartnerCategory, IconName>> = {
  Banking: "landmark",
  "Financial Services": "banknote",
  Logistics: "truck",
  Technology: "cpu",
};
export const DEFAULT_PARTNER_ICON: IconName = "building-2";

export function partnerCategoryIcon(category: string): IconName {
  const known = partnerCategories.find((candidate) => candidate === category);
  return (known && partnerCategoryIcons[known]) ?? DEFAULT_PARTNER_ICON;
}

/**
 * A partner. `logo` is a key for a typographic mark drawn by the site (there are no logo files);
 * `monogram` is the text of that mark.
 */
export type Partner = {
  id: string;
  name: string;
  logo: string;
  monogram: string;
  category: PartnerCategory;
  description: string;
  details?: string;
  website?: string;
  integrations?: readonly string[];
  featured: boolean;
};

export const partners: readonly Partner[] = [
  {
    id: "sterling-bank-of-asia",
    name: "Sterling Bank of Asia",
    logo: "sterling-bank-of-asia",
    monogram: "SBA",
    category: "Banking",
    description:
      "A savings bank serving individuals and growing businesses, and a settlement partner for PlataPay agents.",
    details:
      "Sterling Bank of Asia holds settlement accounts for PlataPay agents, so the cash they collect for bills and remittances is credited back to their wallets promptly and with a clear audit trail.",
    website: "https://www.sterlingbank.com.ph",
    integrations: [
      "Agent settlement accounts",
      "Bank transfer cash-in",
      "Daily reconciliation files",
    ],
    featured: true,
  },
  {
    id: "security-bank",
    name: "Security Bank",
    logo: "security-bank",
    monogram: "SB",
    category: "Banking",
    description:
      "One of the country's leading universal banks, connected to PlataPay for transfers and payments.",
    details:
      "Through Security Bank, PlataPay users move funds between their wallets and bank accounts, and our business clients receive e-commerce and bills payment settlements directly.",
    website: "https://www.securitybank.com",
    integrations: ["Instant fund transfers", "Merchant settlement", "Corporate disbursements"],
    featured: true,
  },
  {
    id: "netbank",
    name: "Netbank",
    logo: "netbank",
    monogram: "NB",
    category: "Banking",
    description:
      "A digital-first bank whose banking-as-a-service platform powers accounts and payments for fintechs.",
    details:
      "Netbank's banking-as-a-service rails let InnovateHub offer regulated account and payment features inside PlataPay and inside the apps we build for clients.",
    website: "https://www.netbank.ph",
    integrations: [
      "Banking-as-a-service APIs",
      "Virtual accounts",
      "InstaPay and PESONet transfers",
    ],
    featured: true,
  },
  {
    id: "allbank",
    name: "AllBank",
    logo: "allbank",
    monogram: "AB",
    category: "Banking",
    description:
      "A thrift bank with a strong community presence, partnering with us to reach underserved towns.",
    details:
      "AllBank and InnovateHub bring cash-in, cash-out and bills payment to communities where bank branches are far away, through PlataPay agents in local stores.",
    website: "https://www.allbank.ph",
    integrations: ["Cash-in and cash-out", "Community banking outreach"],
    featured: true,
  },
  {
    id: "cebuana-lhuillier",
    name: "Cebuana Lhuillier",
    logo: "cebuana-lhuillier",
    monogram: "CL",
    category: "Financial Services",
    description:
      "The nationwide pawnshop and remittance network, connected to PlataPay for sending and receiving money.",
    details:
      "PlataPay customers can send money for pickup at Cebuana Lhuillier branches across the Philippines, and receive remittances at their nearest PlataPay agent.",
    website: "https://www.cebuanalhuillier.com",
    integrations: ["Domestic remittance", "Cash pickup network", "Remittance payout at agents"],
    featured: true,
  },
  {
    id: "nationlink",
    name: "Nationlink",
    logo: "nationlink",
    monogram: "NL",
    category: "Financial Services",
    description:
      "A provider of bills payment and government collection services across the Philippines.",
    details:
      "Nationlink widens the list of billers PlataPay agents can accept, from utilities and telcos to government agencies and local cooperatives.",
    website: "https://www.nationlink.com.ph",
    integrations: ["Bills payment billers", "Government collections"],
    featured: true,
  },
  {
    id: "lbc",
    name: "LBC",
    logo: "lbc",
    monogram: "LBC",
    category: "Logistics",
    description:
      "The Philippines' best-known courier, our logistics partner for deliveries and door-to-door services.",
    details:
      "Our partnership with LBC lets online stores built by InnovateHub book deliveries at checkout, and lets PlataPay agents offer parcel drop-off to their customers.",
    website: "https://www.lbcexpress.com",
    integrations: [
      "Shipping booking at checkout",
      "Parcel tracking",
      "Cash on delivery remittance",
    ],
    featured: false,
  },
  {
    id: "cti-communigate",
    name: "CTI CommuniGate Technologies Inc.",
    logo: "cti-communigate",
    monogram: "CTI",
    category: "Technology",
    description:
      "A technology and telecommunications solutions provider supporting our infrastructure and connectivity.",
    website: "https://www.cti.com.ph",
    featured: false,
  },
  {
    id: "ecpay",
    name: "eCPAY",
    logo: "ecpay",
    monogram: "eCP",
    category: "Payment Solutions",
    description:
      "A payment solutions company whose e-loading and bills payment network extends PlataPay's services.",
    details:
      "eCPAY provides mobile load, gaming pins and additional billers that PlataPay agents sell from the same counter, adding small earnings on every transaction.",
    website: "https://www.ecpay.com.ph",
    integrations: ["E-loading", "Bills payment aggregation", "Gaming and prepaid pins"],
    featured: false,
  },
];

export const featuredPartners: readonly Partner[] = /* @__PURE__ */ partners.filter(
  (partner) => partner.featured,
);

/** Partners in a category, or every partner when `category` is "all". */
export function partnersInCategory(category: PartnerCategory | "all"): readonly Partner[] {
  return category === "all"
    ? partners
    : partners.filter((partner) => partner.category === category);
}

/** Cards without details or integrations always show their description. */
export function partnerHasMore(partner: Partner): boolean {
  return partner.details !== undefined || (partner.integrations?.length ?? 0) > 0;
}

export type PartnerCategoryGroup = {
  category: PartnerCategory;
  icon: IconName;
  partners: readonly Partner[];
};

/** The "By Category" tab: every category that has partners, in the fixed category order. */
export function partnersByCategory(
  list: readonly Partner[] = partners,
): readonly PartnerCategoryGroup[] {
  return partnerCategories
    .map((category) => ({
      category,
      icon: partnerCategoryIcon(category),
      partners: list.filter((partner) => partner.category === category),
    }))
    .filter((group) => group.partners.length > 0);
}
