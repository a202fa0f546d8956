import { inquiryMessages } from "@innovatehub/content/site";
import type { InquiryResult } from "./types";

export type ToastText = { title: string; description: string };

/** The toast for a submission that returned failure (docs/product.md §8). */
export function inquiryFailureToast(result: Extract<InquiryResult, { success: false }>): ToastText {
  return {
    title: inquiryMessages.failedTitle,
    description: result.error.trim() === "" ? inquiryMessages.fallbackDescription : result.error,
  };
}

/** The toast for a submission that threw (docs/product.md §8). */
export function inquiryErrorToast(error: unknown): ToastText {
  const message = error instanceof Error ? error.message : "";
  return {
    title: inquiryMessages.errorTitle,
    description: message.trim() === "" ? inquiryMessages.fallbackDescription : message,
  };
}
