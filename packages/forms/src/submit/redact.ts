/** The submission without the fields that identify a person directly (docs/product.md §7: email and phone). */
export function redactInquiry<Values extends { email: string; phone: string }>(
  values: Values,
): Omit<Values, "email" | "phone"> {
  const { email: _email, phone: _phone, ...rest } = values;
  return rest;
}
