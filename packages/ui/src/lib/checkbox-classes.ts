/** The box of `Checkbox` and `NativeCheckbox`: one look whether Radix or the browser draws the control. */
export const checkboxBoxClasses = [
  "size-5 shrink-0 rounded-sm border border-input bg-background shadow-elevation-1 transition-shadow outline-none",
  "focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
];
