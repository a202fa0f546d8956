import { toast } from "@innovatehub/ui/sonner";
import type { ToastText } from "@innovatehub/forms/engine";
import type { FormNotifier } from "./run-submission";

type ToastId = Parameters<FormNotifier["success"]>[0];

function show(kind: "success" | "error", id: ToastId, { title, description }: ToastText): void {
  if (id === undefined && description === undefined) {
    toast[kind](title);
    return;
  }
  toast[kind](title, { id, description });
}

/** The forms' notifications as the app's toaster shows them. */
export const sonnerNotifier: FormNotifier = {
  loading: (message) => toast.loading(message),
  success: (id, text) => {
    show("success", id, text);
  },
  error: (id, text) => {
    show("error", id, text);
  },
};
