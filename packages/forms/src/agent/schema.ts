import {
  AGENT_OLDEST_BIRTH_DATE,
  agentBusinessPackages,
  agentHeardFromChannels,
  agentStoreTypes,
  BUSINESS_REGISTRATION_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  governmentIdTypes,
  isSingleLineText,
  isValidDateKey,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PSGC_CODE_PATTERN,
  STORE_NAME_MAX_LENGTH,
  STORE_NAME_MIN_LENGTH,
  STREET_MAX_LENGTH,
  STREET_MIN_LENGTH,
  TIN_PATTERN,
  YEARS_IN_OPERATION_MAX,
  type DateKey,
} from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import { z } from "../zod";
import { toPhilippineMobile } from "./phone";
import { latestAdultBirthDate, OUTSIDE_PROVINCE } from "./rules";

type Errors = AgentApplicationCopy["errors"];

const DIGITS = /^[0-9]+$/;

function singleLine(min: number, max: number, message: string, errors: Errors) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: errors.tooLong(max) })
    .refine(isSingleLineText, { error: errors.invisibleCharacters });
}

function choice<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

function psgcCode(message: string) {
  return z.string({ error: message }).regex(PSGC_CODE_PATTERN, { error: message });
}

/** An optional upper-case code: blank is absent, spaces are dropped, the rest must match `pattern`. */
function optionalCode(pattern: RegExp, message: string, normalise: (value: string) => string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined ? "" : normalise(value)))
    .refine((value) => value === "" || pattern.test(value), { error: message })
    .transform((value) => (value === "" ? undefined : value));
}

/** A document the form holds (its value names the picked file); required ones must be there. */
function document(message: string) {
  return z.string({ error: message }).min(1, { error: message });
}

/**
 * The agent application form (docs/product.md §16), in the applicant's language: `errors` are that language's
 * messages and `today` the Manila calendar day (18 or older on it). The mobile number comes out in E.164, the TIN
 * and registration number without spaces, dashes kept where the database keeps them.
 */
export function agentApplicationSchema(errors: Errors, today: DateKey) {
  const latestBirthDate = latestAdultBirthDate(today);
  return z.object({
    fullName: singleLine(NAME_MIN_LENGTH, NAME_MAX_LENGTH, errors.fullName, errors),
    mobile: z
      .string({ error: errors.mobile })
      .transform((value, context) => {
        const mobile = toPhilippineMobile(value);
        if (mobile === null) {
          context.addIssue({ code: "custom", message: errors.mobile });
          return z.NEVER;
        }
        return mobile;
      }),
    email: z
      .string({ error: errors.email })
      .trim()
      .pipe(z.email({ error: errors.email, pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH, { error: errors.email })),
    dateOfBirth: z
      .string({ error: errors.dateOfBirth })
      .refine((value) => isValidDateKey(value) && value >= AGENT_OLDEST_BIRTH_DATE, { error: errors.dateOfBirth })
      .refine((value) => value <= latestBirthDate, { error: errors.underage }),
    storeName: singleLine(STORE_NAME_MIN_LENGTH, STORE_NAME_MAX_LENGTH, errors.storeName, errors),
    storeType: choice(agentStoreTypes, errors.storeType),
    yearsInOperation: z
      .string({ error: errors.yearsInOperation })
      .trim()
      .regex(DIGITS, { error: errors.yearsInOperation })
      .transform(Number)
      .pipe(z.number().int().min(0).max(YEARS_IN_OPERATION_MAX, { error: errors.yearsInOperation })),
    businessRegistrationNumber: optionalCode(BUSINESS_REGISTRATION_PATTERN, errors.businessRegistrationNumber, (value) =>
      value.replace(/\s+/g, "").toUpperCase(),
    ),
    tin: optionalCode(TIN_PATTERN, errors.tin, (value) => value.replace(/[\s-]+/g, "")),
    regionCode: psgcCode(errors.region),
    provinceCode: z
      .string({ error: errors.province })
      .refine((value) => value === OUTSIDE_PROVINCE || PSGC_CODE_PATTERN.test(value), { error: errors.province })
      .transform((value) => (value === OUTSIDE_PROVINCE ? undefined : value))
      .optional(),
    cityCode: psgcCode(errors.city),
    barangayCode: psgcCode(errors.barangay),
    street: singleLine(STREET_MIN_LENGTH, STREET_MAX_LENGTH, errors.street, errors),
    businessPackage: choice(agentBusinessPackages, errors.businessPackage),
    heardFrom: choice(agentHeardFromChannels, errors.heardFrom),
    governmentIdType: choice(governmentIdTypes, errors.governmentIdType),
    governmentId: document(errors.governmentId),
    storePhoto: document(errors.storePhoto),
    businessPermit: z.string().optional(),
    privacyConsent: z.literal(true, { error: errors.privacyConsent }),
  });
}

type AgentApplicationSchema = ReturnType<typeof agentApplicationSchema>;
export type AgentApplicationInput = z.input<AgentApplicationSchema>;
export type AgentApplicationValues = z.output<AgentApplicationSchema>;
