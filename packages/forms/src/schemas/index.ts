export { aiInquirySchema } from "./ai";
export { ecommerceInquirySchema } from "./ecommerce";
export { globalInquirySchema } from "./global";
