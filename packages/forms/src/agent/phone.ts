import { PH_MOBILE_E164_PATTERN } from "@innovatehub/domain";
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

const PHILIPPINES = "PH";

/**
 * A Philippine mobile number as the applicant may type it (09xx, +639xx, 639xx, with spaces or dashes) in E.164
 * (+639xxxxxxxxx), or null for anything else: landlines, foreign numbers, short or long ones. libphonenumber-js
 * with its mobile-only metadata decides what a valid mobile number is; the domain's pattern is what the database
 * stores.
 */
export function toPhilippineMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, PHILIPPINES);
  if (parsed === undefined || parsed.country !== PHILIPPINES || !parsed.isValid()) {
    return null;
  }
  return PH_MOBILE_E164_PATTERN.test(parsed.number) ? parsed.number : null;
}
