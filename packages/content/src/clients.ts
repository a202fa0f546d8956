/**
 * docs/product.md §3 "Client". Every record is fictional sample data (fictional names,
 * example.com e-mails, fictional numbers); personal fields are shown only through the masks below
 * (docs/product.md §10.8).
 */
import { businessPackageNames, type BusinessPackageId } from "./business-packages";
import { agentStoreTypeLabels } from "./store-types";

export type Client = {
  id: string;
  /** The owner's name. */
  name: string;
  username?: string;
  email?: string;
  /** Ten digits without the country code; shown with +63. */
  contactNumber?: string;
  address?: string;
  storeName: string;
  businessPackage?: BusinessPackageId;
  tinNumber?: string;
  /** ISO date (YYYY-MM-DD). */
  activationDate?: string;
  type: string;
  /** ISO date (YYYY-MM-DD). */
  joinDate?: string;
};

export type BusinessPackage = { id: BusinessPackageId; name: string; description: string };

export const businessPackages: readonly BusinessPackage[] = [
  { id: "basic", name: businessPackageNames.basic, description: "Basic Plan Subscription" },
  { id: "plus", name: businessPackageNames.plus, description: "Plus Plan Subscription" },
  { id: "premium", name: businessPackageNames.premium, description: "Premium Plan Subscription" },
  {
    id: "premium_lottery",
    name: businessPackageNames.premium_lottery,
    description: "Premium with Lottery Add-on Plan Subscription",
  },
  {
    id: "enterprise_lottery",
    name: businessPackageNames.enterprise_lottery,
    description: "Enterprise with Lottery Add-on Plan Subscription",
  },
];

function businessPackageLabel(id: BusinessPackageId): string {
  return businessPackages.find((entry) => entry.id === id)?.description ?? id;
}

const clientTypeLabels: Record<string, string> = {
  agent: "PlataPay Agent",
  business: agentStoreTypeLabels.business,
  remittance: agentStoreTypeLabels.remittance,
  food: agentStoreTypeLabels.food,
  retail: agentStoreTypeLabels.retail,
};

/** The label of a client type; a type the site does not know displays as itself (docs/product.md §3). */
export function clientTypeLabel(type: string): string {
  return Object.hasOwn(clientTypeLabels, type) ? (clientTypeLabels[type] ?? type) : type;
}

export const clients: readonly Client[] = [
  {
    id: "client-01",
    name: "Josefina Macaraig",
    username: "jmacaraig",
    email: "josefina.macaraig@example.com",
    contactNumber: "9170000101",
    address: "Poblacion, San Pascual, Batangas",
    storeName: "JM Bayad Center",
    businessPackage: "premium",
    tinNumber: "100-200-301",
    activationDate: "2024-03-12",
    type: "business",
    joinDate: "2024-03-05",
  },
  {
    id: "client-02",
    name: "Eduardo Panganiban",
    username: "epanganiban",
    email: "eduardo.panganiban@example.com",
    contactNumber: "9170000102",
    address: "Bayanan, San Pascual, Batangas",
    storeName: "Ka Edong Sari-Sari Store",
    businessPackage: "basic",
    tinNumber: "100-200-302",
    activationDate: "2024-04-02",
    type: "agent",
    joinDate: "2024-03-28",
  },
  {
    id: "client-03",
    name: "Cristina Ilagan",
    username: "cilagan",
    email: "cristina.ilagan@example.com",
    contactNumber: "9170000103",
    address: "Kumintang Ilaya, Batangas City",
    storeName: "Ilagan Padala Express",
    businessPackage: "premium_lottery",
    tinNumber: "100-200-303",
    activationDate: "2024-05-20",
    type: "remittance",
    joinDate: "2024-05-14",
  },
  {
    id: "client-04",
    name: "Marvin Dimaculangan",
    username: "mdimaculangan",
    email: "marvin.dimaculangan@example.com",
    contactNumber: "9170000104",
    address: "Sabang, Lipa City, Batangas",
    storeName: "Kapeng Barako Corner",
    businessPackage: "plus",
    tinNumber: "100-200-304",
    activationDate: "2024-06-11",
    type: "food",
    joinDate: "2024-06-03",
  },
  {
    id: "client-05",
    name: "Teresita Comia",
    username: "tcomia",
    email: "teresita.comia@example.com",
    contactNumber: "9170000105",
    address: "Poblacion, Bauan, Batangas",
    storeName: "Comia General Merchandise",
    businessPackage: "enterprise_lottery",
    tinNumber: "100-200-305",
    activationDate: "2024-07-08",
    type: "retail",
    joinDate: "2024-07-01",
  },
  {
    id: "client-06",
    name: "Rogelio Atienza",
    username: "ratienza",
    email: "rogelio.atienza@example.com",
    contactNumber: "9170000106",
    address: "Balagtas, Batangas City",
    storeName: "RA Loading Station",
    businessPackage: "basic",
    tinNumber: "100-200-306",
    activationDate: "2024-08-19",
    type: "agent",
    joinDate: "2024-08-12",
  },
  {
    id: "client-07",
    name: "Angelica Mendoza",
    username: "amendoza",
    email: "angelica.mendoza@example.com",
    contactNumber: "9170000107",
    address: "Poblacion, Rosario, Batangas",
    storeName: "Mendoza Multi-Services",
    businessPackage: "premium",
    tinNumber: "100-200-307",
    activationDate: "2024-09-09",
    type: "business",
    joinDate: "2024-09-02",
  },
  {
    id: "client-08",
    name: "Bernardo Castillo",
    username: "bcastillo",
    email: "bernardo.castillo@example.com",
    contactNumber: "9170000108",
    address: "Santa Rita, Batangas City",
    storeName: "Lutong Bahay ni Berto",
    businessPackage: "plus",
    activationDate: "2024-10-14",
    type: "food",
    joinDate: "2024-10-07",
  },
  {
    id: "client-09",
    name: "Rosalinda Marasigan",
    username: "rmarasigan",
    email: "rosalinda.marasigan@example.com",
    contactNumber: "9170000109",
    storeName: "Marasigan Remit and Pay",
    businessPackage: "premium_lottery",
    activationDate: "2024-11-04",
    type: "remittance",
    joinDate: "2024-10-29",
  },
  {
    id: "client-10",
    name: "Francis Umali",
    username: "fumali",
    email: "francis.umali@example.com",
    storeName: "Umali Hardware and Supply",
    businessPackage: "basic",
    type: "retail",
    joinDate: "2024-12-02",
  },
  {
    id: "client-11",
    name: "Melody Aguilar",
    storeName: "Aguilar Eatery",
    type: "food",
    joinDate: "2025-01-13",
  },
  {
    id: "client-12",
    name: "Nestor Landicho",
    storeName: "Landicho E-Load Hub",
    type: "agent",
    joinDate: "2025-02-03",
  },
  {
    id: "client-13",
    name: "Carmela Perez",
    storeName: "Perez Botika",
    type: "pharmacy",
    joinDate: "2025-02-17",
  },
  {
    id: "client-14",
    name: "Danilo Ramos",
    storeName: "DR Business Hub",
    type: "business",
  },
  {
    id: "client-15",
    name: "Lourdes Hernandez",
    storeName: "Hernandez Mini Grocery",
    type: "retail",
  },
];

