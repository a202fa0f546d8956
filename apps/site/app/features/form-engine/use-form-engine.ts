import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import type {
  FieldErrors,
  FormFailure,
  FormResult,
  FormValidation,
  FormValue,
  FormValues,
  SubmissionToasts,
} from "@innovatehub/forms/engine";
import { isHeldField, type FormFieldConfig } from "@innovatehub/forms/fields";
import type { FormDraft } from "./form-draft";
import { readFormValues } from "./read-form-values";
import { runSubmission, type FormNotifier } from "./run-submission";

export type FormEngineOptions<Values, Data, Failure extends FormFailure> = {
  /** The form's declared fields, in order. */
  fields: readonly FormFieldConfig[];
  /** Starting values by field name; an absent one starts empty. */
  defaultValues?: Partial<FormValues>;
  /** Reads the values through the form's schema (which may load on the first call). */
  validate: (values: FormValues) => Promise<FormValidation<Values>>;
  /** Sends valid values; the one result shape of every form. */
  submit: (values: Values) => Promise<FormResult<Data, Failure>>;
  /** The submission's toasts, or a loader for them (a form on a page's first load keeps their texts lazy). */
  toasts: SubmissionToasts<Failure> | (() => Promise<SubmissionToasts<Failure>>);
  /**
   * Said under the fields when the submit could not even start: a part of the form loaded on demand (its schema,
   * its texts, the toaster) did not arrive, which on a dropped connection is the only way the visitor learns of it.
   */
  unreachable: string;
  /** Defaults to the app's toaster, loaded on the first submit. */
  loadNotifier?: () => Promise<FormNotifier>;
  /** Checked before validation; false stops the submit (the form has told the visitor why). */
  beforeSubmit?: (values: FormValues) => boolean;
  onInvalid?: (errors: FieldErrors) => void;
  /** Every answered submission, before the success reset. */
  onResult?: (result: FormResult<Data, Failure>) => void;
  /** After a successful submit, once the form is back to its defaults. */
  onSuccess?: (data: Data) => void;
  /** Where the values are kept while the visitor fills the form in. */
  draft?: FormDraft;
};

export type FormEngine = {
  fields: readonly FormFieldConfig[];
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The values the fields started from (native controls read them once, on mount). */
  startValues: Partial<FormValues>;
  /** Bumped by a reset, so the fields mount again from their defaults. */
  generation: number;
  /** The current values, updated on every change. */
  values: FormValues;
  errors: FieldErrors;
  submitting: boolean;
  /** The options' `unreachable` text after a submit that could not start, until the next submit. */
  notice: string | null;
  /** Sets a held field's value (a choice, a custom control). */
  setValue: (name: string, value: string) => void;
};

const NO_ERRORS: FieldErrors = {};

function emptyValue(field: FormFieldConfig): FormValue {
  switch (field.type) {
    case "checkbox":
      return false;
    case "checkbox-group":
      return [];
    default:
      return "";
  }
}

function completeValues(
  fields: readonly FormFieldConfig[],
  start: Partial<FormValues>,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] = start[field.name] ?? emptyValue(field);
  }
  return values;
}

function heldValues(fields: readonly FormFieldConfig[], values: FormValues): FormValues {
  const held: FormValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isHeldField(field) && value !== undefined) {
      held[field.name] = value;
    }
  }
  return held;
}

async function loadSonnerNotifier(): Promise<FormNotifier> {
  const { sonnerNotifier } = await import("./sonner-notifier");
  return sonnerNotifier;
}

function firstControlOf(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}

/**
 * The one form engine (docs/decisions.md D63). Native controls keep their own values (nothing typed before
 * hydration is lost); choices and custom controls are held here. Validation runs on submit first, then on every
 * change (docs/product.md §4); a valid submit runs the form's `submit` with its toasts, and a success clears the
 * draft and starts the form again from its defaults.
 */
