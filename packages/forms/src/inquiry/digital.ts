import { LONG_TEXT_MAX_LENGTH } from "@innovatehub/domain";
import { inquiryFieldCopy, inquiryFormCopy, TEXTAREA_ROWS } from "@innovatehub/content/site";
import {
  digitalBudgetOptions,
  digitalProjectTypeOptions,
  digitalTimelineOptions,
} from "@innovatehub/content/shared";
import { digitalInquirySchema } from "../schemas/digital";
import {
  emailField,
  inquiryBaseDefaultsFor,
  nameField,
  optionalCompanyField,
  phoneField,
  subscribeField,
} from "./common-fields";
import type { InquiryDefinition } from "./types";

export const digitalInquiry: InquiryDefinition<"digital"> = {
  kind: "digital",
  schema: digitalInquirySchema,
  fields: [
    nameField,
    emailField,
    optionalCompanyField,
    phoneField,
    {
      type: "select",
      name: "projectType",
      required: true,
      options: digitalProjectTypeOptions,
      ...inquiryFieldCopy.projectType,
    },
    {
      type: "select",
      name: "budget",
      required: false,
      options: digitalBudgetOptions,
      ...inquiryFieldCopy.digitalBudget,
    },
    {
      type: "select",
      name: "timeline",
      required: false,
      options: digitalTimelineOptions,
      ...inquiryFieldCopy.digitalTimeline,
    },
    {
      type: "textarea",
      name: "requirements",
      required: true,
      rows: TEXTAREA_ROWS,
      maxLength: LONG_TEXT_MAX_LENGTH,
      ...inquiryFieldCopy.digitalRequirements,
    },
    subscribeField,
  ],
  defaultValues: {
    ...inquiryBaseDefaultsFor(),
    company: "",
    projectType: "",
    budget: "",
    timeline: "",
    requirements: "",
  },
  copy: inquiryFormCopy.digital,
  toasts: inquiryFormCopy.digital.toasts,
};