export const ALL_CLIENT_TYPES = "all";

export type ClientTypeFilter = { value: string; label: string };

/**
 * Filter buttons: "All" and then each type present in the list, known types first in label order. The list is
 * required: a default of `clients` would put the unmasked records into every bundle that builds the filter.
 */
export function clientTypeFilters(
  list: readonly Pick<Client, "type">[],
): readonly ClientTypeFilter[] {
  const known = Object.keys(clientTypeLabels);
  const present = [...new Set(list.map((client) => client.type))].sort((left, right) => {
    const leftIndex = known.indexOf(left);
    const rightIndex = known.indexOf(right);
    const rank = (index: number) => (index === -1 ? known.length : index);
    return rank(leftIndex) - rank(rightIndex) || left.localeCompare(right);
  });
  return [
    { value: ALL_CLIENT_TYPES, label: "All Clients" },
    ...present.map((type) => ({ value: type, label: clientTypeLabel(type) })),
  ];
}

export function filterClients(list: readonly Client[], type: string): readonly Client[] {
  return type === ALL_CLIENT_TYPES ? list : list.filter((client) => client.type === type);
}

const MASK = "•••";
const VISIBLE_TAIL_DIGITS = 3;
const VISIBLE_PHONE_DIGITS = 4;

/** "josefina.macaraig@example.com" becomes "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) {
    return MASK;
  }
  return `${email.charAt(0)}${MASK}${email.slice(at)}`;
}

/** "9170000101" becomes "+63 ••• ••• 0101": the +63 prefix and the last four digits only. */
export function maskPhone(contactNumber: string): string {
  const digits = contactNumber.replace(/\D/g, "");
  const tail = digits.length > VISIBLE_PHONE_DIGITS ? digits.slice(-VISIBLE_PHONE_DIGITS) : "";
  return `+63 ${MASK} ${MASK} ${tail || MASK}`.trimEnd();
}

/** "100-200-301" becomes "•••-•••-301". */
export function maskTin(tin: string): string {
  const digits = tin.replace(/\D/g, "");
  const tail = digits.length > VISIBLE_TAIL_DIGITS ? digits.slice(-VISIBLE_TAIL_DIGITS) : MASK;
  return `${MASK}-${MASK}-${tail}`;
}

/** A client as the public site may show it: personal data masked, labels resolved. */
export type ClientDisplay = {
  id: string;
  name: string;
  storeName: string;
  type: string;
  typeLabel: string;
  username?: string;
  maskedEmail?: string;
  maskedPhone?: string;
  maskedTin?: string;
  address?: string;
  packageLabel?: string;
  activationDate?: string;
  joinDate?: string;
};

function toClientDisplay(client: Client): ClientDisplay {
  return {
    id: client.id,
    name: client.name,
    storeName: client.storeName,
    type: client.type,
    typeLabel: clientTypeLabel(client.type),
    ...(client.username === undefined ? {} : { username: client.username }),
    ...(client.email === undefined ? {} : { maskedEmail: maskEmail(client.email) }),
    ...(client.contactNumber === undefined ? {} : { maskedPhone: maskPhone(client.contactNumber) }),
    ...(client.tinNumber === undefined ? {} : { maskedTin: maskTin(client.tinNumber) }),
    ...(client.address === undefined ? {} : { address: client.address }),
    ...(client.businessPackage === undefined
      ? {}
      : { packageLabel: businessPackageLabel(client.businessPackage) }),
    ...(client.activationDate === undefined ? {} : { activationDate: client.activationDate }),
    ...(client.joinDate === undefined ? {} : { joinDate: client.joinDate }),
  };
}

export const clientDisplays: readonly ClientDisplay[] =
  /* @__PURE__ */ clients.map(toClientDisplay);

const clientDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-PH", {
  dateStyle: "medium",
  timeZone: "UTC",
});

/** "2024-03-12" becomes "Mar 12, 2024". */
export function formatClientDate(isoDate: string): string {
  return clientDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
