import { PRIVACY_NOTICE_VERSION } from "@innovatehub/content/shared";
import type { LeadSource } from "@innovatehub/domain";
import type { Database } from "@innovatehub/database";
import type { AgentApplicationValues } from "./schema";

/** What `submit_agent_application` takes, as the generated types state it. */
export type AgentApplicationArgs =
  Database["public"]["Functions"]["submit_agent_application"]["Args"];

type Submission = {
  /** "agt-" and a UUID made in the browser: a retried submit is recognised by it. */
  id: string;
  language: "en" | "fil";
  source: LeadSource | null;
  /** The hidden bot trap's value: empty from a person. */
  honeypot: string;
};

/** The one mapping of the form's values to the submit's arguments; the documents go separately, after it. */
export function toAgentApplicationArgs(
  values: AgentApplicationValues,
  submission: Submission,
): AgentApplicationArgs {
  return {
    p_id: submission.id,
    p_full_name: values.fullName,
    p_mobile: values.mobile,
    p_email: values.email,
    p_date_of_birth: values.dateOfBirth,
    p_language: submission.language,
    p_store_name: values.storeName,
    p_store_type: values.storeType,
    p_years_in_operation: values.yearsInOperation,
    p_region_code: values.regionCode,
    p_city_code: values.cityCode,
    p_barangay_code: values.barangayCode,
    p_street: values.street,
    p_business_package: values.businessPackage,
    p_heard_from: values.heardFrom,
    p_consent_notice_version: PRIVACY_NOTICE_VERSION,
    ...(values.provinceCode === undefined ? {} : { p_province_code: values.provinceCode }),
    ...(values.businessRegistrationNumber === undefined
      ? {}
      : { p_business_registration_number: values.businessRegistrationNumber }),
    ...(values.tin === undefined ? {} : { p_tin: values.tin }),
    ...(submission.source === null ? {} : { p_source: submission.source }),
    ...(submission.honeypot === "" ? {} : { p_honeypot: submission.honeypot }),
  };
}
