export * from "./booking/index";
export * from "./inquiry/index";
export { aiInquiry } from "./inquiry/ai";
export { digitalInquiry } from "./inquiry/digital";
export { ecommerceInquiry } from "./inquiry/ecommerce";
export { globalInquiry } from "./inquiry/global";
export { inquiryRegistry } from "./inquiry/registry";
export * from "./schemas/index";
