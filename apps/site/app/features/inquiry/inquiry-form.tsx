import { use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  INQUIRY_REDIRECT_DELAY_MS,
  INQUIRY_REDIRECT_PATH,
  inquiryMessages,
  type InquiryKind,
} from "@innovatehub/content";
import type { InquirySubmitter, InquiryValuesByKind } from "@innovatehub/forms/inquiry";
import { InquiryField } from "./inquiry-field";
import { InquiryFieldGrid } from "./field-layout";
import {
  EMPTY_DRAFT,
  restoreDraftFocus,
  toDraftValues,
  type InquiryDraft,
  type InquiryDraftValues,
} from "./inquiry-draft";
import { loadedInquiryDefinition, loadInquiryDefinition } from "./inquiry-definition";
import { InquirySubmitRow } from "./inquiry-submit-row";
import { loadInquirySubmitter } from "./load-submitter";
import {
  runInquirySubmission,
  sonnerNotifier,
  type InquiryNotifier,
} from "./run-inquiry-submission";

export type InquiryFormProps<Kind extends InquiryKind> = {
  kind: Kind;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Called once on mount: what the visitor typed into the preview before this form loaded. */
  takeDraft?: () => InquiryDraft;
  loadSubmitter?: () => Promise<InquirySubmitter>;
  notify?: InquiryNotifier;
};

/**
 * The one inquiry form engine: the kind's schema, fields, defaults and toasts come from the
 * @innovatehub/forms registry; validation runs on submit first, then on every change (docs/product.md §4).
 * Suspends until the kind's definition has loaded, unless it already has.
 */
export function InquiryForm<Kind extends InquiryKind>({
  kind,
  labelledBy,
  takeDraft,
  loadSubmitter = loadInquirySubmitter,
  notify = sonnerNotifier,
}: InquiryFormProps<Kind>) {
  const definition = loadedInquiryDefinition(kind) ?? use(loadInquiryDefinition(kind));
  const navigate = useNavigate();
  const [draft] = useState(() => takeDraft?.() ?? EMPTY_DRAFT);
  const [redirecting, setRedirecting] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The form holds plain strings, lists and booleans; the kind's schema turns them into its values.
  const schema: z.ZodType<InquiryValuesByKind[Kind], InquiryDraftValues> = definition.schema;
  const [emptyValues] = useState(() => toDraftValues(definition.defaultValues));
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<InquiryDraftValues, unknown, InquiryValuesByKind[Kind]>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { ...emptyValues, ...draft.values },
  });

  // A layout effect: focus must be back in the field before the browser handles the next key press.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form === null) {
      return;
    }
    restoreDraftFocus(form, draft.focus);
    if (draft.submitRequested) {
      form.requestSubmit();
    }
  }, [draft]);

  useEffect(() => {
    if (!redirecting) {
      return undefined;
    }
    const timer = setTimeout(() => {
      void navigate(INQUIRY_REDIRECT_PATH);
    }, INQUIRY_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [redirecting, navigate]);

  const submit = handleSubmit(async (values) => {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    try {
      const accepted = await runInquirySubmission({
        kind,
        values,
        toasts: definition.toasts,
        loadSubmitter,
        notify,
      });
      if (accepted) {
        reset(emptyValues);
        setRedirecting(true);
      }
    } finally {
      inFlight.current = false;
    }
  });

  const idPrefix = `inquiry-${kind}`;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      data-inquiry-form={kind}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <InquiryFieldGrid>
        {definition.fields.map((field) => (
          <InquiryField key={field.name} field={field} control={control} idPrefix={idPrefix} />
        ))}
      </InquiryFieldGrid>
      <InquirySubmitRow
        label={definition.copy.submit}
        busyLabel={definition.copy.submitting}
        busy={isSubmitting}
        disabled={redirecting}
        status={redirecting ? inquiryMessages.redirectNotice : ""}
      />
    </form>
  );
}
