import { zodResolver } from "@hookform/resolvers/zod";
import {
  bookingDefaults,
  bookingSchema,
  type BookingInput,
  type BookingPrefill,
} from "@innovatehub/forms/booking";
import { useForm } from "react-hook-form";
import type { BookingFormApi } from "./form-types";

/** docs/product.md §4: validate on submit first, then again on every change. */
export function useBookingForm(
  prefill: BookingPrefill,
  draft: Partial<BookingInput> = {},
): BookingFormApi {
  return useForm({
    resolver: zodResolver(bookingSchema),
    defaultValues: { ...bookingDefaults(prefill), ...draft },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}
