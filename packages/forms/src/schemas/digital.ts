import { LONG_TEXT_MAX_LENGTH, REQUIREMENTS_MIN_LENGTH } from "@innovatehub/domain";
import { validationMessages } from "@innovatehub/content/site";
import {
  digitalBudgetValues,
  digitalProjectTypeValues,
  digitalTimelineValues,
} from "@innovatehub/content/shared";
import { z } from "../zod";
import {
  inquiryBaseShape,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from "./common";

/** Digital customization inquiry (docs/product.md §3, §5). */
export const digitalInquirySchema = z.object({
  ...inquiryBaseShape,
  company: optionalText(),
  projectType: requiredChoice(digitalProjectTypeValues, validationMessages.projectType),
  budget: optionalChoice(digitalBudgetValues),
  timeline: optionalChoice(digitalTimelineValues),
  requirements: requiredText(
    REQUIREMENTS_MIN_LENGTH,
    validationMessages.digitalRequirements,
    LONG_TEXT_MAX_LENGTH,
  ),
});

export type DigitalInquiryInput = z.input<typeof digitalInquirySchema>;
export type DigitalInquiryValues = z.output<typeof digitalInquirySchema>;
