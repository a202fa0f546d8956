import { describe, expect, it } from "vitest";
import {
  ALL_CLIENT_TYPES,
  businessPackages,
  clientDisplays,
  clients,
  clientTypeFilters,
  clientTypeLabel,
  filterClients,
  formatClientDate,
  maskEmail,
  maskPhone,
  maskTin,
} from "./clients";

const TRAILING_SPARSE_ENTRIES = 5;

describe("clients", () => {
  it("are fifteen with unique ids", () => {
    expect(clients).toHaveLength(15);
    expect(new Set(clients.map((client) => client.id)).size).toBe(15);
  });

  it("use only example.com e-mails", () => {
    for (const client of clients) {
      if (client.email !== undefined) {
        expect(client.email.endsWith("@example.com")).toBe(true);
      }
    }
  });

  it("end with sparse entries holding only name, store, type and sometimes join date", () => {
    for (const client of clients.slice(-TRAILING_SPARSE_ENTRIES)) {
      expect(Object.keys(client).sort()).toEqual(
        expect.arrayContaining(["id", "name", "storeName", "type"]),
      );
      for (const key of Object.keys(client)) {
        expect(["id", "name", "storeName", "type", "joinDate"]).toContain(key);
      }
    }
    expect(
      clients.slice(-TRAILING_SPARSE_ENTRIES).some((client) => client.joinDate === undefined),
    ).toBe(true);
  });

  it("describe each package as a Plan Subscription", () => {
    expect(businessPackages.map((entry) => entry.name)).toEqual([
      "Basic",
      "Plus",
      "Premium",
      "Premium + Lottery",
      "Enterprise + Lottery",
    ]);
    for (const entry of businessPackages) {
      expect(entry.description.endsWith("Plan Subscription")).toBe(true);
    }
  });
});

describe("client types", () => {
  it("label the known types and show unknown ones as is", () => {
    expect(clientTypeLabel("business")).toBe("Business Center");
    expect(clientTypeLabel("remittance")).toBe("Remittance Service");
    expect(clientTypeLabel("food")).toBe("Food & Beverage");
    expect(clientTypeLabel("retail")).toBe("Retail Store");
    expect(clientTypeLabel("agent")).toContain("Agent");
    expect(clientTypeLabel("pharmacy")).toBe("pharmacy");
    expect(clientTypeLabel("toString")).toBe("toString");
  });

  it("offer All first and one filter per type present", () => {
    const filters = clientTypeFilters(clients);
    expect(filters[0]?.value).toBe(ALL_CLIENT_TYPES);
    expect(
      filters
        .map((filter) => filter.value)
        .slice(1)
        .sort(),
    ).toEqual([...new Set(clients.map((client) => client.type))].sort());
  });

  it("filter by type, all by default", () => {
    expect(filterClients(clients, ALL_CLIENT_TYPES)).toHaveLength(15);
    expect(filterClients(clients, "food").every((client) => client.type === "food")).toBe(true);
    expect(filterClients(clients, "no-such-type")).toEqual([]);
  });
});

describe("masks", () => {
  it("hide the e-mail's local part", () => {
    expect(maskEmail("josefina.macaraig@example.com")).toBe("j•••@example.com");
    expect(maskEmail("not-an-email")).toBe("•••");
  });

  it("show the phone with +63 and the last four digits only", () => {
    expect(maskPhone("9170000101")).toBe("+63 ••• ••• 0101");
    expect(maskPhone("12")).toBe("+63 ••• ••• •••");
  });

  it("show only the last three TIN digits", () => {
    expect(maskTin("100-200-301")).toBe("•••-•••-301");
    expect(maskTin("")).toBe("•••-•••-•••");
  });

  it("never let a display record carry a full e-mail, phone or TIN", () => {
    const serialized = JSON.stringify(clientDisplays);
    for (const client of clients) {
      for (const secret of [client.email, client.contactNumber, client.tinNumber]) {
        if (secret !== undefined) {
          expect(serialized).not.toContain(secret);
        }
      }
    }
    expect(clientDisplays.find((client) => client.id === "client-01")).toMatchObject({
      maskedTin: "•••-•••-301",
      typeLabel: "Business Center",
      packageLabel: "Premium Plan Subscription",
    });
  });

  it("formats dates for people", () => {
    expect(formatClientDate("2024-03-12")).toMatch(/Mar\w* 12, 2024/);
  });
});
