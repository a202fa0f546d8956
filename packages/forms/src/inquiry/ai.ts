import { LONG_TEXT_MAX_LENGTH } from "@innovatehub/domain";
import { inquiryFieldCopy, inquiryFormCopy, TEXTAREA_ROWS } from "@innovatehub/content/site";
import {
  aiBudgetOptions,
  aiTypeOptions,
  dataAvailabilityOptions,
  industryOptions,
} from "@innovatehub/content/shared";
import { aiInquirySchema } from "../schemas/ai";
import {
  emailField,
  inquiryBaseDefaultsFor,
  nameField,
  optionalCompanyField,
  phoneField,
  subscribeField,
} from "./common-fields";
import type { InquiryDefinition } from "./types";

export const aiInquiry: InquiryDefinition<"ai"> = {
  kind: "ai",
  schema: aiInquirySchema,
  fields: [
    nameField,
    emailField,
    optionalCompanyField,
    phoneField,
    {
      type: "select",
      name: "industry",
      required: false,
      options: industryOptions,
      ...inquiryFieldCopy.industry,
    },
    {
      type: "select",
      name: "aiType",
      required: true,
      options: aiTypeOptions,
      ...inquiryFieldCopy.aiType,
    },
    {
      type: "select",
      name: "dataAvailable",
      required: false,
      options: dataAvailabilityOptions,
      ...inquiryFieldCopy.dataAvailable,
    },
    {
      type: "select",
      name: "budget",
      required: false,
      options: aiBudgetOptions,
      ...inquiryFieldCopy.aiBudget,
    },
    {
      type: "textarea",
      name: "requirements",
      required: true,
      rows: TEXTAREA_ROWS,
      maxLength: LONG_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.aiRequirements,
    },
    subscribeField,
  ],
  defaultValues: {
    ...inquiryBaseDefaultsFor(),
    company: "",
    industry: "",
    aiType: "",
    dataAvailable: "",
    budget: "",
    requirements: "",
  },
  copy: inquiryFormCopy.ai,
  toasts: inquiryFormCopy.ai.toasts,
};
