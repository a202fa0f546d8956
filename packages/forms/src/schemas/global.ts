import {
  COMPANY_MIN_LENGTH,
  EXPANSION_GOALS_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MARKETS_MIN_LENGTH,
  POSITION_MIN_LENGTH,
} from "@innovatehub/domain";
import { validationMessages } from "@innovatehub/content/site";
import {
  companySizeValues,
  globalTimelineValues,
  industryValues,
} from "@innovatehub/content/shared";
import { z } from "../zod";
import { inquiryBaseShape, optionalChoice, requiredText } from "./common";

/** Global expansion inquiry (docs/product.md §3, §5). */
export const globalInquirySchema = z.object({
  ...inquiryBaseShape,
  company: requiredText(COMPANY_MIN_LENGTH, validationMessages.company),
  position: requiredText(POSITION_MIN_LENGTH, validationMessages.position),
  industry: optionalChoice(industryValues),
  companySize: optionalChoice(companySizeValues),
  currentMarkets: requiredText(MARKETS_MIN_LENGTH, validationMessages.currentMarkets),
  targetMarkets: requiredText(MARKETS_MIN_LENGTH, validationMessages.targetMarkets),
  timeline: optionalChoice(globalTimelineValues),
  expansionGoals: requiredText(
    EXPANSION_GOALS_MIN_LENGTH,
    validationMessages.expansionGoals,
    LONG_TEXT_MAX_LENGTH,
  ),
});

export type GlobalInquiryInput = z.input<typeof globalInquirySchema>;
export type GlobalInquiryValues = z.output<typeof globalInquirySchema>;
