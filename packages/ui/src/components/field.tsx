import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot as SlotPrimitive } from "radix-ui";

import { cn } from "../lib/utils";
import { Label, RequiredMark } from "./label";

const FIELD_NAME = "Field";

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  disabled: boolean;
  hasDescription: boolean;
  hasError: boolean;
  setHasDescription: (present: boolean) => void;
  setHasError: (present: boolean) => void;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (context === null) {
    throw new Error(`${part} must be used inside <${FIELD_NAME}>.`);
  }
  return context;
}

const fieldSetVariants = cva("flex min-w-0 flex-col border-0 p-0", {
  variants: {
    // `compact`: a group of choices under its legend, spaced as one field (no room under the legend).
    spacing: {
      default: "gap-6 has-[>[data-slot=checkbox-group]]:gap-3",
      compact: "gap-3 [&>[data-slot=field-legend]]:mb-0",
    },
  },
  defaultVariants: { spacing: "default" },
});

function FieldSet({
  className,
  spacing = "default",
  ...props
}: React.ComponentProps<"fieldset"> & VariantProps<typeof fieldSetVariants>) {
  return (
    <fieldset
      data-slot="field-set"
      data-spacing={spacing}
      className={cn(fieldSetVariants({ spacing }), className)}
      {...props}
    />
  );
}

const fieldLegendVariants = cva("mb-3 font-semibold", {
  variants: { variant: { legend: "text-h4", label: "text-small" } },
  defaultVariants: { variant: "legend" },
});

type FieldLegendProps = React.ComponentProps<"legend"> &
  VariantProps<typeof fieldLegendVariants> & {
    /** Shows the kit's required mark after the legend (a required group, or a required custom control). */
    required?: boolean;
    requiredMark?: string;
  };

function FieldLegend({
  className,
  variant = "legend",
  required = false,
  requiredMark,
  children,
  ...props
}: FieldLegendProps) {
  return (
    <legend
      data-slot="field-legend"
      data-variant={variant}
      className={cn(
        fieldLegendVariants({ variant }),
        required && "flex items-center gap-2",
        className,
      )}
      {...props}
    >
      {children}
      {required ? <RequiredMark mark={requiredMark} /> : null}
    </legend>
  );
}

function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="field-group"
      className={cn("flex w-full flex-col gap-6", className)}
      {...props}
    />
  );
}

const fieldVariants = cva("group/field flex gap-2 data-[invalid=true]:text-destructive", {
  variants: {
    // `fit`: as wide as its control, for a field in a row of actions (a reason picker beside its button).
    width: { full: "w-full", fit: "w-auto" },
    orientation: {
      vertical: "flex-col [&>*]:w-full",
      // The control and its label side by side; a long label wraps beside the control, not under it.
      horizontal: "flex-row flex-nowrap [&>[data-slot=field-label]]:flex-auto",
    },
    // Where a horizontal field lines its label up: the control's middle, or its top (a label of several lines).
    align: { center: "", start: "" },
  },
  compoundVariants: [
    { orientation: "horizontal", align: "center", class: "items-center" },
    { orientation: "horizontal", align: "start", class: "items-start" },
  ],
  defaultVariants: { orientation: "vertical", align: "center", width: "full" },
});

type FieldProps = React.ComponentProps<"div"> &
  VariantProps<typeof fieldVariants> & {
    /** Marks the control invalid; defaults to whether a FieldError is showing a message. */
    invalid?: boolean;
    disabled?: boolean;
    /** The control's id; generated when absent. */
    controlId?: string;
  };

/**
 * One form field: links its label, control, description and error by id, so a react-hook-form
 * `fieldState` only needs to reach `invalid` and FieldError's `errors`.
 */
function Field({
  className,
  orientation = "vertical",
  align = "center",
  width = "full",
  invalid,
  disabled = false,
  controlId,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId();
  const baseId = controlId ?? `field-${generatedId}`;
  const [hasDescription, setHasDescription] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);
  const isInvalid = invalid ?? hasError;

  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: baseId,
      descriptionId: `${baseId}-description`,
      errorId: `${baseId}-error`,
      invalid: isInvalid,
      disabled,
      hasDescription,
      hasError,
      setHasDescription,
      setHasError,
    }),
    [baseId, isInvalid, disabled, hasDescription, hasError],
  );

  return (
    <FieldContext.Provider value={context}>
      <div
        role="group"
        data-slot="field"
        data-orientation={orientation}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ orientation, align, width }), className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

function FieldLabel({ className, htmlFor, ...props }: React.ComponentProps<typeof Label>) {
  const { controlId } = useFieldContext("FieldLabel");
  return (
    <Label
      data-slot="field-label"
      htmlFor={htmlFor ?? controlId}
      className={cn("group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    />
  );
}

/** Gives its single child (Input, Textarea, SelectTrigger, Checkbox…) the field's id and aria wiring. */
function FieldControl({
  "aria-describedby": describedBy,
  ...props
}: React.ComponentProps<typeof SlotPrimitive.Slot>) {
  const { controlId, descriptionId, errorId, invalid, disabled, hasDescription, hasError } =
    useFieldContext("FieldControl");
  const describedByIds = [
    describedBy,
    hasDescription ? descriptionId : undefined,
    hasError ? errorId : undefined,
  ]
    .filter((id) => id !== undefined && id !== "")
    .join(" ");
  const disabledProps = disabled ? { disabled: true } : {};

  return (
    <SlotPrimitive.Slot
      data-slot="field-control"
      id={controlId}
      aria-describedby={describedByIds === "" ? undefined : describedByIds}
      aria-invalid={invalid || undefined}
      {...disabledProps}
      {...props}
    />
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId, setHasDescription } = useFieldContext("FieldDescription");
  React.useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      id={descriptionId}
      data-slot="field-description"
      className={cn("text-small text-muted-foreground", className)}
      {...props}
    />
  );
}

type FieldErrorProps = React.ComponentProps<"div"> & {
  /** Errors as react-hook-form reports them (`fieldState.error`, or several); duplicates are shown once. */
  errors?: ReadonlyArray<{ message?: string | undefined } | undefined>;
};

function FieldError({ className, errors, children, ...props }: FieldErrorProps) {
  const { errorId, setHasError } = useFieldContext("FieldError");
  const messages = [
    ...new Set(
      (errors ?? [])
        .map((error) => error?.message)
        .filter((message) => message !== undefined && message !== ""),
    ),
  ];
  const content =
    children ??
    (messages.length === 0 ? null : messages.length === 1 ? (
      messages[0]
    ) : (
      <ul className="ml-4 flex list-disc flex-col gap-1">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ));
  const present = content !== null && content !== undefined && content !== false;

  React.useLayoutEffect(() => {
    setHasError(present);
    return () => setHasError(false);
  }, [present, setHasError]);

  if (!present) {
    return null;
  }
  return (
    <div
      id={errorId}
      role="alert"
      data-slot="field-error"
      className={cn("text-small font-medium text-destructive", className)}
      {...props}
    >
      {content}
    </div>
  );
}

export {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  FieldLegend,
  FieldSet,
  fieldVariants,
  useFieldContext,
  type FieldErrorProps,
  type FieldProps,
};
