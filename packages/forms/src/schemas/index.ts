export { aiInquirySchema, type AiInquiryInput, type AiInquiryValues } from "./ai";
export {
  digitalInquirySchema,
  type DigitalInquiryInput,
  type DigitalInquiryValues,
} from "./digital";
export {
  ecommerceInquiryFormSchema,
  ecommerceInquirySchema,
  type EcommerceInquiryInput,
  type EcommerceInquiryValues,
} from "./ecommerce";
export { globalInquirySchema, type GlobalInquiryInput, type GlobalInquiryValues } from "./global";
export {
  inquiryBaseShape,
  optionalChoice,
  optionalLongText,
  optionalText,
  requiredChoice,
  requiredText,
} from "./common";
