/**
 * Option lists of docs/product.md §3, values exactly as the spec, with readable labels.
 * Top-level calls carry a pure annotation so a bundle keeps only the lists it uses.
 */

import { meetingDurations, meetingTypes } from "@innovatehub/domain";

export type Option<Value extends string = string> = { value: Value; label: string };

function toOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): readonly Option<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The label of a value in an option list, or the value itself when the list does not know it. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const industryValues = [
  "finance",
  "healthcare",
  "retail",
  "manufacturing",
  "education",
  "logistics",
  "agriculture",
  "other",
] as const;
export const industryOptions = /* @__PURE__ */ toOptions(industryValues, {
  finance: "Finance & Banking",
  healthcare: "Healthcare",
  retail: "Retail",
  manufacturing: "Manufacturing",
  education: "Education",
  logistics: "Logistics & Transport",
  agriculture: "Agriculture",
  other: "Other",
});

export const aiTypeValues = [
  "chatbot",
  "analytics",
  "nlp",
  "computer-vision",
  "process-automation",
  "recommendation",
  "custom",
] as const;
export const aiTypeOptions = /* @__PURE__ */ toOptions(aiTypeValues, {
  chatbot: "Chatbot or virtual assistant",
  analytics: "Predictive analytics",
  nlp: "Natural language processing",
  "computer-vision": "Computer vision",
  "process-automation": "Process automation",
  recommendation: "Recommendation engine",
  custom: "Custom AI solution",
});

export const dataAvailabilityValues = [
  "yes-ready",
  "yes-needs-processing",
  "no-need-collection",
  "not-sure",
] as const;
export const dataAvailabilityOptions = /* @__PURE__ */ toOptions(dataAvailabilityValues, {
  "yes-ready": "Yes, our data is ready to use",
  "yes-needs-processing": "Yes, but it needs cleaning or processing",
  "no-need-collection": "No, we need to start collecting data",
  "not-sure": "Not sure yet",
});

export const aiBudgetValues = [
  "under-50k",
  "50k-100k",
  "100k-250k",
  "250k-500k",
  "over-500k",
] as const;
export const aiBudgetOptions = /* @__PURE__ */ toOptions(aiBudgetValues, {
  "under-50k": "Under ₱50,000",
  "50k-100k": "₱50,000 to ₱100,000",
  "100k-250k": "₱100,000 to ₱250,000",
  "250k-500k": "₱250,000 to ₱500,000",
  "over-500k": "Over ₱500,000",
});

export const digitalProjectTypeValues = [
  "web-app",
  "mobile-app",
  "enterprise-software",
  "integration",
  "consultation",
] as const;
export const digitalProjectTypeOptions = /* @__PURE__ */ toOptions(digitalProjectTypeValues, {
  "web-app": "Web application",
  "mobile-app": "Mobile application",
  "enterprise-software": "Enterprise software",
  integration: "System integration or API",
  consultation: "Technical consultation",
});

export const digitalBudgetValues = [
  "under-5k",
  "5k-20k",
  "20k-50k",
  "50k-100k",
  "over-100k",
] as const;
export const digitalBudgetOptions = /* @__PURE__ */ toOptions(digitalBudgetValues, {
  "under-5k": "Under ₱5,000",
  "5k-20k": "₱5,000 to ₱20,000",
  "20k-50k": "₱20,000 to ₱50,000",
  "50k-100k": "₱50,000 to ₱100,000",
  "over-100k": "Over ₱100,000",
});

export const digitalTimelineValues = ["urgent", "short", "medium", "long", "flexible"] as const;
export const digitalTimelineOptions = /* @__PURE__ */ toOptions(digitalTimelineValues, {
  urgent: "Urgent (under 2 weeks)",
  short: "Short (2-4 weeks)",
  medium: "Medium (1-3 months)",
  long: "Long (3+ months)",
  flexible: "Flexible",
});

export const storeTypeValues = [
  "retail",
  "digital",
  "services",
  "marketplace",
  "dropshipping",
  "subscription",
] as const;
export const storeTypeOptions = /* @__PURE__ */ toOptions(storeTypeValues, {
  retail: "Retail products",
  digital: "Digital products",
  services: "Services and bookings",
  marketplace: "Multi-vendor marketplace",
  dropshipping: "Dropshipping",
  subscription: "Subscriptions",
});

export const ecommerceFeatureValues = [
  "payment-gateway",
  "inventory",
  "shipping",
  "cms",
  "analytics",
  "mobile-app",
  "social-media",
  "marketing",
] as const;
export const ecommerceFeatureOptions = /* @__PURE__ */ toOptions(ecommerceFeatureValues, {
  "payment-gateway": "Payment gateway",
  inventory: "Inventory management",
  shipping: "Shipping and delivery",
  cms: "Content management",
  analytics: "Sales analytics",
  "mobile-app": "Mobile app",
  "social-media": "Social media selling",
  marketing: "Marketing tools",
});

export const ecommerceBudgetValues = [
  "under-10k",
  "10k-30k",
  "30k-50k",
  "50k-100k",
  "over-100k",
] as const;
export const ecommerceBudgetOptions = /* @__PURE__ */ toOptions(ecommerceBudgetValues, {
  "under-10k": "Under ₱10,000",
  "10k-30k": "₱10,000 to ₱30,000",
  "30k-50k": "₱30,000 to ₱50,000",
  "50k-100k": "₱50,000 to ₱100,000",
  "over-100k": "Over ₱100,000",
});

export const companySizeValues = [
  "1-10",
  "11-50",
  "51-200",
  "201-500",
  "501-1000",
  "1000+",
] as const;
export const companySizeOptions = /* @__PURE__ */ toOptions(companySizeValues, {
  "1-10": "1-10 employees",
  "11-50": "11-50 employees",
  "51-200": "51-200 employees",
  "201-500": "201-500 employees",
  "501-1000": "501-1000 employees",
  "1000+": "More than 1000 employees",
});

export const globalTimelineValues = ["urgent", "short", "medium", "long", "planning"] as const;
export const globalTimelineOptions = /* @__PURE__ */ toOptions(globalTimelineValues, {
  urgent: "Urgent (under 3 months)",
  short: "Short (3-6 months)",
  medium: "Medium (6-12 months)",
  long: "Long (1+ year)",
  planning: "Still planning",
});

export const meetingTypeOptions = /* @__PURE__ */ toOptions(meetingTypes, {
  call: "Phone Call",
  video: "Video Conference",
});

export const durationOptions = /* @__PURE__ */ toOptions(meetingDurations, {
  "30min": "30 Minutes",
  "60min": "1 Hour",
});
