export { aiInquirySchema } from "./ai";
export { ecommerceInquirySchema } from "./ecommerce";
export { globalInquirySchema } from "./global";
export { EMAIL_PATTERN, FORBIDDEN_TEXT_RANGES, isSingleLineText } from "./text-rules";