export function useFormEngine<Values, Data, Failure extends FormFailure>(
  options: FormEngineOptions<Values, Data, Failure>,
): FormEngine {
  const { fields, defaultValues = {}, draft } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [startValues, setStartValues] = useState<Partial<FormValues>>(() => ({
    ...defaultValues,
    ...draft?.read(),
  }));
  const [generation, setGeneration] = useState(0);
  const [values, setValues] = useState<FormValues>(() => completeValues(fields, startValues));
  const held = useRef<FormValues>(heldValues(fields, values));
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const submitted = useRef(false);
  const inFlight = useRef(false);
  /** Only the newest check may show its result: an older one can finish later. */
  const latestCheck = useRef(0);
  /** The newest render's callbacks, for the stable `setValue`. */
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  const read = useCallback((): FormValues => {
    const form = formRef.current;
    return form === null ? { ...held.current } : readFormValues(form, fields, held.current);
  }, [fields]);

  // What was typed before hydration is in the controls already. Keyed by the fields' names, not the array: a form
  // that declares its fields in render passes a new array each time, and re-reading on every render never ends.
  const fieldNames = fields.map((field) => field.name).join(" ");
  useEffect(() => {
    const form = formRef.current;
    if (form !== null) {
      setValues(readFormValues(form, latestOptions.current.fields, held.current));
    }
  }, [fieldNames]);

  const check = useCallback(async (current: FormValues) => {
    latestCheck.current += 1;
    const thisCheck = latestCheck.current;
    const result = await latestOptions.current.validate(current);
    return { result, current: thisCheck === latestCheck.current };
  }, []);

  const changed = useCallback(
    (next: FormValues) => {
      setValues(next);
      draft?.write(next);
      if (submitted.current) {
        check(next).then(
          (checked) => {
            if (checked.current) {
              setErrors(checked.result.ok ? NO_ERRORS : checked.result.errors);
            }
          },
          // A schema that did not load: the next submit says so (notice); a keystroke has nothing to add.
          () => undefined,
        );
      }
    },
    [check, draft],
  );

  const setValue = useCallback(
    (name: string, value: string) => {
      held.current = { ...held.current, [name]: value };
      changed(read());
    },
    [changed, read],
  );

  function reset() {
    draft?.clear();
    submitted.current = false;
    const fresh = { ...defaultValues };
    const freshValues = completeValues(fields, fresh);
    held.current = heldValues(fields, freshValues);
    setStartValues(fresh);
    setValues(freshValues);
    setErrors(NO_ERRORS);
    setGeneration((count) => count + 1);
  }

  async function submit(form: HTMLFormElement) {
    if (inFlight.current) {
      return;
    }
    const current = read();
    if (options.beforeSubmit !== undefined && !options.beforeSubmit(current)) {
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
      submitted.current = true;
      const { result } = await check(current);
      if (!result.ok) {
        // Committed first, so the focused control already carries its error when it is announced.
        flushSync(() => {
          setErrors(result.errors);
        });
        const firstInvalid = fields.find((field) => field.name in result.errors);
        if (firstInvalid !== undefined) {
          firstControlOf(form, firstInvalid.name)?.focus();
        }
        options.onInvalid?.(result.errors);
        return;
      }
      setErrors(NO_ERRORS);
      const notify = await (options.loadNotifier ?? loadSonnerNotifier)();
      const outcome = await runSubmission({
        submit: () => options.submit(result.values),
        toasts: typeof options.toasts === "function" ? await options.toasts() : options.toasts,
        notify,
      });
      if (outcome === null) {
        return;
      }
      options.onResult?.(outcome);
      if (outcome.ok) {
        reset();
        options.onSuccess?.(outcome.data);
      }
    } catch (error) {
      // runSubmission answers the send's own failures; this is a part of the form that did not load.
      console.error("A form could not start its submit", {
        error: error instanceof Error ? error.name : typeof error,
      });
      setNotice(options.unreachable);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    fields,
    formProps: {
      ref: formRef,
      noValidate: true,
      onChange: () => {
        changed(read());
      },
      onSubmit: (event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      },
    },
    startValues,
    generation,
    values,
    errors,
    submitting,
    notice,
    setValue,
  };
}
