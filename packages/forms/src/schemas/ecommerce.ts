import {
  BUSINESS_NAME_MIN_LENGTH,
  ECOMMERCE_FEATURES_MIN_COUNT,
  LONG_TEXT_MAX_LENGTH,
  PRODUCTS_MIN_LENGTH,
} from "@innovatehub/domain";
import { validationMessages } from "@innovatehub/content/site";
import {
  ecommerceBudgetValues,
  ecommerceFeatureValues,
  storeTypeValues,
} from "@innovatehub/content/shared";
import { z } from "../zod";
import {
  inquiryBaseShape,
  optionalChoice,
  optionalLongText,
  requiredChoice,
  requiredText,
} from "./common";

/** The e-commerce form as the visitor fills it in. */
const ecommerceInquiryFormSchema = z.object({
  ...inquiryBaseShape,
  businessName: requiredText(BUSINESS_NAME_MIN_LENGTH, validationMessages.businessName),
  storeType: requiredChoice(storeTypeValues, validationMessages.storeType),
  products: requiredText(PRODUCTS_MIN_LENGTH, validationMessages.products, LONG_TEXT_MAX_LENGTH),
  features: z
    .array(z.enum(ecommerceFeatureValues), { error: validationMessages.features })
    .min(ECOMMERCE_FEATURES_MIN_COUNT, { error: validationMessages.features }),
  budget: optionalChoice(ecommerceBudgetValues),
  additionalInfo: optionalLongText(),
});

/** E-commerce inquiry (docs/product.md §3, §5): the store type is sent as `requirements`. */
export const ecommerceInquirySchema = ecommerceInquiryFormSchema.transform(
  ({ storeType, ...rest }) => ({
    ...rest,
    requirements: storeType,
  }),
);

export type EcommerceInquiryInput = z.input<typeof ecommerceInquirySchema>;
export type EcommerceInquiryValues = z.output<typeof ecommerceInquirySchema>;
