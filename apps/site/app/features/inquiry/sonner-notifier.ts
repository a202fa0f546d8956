import { toast } from "@innovatehub/ui/sonner";
import type { InquiryNotifier } from "./run-inquiry-submission";

/** The inquiry flow's notifications as the app's toaster shows them. */
export const sonnerNotifier: InquiryNotifier = {
  loading: (message) => toast.loading(message),
  success: (id, { title, description }) => {
    toast.success(title, { id, description });
  },
  error: (id, { title, description }) => {
    toast.error(title, { id, description });
  },
};
