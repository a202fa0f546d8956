import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@innovatehub/domain";
import { inquiryFieldCopy, inquiryFormCopy, TEXTAREA_ROWS } from "@innovatehub/content/site";
import {
  companySizeOptions,
  globalTimelineOptions,
  industryOptions,
} from "@innovatehub/content/shared";
import { globalInquirySchema } from "../schemas/global";
import {
  emailField,
  inquiryBaseDefaultsFor,
  nameField,
  phoneField,
  subscribeField,
} from "./common-fields";
import type { InquiryDefinition } from "./types";

export const globalInquiry: InquiryDefinition<"global"> = {
  kind: "global",
  schema: globalInquirySchema,
  fields: [
    nameField,
    emailField,
    {
      type: "text",
      name: "company",
      required: true,
      autoComplete: "organization",
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.globalCompany,
    },
    {
      type: "text",
      name: "position",
      required: true,
      autoComplete: "organization-title",
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.position,
    },
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
      name: "companySize",
      required: false,
      options: companySizeOptions,
      ...inquiryFieldCopy.companySize,
    },
    {
      type: "text",
      name: "currentMarkets",
      required: true,
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.currentMarkets,
    },
    {
      type: "text",
      name: "targetMarkets",
      required: true,
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.targetMarkets,
    },
    {
      type: "select",
      name: "timeline",
      required: false,
      options: globalTimelineOptions,
      ...inquiryFieldCopy.globalTimeline,
    },
    {
      type: "textarea",
      name: "expansionGoals",
      required: true,
      rows: TEXTAREA_ROWS,
      maxLength: LONG_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.expansionGoals,
    },
    subscribeField,
  ],
  defaultValues: {
    ...inquiryBaseDefaultsFor(),
    company: "",
    position: "",
    industry: "",
    companySize: "",
    currentMarkets: "",
    targetMarkets: "",
    timeline: "",
    expansionGoals: "",
  },
  copy: inquiryFormCopy.global,
  toasts: inquiryFormCopy.global.toasts,
};
