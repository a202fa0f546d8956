import type { InquiryKind } from "@innovatehub/domain";

/** Validation messages of docs/product.md §5, word for word. */
export const validationMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  aiType: "Please select an AI solution type",
  aiRequirements: "Please provide more details about your requirements",
  projectType: "Please select a project type",
  digitalRequirements: "Please provide more details about your project",
  businessName: "Business name is required",
  storeType: "Please select a store type",
  products: "Please describe your products",
  features: "Please select at least one feature",
  company: "Company name is required",
  position: "Position/role is required",
  currentMarkets: "Please enter your current markets",
  targetMarkets: "Please enter your target markets",
  expansionGoals: "Please describe your expansion goals",
  /** Not in the spec: the upper length limits shared with the database. */
  tooLong: (maxLength: number) => `Please use at most ${maxLength} characters`,
  /** Not in the spec: invisible or direction-changing characters the database refuses (docs/product.md). */
  invisibleCharacters: "Please remove invisible or formatting characters",
} as const;

/** Inquiry failure toasts and the simulated submitter's fallback (docs/product.md §8). */
export const inquiryMessages = {
  failedTitle: "Submission Failed",
  errorTitle: "Submission Error",
  fallbackDescription: "Please try again later",
  unexpectedError: "An unexpected error occurred",
  /** Shown after success while the redirect to /services is pending. */
  redirectNotice: "Thank you! Taking you to our services...",
} as const;

/** Failure descriptions when inquiries are stored in the backend (docs/product.md §10.6). */
export const storedInquiryMessages = {
  rateLimited: "You have sent several inquiries recently. Please try again later or call us.",
  invalid: "Some details were not accepted. Please check the form and try again.",
  network: "We could not reach our server. Please check your connection and try again.",
} as const;

export type InquiryToasts = {
  loading: string;
  success: { title: string; description: string };
};

export type FieldCopy = { label: string; placeholder?: string; description?: string };

export type InquiryFormCopy = {
  title: string;
  description: string;
  submit: string;
  submitting: string;
  /** Shown after success while the redirect to /services is pending. */
  redirectNotice: string;
  /** Said under the fields when a part of the form loaded on submit did not arrive. */
  unreachable: string;
  toasts: InquiryToasts;
};

const SUBMITTING = "Submitting...";

/** Per-kind form texts and the toasts of docs/product.md §8, word for word. */
export const inquiryFormCopy: Record<InquiryKind, InquiryFormCopy> = {
  ai: {
    title: "AI Solutions Inquiry",
    description: "Tell us what you want AI to do for your business.",
    submit: "Submit AI Inquiry",
    submitting: SUBMITTING,
    redirectNotice: inquiryMessages.redirectNotice,
    unreachable: storedInquiryMessages.network,
    toasts: {
      loading: "Submitting your AI solutions inquiry...",
      success: {
        title: "AI Solutions Inquiry Submitted",
        description: "Our team will contact you about your AI project!",
      },
    },
  },
  digital: {
    title: "Digital Customization Inquiry",
    description: "Describe the software you need and how your team works today.",
    submit: "Submit Project Inquiry",
    submitting: SUBMITTING,
    redirectNotice: inquiryMessages.redirectNotice,
    unreachable: storedInquiryMessages.network,
    toasts: {
      loading: "Submitting your digital customization inquiry...",
      success: {
        title: "Digital Customization Inquiry Submitted",
        description: "Our team will contact you about your custom software project!",
      },
    },
  },
  ecommerce: {
    title: "E-Commerce Inquiry",
    description: "Tell us about your products and the store you have in mind.",
    submit: "Submit Store Inquiry",
    submitting: SUBMITTING,
    redirectNotice: inquiryMessages.redirectNotice,
    unreachable: storedInquiryMessages.network,
    toasts: {
      loading: "Submitting your e-commerce inquiry...",
      success: {
        title: "E-Commerce Inquiry Submitted",
        description: "Our team will contact you about your online store project!",
      },
    },
  },
  global: {
    title: "Global Expansion Inquiry",
    description: "Share your current markets and where you want to grow.",
    submit: "Submit Expansion Inquiry",
    submitting: SUBMITTING,
    redirectNotice: inquiryMessages.redirectNotice,
    unreachable: storedInquiryMessages.network,
    toasts: {
      loading: "Submitting your global expansion inquiry...",
      success: {
        title: "Global Expansion Inquiry Submitted",
        description: "Our team will contact you about international business opportunities!",
      },
    },
  },
};

/** Labels, placeholders and hints of every inquiry field, shared by the four forms. */
export const inquiryFieldCopy = {
  name: { label: "Full Name", placeholder: "Juan Dela Cruz" },
  email: { label: "Email Address", placeholder: "juan@company.com" },
  company: { label: "Company Name", placeholder: "Your company" },
  phone: { label: "Phone Number", placeholder: "+63 912 345 6789" },
  industry: { label: "Industry", placeholder: "Select your industry" },
  aiType: { label: "AI Solution Type", placeholder: "Select an AI solution type" },
  dataAvailable: {
    label: "Data Availability",
    placeholder: "Do you have data to work with?",
    description: "Existing records such as sales, customer messages or documents.",
  },
  aiBudget: { label: "Budget Range (PHP)", placeholder: "Select a budget range" },
  aiRequirements: {
    label: "Project Requirements",
    placeholder: "Describe the problem you want AI to solve and what success looks like.",
  },
  projectType: { label: "Project Type", placeholder: "Select a project type" },
  digitalBudget: { label: "Budget Range (PHP)", placeholder: "Select a budget range" },
  digitalTimeline: { label: "Timeline", placeholder: "When do you need it?" },
  digitalRequirements: {
    label: "Project Details",
    placeholder:
      "What should the software do, who will use it and which systems must it connect to?",
  },
  businessName: { label: "Business Name", placeholder: "Your store or business name" },
  storeType: { label: "Store Type", placeholder: "Select a store type" },
  products: {
    label: "Products or Services",
    placeholder: "What will you sell, and roughly how many items?",
  },
  features: {
    label: "Features Needed",
    description: "Select all that apply.",
  },
  ecommerceBudget: { label: "Budget Range (PHP)", placeholder: "Select a budget range" },
  additionalInfo: {
    label: "Additional Information",
    placeholder: "Existing website, preferred launch date or anything else we should know.",
  },
  globalCompany: { label: "Company Name", placeholder: "Your company" },
  position: { label: "Position / Role", placeholder: "e.g. Managing Director" },
  companySize: { label: "Company Size", placeholder: "Select company size" },
  currentMarkets: { label: "Current Markets", placeholder: "e.g. Philippines (Luzon, Visayas)" },
  targetMarkets: { label: "Target Markets", placeholder: "e.g. Dubai, Abu Dhabi" },
  globalTimeline: { label: "Expansion Timeline", placeholder: "When do you plan to expand?" },
  expansionGoals: {
    label: "Expansion Goals",
    placeholder: "What do you want to achieve abroad, and what support do you need?",
  },
  subscribe: { label: "Keep me updated about InnovateHub news and services" },
} as const satisfies Record<string, FieldCopy>;
