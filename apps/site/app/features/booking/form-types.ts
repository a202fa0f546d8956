import type { BookingInput, BookingValues } from "@innovatehub/forms/booking";
import type { UseFormReturn } from "react-hook-form";

/** The booking form as react-hook-form holds it: inputs in, the schema's parsed values out. */
export type BookingFormApi = UseFormReturn<BookingInput, unknown, BookingValues>;
