import { describe, expect, it, vi } from "vitest";
import { placeNames, provinces, regions } from "./names.js";

const dataset = vi.hoisted(() => ({ loaded: false }));
vi.mock("@aivangogh/ph-address", async (importOriginal) => {
  dataset.loaded = true;
  return importOriginal();
});

describe("the provinces and regions", () => {
  it("are named at once without the dataset, which only an address's names load", async () => {
    expect(provinces().find((province) => province.code === "0401000000")?.name).toBe("Batangas");
    expect(regions().find((region) => region.code === "1300000000")?.name).toBe("National Capital Region (NCR)");
    await vi.dynamicImportSettled();
    expect(dataset.loaded).toBe(false);

    const names = await placeNames({
      region_code: "0400000000",
      province_code: "0401000000",
      city_code: "0401005000",
      barangay_code: "0401005001",
    });
    expect(names.city).toBe("Batangas City");
    expect(dataset.loaded).toBe(true);
  });
});
