import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@innovatehub/domain";
import { inquiryFieldCopy, inquiryFormCopy, TEXTAREA_ROWS } from "@innovatehub/content/site";
import {
  ecommerceBudgetOptions,
  ecommerceFeatureOptions,
  storeTypeOptions,
} from "@innovatehub/content/shared";
import { ecommerceInquirySchema } from "../schemas/ecommerce";
import {
  emailField,
  inquiryBaseDefaultsFor,
  nameField,
  phoneField,
  subscribeField,
} from "./common-fields";
import type { InquiryDefinition } from "./types";

export const ecommerceInquiry: InquiryDefinition<"ecommerce"> = {
  kind: "ecommerce",
  schema: ecommerceInquirySchema,
  fields: [
    nameField,
    emailField,
    {
      type: "text",
      name: "businessName",
      required: true,
      autoComplete: "organization",
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.businessName,
    },
    phoneField,
    {
      type: "select",
      name: "storeType",
      required: true,
      options: storeTypeOptions,
      ...inquiryFieldCopy.storeType,
    },
    {
      type: "textarea",
      name: "products",
      required: true,
      rows: TEXTAREA_ROWS,
      maxLength: LONG_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.products,
    },
    {
      type: "checkbox-group",
      name: "features",
      required: true,
      options: ecommerceFeatureOptions,
      ...inquiryFieldCopy.features,
    },
    {
      type: "select",
      name: "budget",
      required: false,
      options: ecommerceBudgetOptions,
      ...inquiryFieldCopy.ecommerceBudget,
    },
    {
      type: "textarea",
      name: "additionalInfo",
      required: false,
      rows: TEXTAREA_ROWS,
      maxLength: LONG_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.additionalInfo,
    },
    subscribeField,
  ],
  defaultValues: {
    ...inquiryBaseDefaultsFor(),
    businessName: "",
    storeType: "",
    products: "",
    features: [],
    budget: "",
    additionalInfo: "",
  },
  copy: inquiryFormCopy.ecommerce,
  toasts: inquiryFormCopy.ecommerce.toasts,
};
