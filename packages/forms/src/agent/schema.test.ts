import { agentApplicationCopy } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { validateValues } from "../engine";
import { agentApplicationSchema } from "./schema";
import { OUTSIDE_PROVINCE } from "./rules";

const { errors } = agentApplicationCopy.fil;
const TODAY = "2026-11-27";
const schema = agentApplicationSchema(errors, TODAY);

const valid = {
  fullName: "Nena Dela Cruz",
  mobile: "0917 123 4567",
  email: "nena@example.com",
  dateOfBirth: "2008-11-27",
  storeName: "Tindahan ni Nena",
  storeType: "retail",
  yearsInOperation: "6",
  businessRegistrationNumber: "",
  tin: "",
  regionCode: "0400000000",
  provinceCode: "0401000000",
  cityCode: "0401005000",
  barangayCode: "0401005001",
  street: "12 Rizal Avenue",
  businessPackage: "plus",
  heardFrom: "facebook",
  governmentIdType: "philsys",
  governmentId: "philsys.jpg",
  storePhoto: "tindahan.jpg",
  businessPermit: "",
  privacyConsent: true,
};

describe("agentApplicationSchema", () => {
  it("accepts someone who turns 18 today in Manila, with the mobile number in E.164", () => {
    const result = validateValues(schema, valid);
    expect(result.ok && result.values.mobile).toBe("+639171234567");
    expect(result.ok && result.values.yearsInOperation).toBe(6);
  });

  it("refuses someone who turns 18 tomorrow, in the form's language", () => {
    const result = validateValues(schema, { ...valid, dateOfBirth: "2008-11-28" });
    expect(result.ok ? {} : result.errors).toEqual({ dateOfBirth: errors.underage });
  });

  it("refuses a landline, a missing document and no consent, each with its own message", () => {
    const result = validateValues(schema, { ...valid, mobile: "(043) 723 1234", storePhoto: "", privacyConsent: false });
    expect(result.ok ? {} : result.errors).toEqual({
      mobile: errors.mobile,
      storePhoto: errors.storePhoto,
      privacyConsent: errors.privacyConsent,
    });
  });

  it("stores a city outside any province without a province, and a TIN and registration as the database keeps them", () => {
    const result = validateValues(schema, {
      ...valid,
      regionCode: "1300000000",
      provinceCode: OUTSIDE_PROVINCE,
      cityCode: "1380100000",
      barangayCode: "1380100001",
      tin: "123-456-789-000",
      businessRegistrationNumber: " dti-1234567 ",
    });
    expect(result.ok && result.values.provinceCode).toBeUndefined();
    expect(result.ok && result.values.tin).toBe("123456789000");
    expect(result.ok && result.values.businessRegistrationNumber).toBe("DTI-1234567");
  });

  it("asks for the province while none is chosen", () => {
    const result = validateValues(schema, { ...valid, provinceCode: "" });
    expect(result.ok ? {} : result.errors).toEqual({ provinceCode: errors.province });
  });
});
