import { describe, expect, it } from "vitest";
import { storeArea } from "./store-area";

const LIPA = {
  region_code: "0400000000",
  province_code: "0401000000",
  city_code: "0401014000",
  barangay_code: "0401014001",
};
const NAMES = {
  region: "Region IV-A (CALABARZON)",
  province: "Batangas",
  city: "City of Lipa",
  barangay: "Poblacion Barangay 1",
};

describe("storeArea", () => {
  it("names the barangay, the city and the province, in that order", () => {
    expect(storeArea(LIPA, NAMES)).toBe("Poblacion Barangay 1, City of Lipa, Batangas");
  });

  it("leaves the province out where the address has none (NCR)", () => {
    expect(
      storeArea(
        { ...LIPA, province_code: null },
        { ...NAMES, province: null, city: "City of Makati" },
      ),
    ).toBe("Poblacion Barangay 1, City of Makati");
  });

  it("gives no area when a level's name is unknown, rather than a code", () => {
    expect(storeArea(LIPA, { ...NAMES, barangay: null })).toBeNull();
    expect(storeArea(LIPA, { ...NAMES, province: null })).toBeNull();
  });
});
