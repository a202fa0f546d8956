import { REQUIREMENTS_MIN_LENGTH, LONG_TEXT_MAX_LENGTH } from "@innovatehub/domain";
import { validationMessages } from "@innovatehub/content/site";
import {
  aiBudgetValues,
  aiTypeValues,
  dataAvailabilityValues,
  industryValues,
} from "@innovatehub/content/shared";
import { z } from "../zod";
import {
  inquiryBaseShape,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from "./common";

/** AI inquiry (docs/product.md §3, §5). */
export const aiInquirySchema = z.object({
  ...inquiryBaseShape,
  company: optionalText(),
  industry: optionalChoice(industryValues),
  aiType: requiredChoice(aiTypeValues, validationMessages.aiType),
  dataAvailable: optionalChoice(dataAvailabilityValues),
  budget: optionalChoice(aiBudgetValues),
  requirements: requiredText(
    REQUIREMENTS_MIN_LENGTH,
    validationMessages.aiRequirements,
    LONG_TEXT_MAX_LENGTH,
  ),
});

export type AiInquiryInput = z.input<typeof aiInquirySchema>;
export type AiInquiryValues = z.output<typeof aiInquirySchema>;
