import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { type InquiryKind } from "@innovatehub/domain";
import {
  INQUIRY_REDIRECT_DELAY_MS,
  INQUIRY_REDIRECT_PATH,
  type InquiryFormCopy,
} from "@innovatehub/content/site";
import type { FieldConfig } from "@innovatehub/forms/fields";
import type { InquirySubmitter } from "@innovatehub/forms/inquiry";
import { BotCheckFields } from "../bot-checks/bot-check-fields";
import { useBotChecks } from "../bot-checks/use-bot-checks";
import { InquiryFieldGrid } from "./field-layout";
import { InquiryField } from "./inquiry-field";
import { InquirySubmitRow } from "./inquiry-submit-row";
import { readInquiryValues } from "./read-inquiry-values";
import type { InquiryNotifier } from "./run-inquiry-submission";
import { preloadInquirySchema, validateInquiry, type InquiryFieldErrors } from "./validate-inquiry";

export type InquiryFormProps<Kind extends InquiryKind> = {
  kind: Kind;
  /** The kind's fields (no schema), read at build time. */
  fields: readonly FieldConfig[];
  copy: Pick<InquiryFormCopy, "submit" | "submitting" | "redirectNotice" | "toasts">;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Defaults to the site's submitter (stored with a backend configured, simulated without). */
  loadSubmitter?: () => Promise<InquirySubmitter>;
  /** Defaults to the app's toaster. */
  notify?: InquiryNotifier;
};

/*
 * What only a valid submit needs (the submission flow, the toaster, the submitter and its backend check) loads
 * then, as the schema does on first use: none of it is in the page's first load.
 */
async function loadSiteSubmitter(): Promise<InquirySubmitter> {
  const { loadInquirySubmitter } = await import("./load-submitter");
  return loadInquirySubmitter();
}

async function loadSonnerNotifier(): Promise<InquiryNotifier> {
  const { sonnerNotifier } = await import("./sonner-notifier");
  return sonnerNotifier;
}

const NO_ERRORS: InquiryFieldErrors = {};

function firstControlOf(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}

/**
 * An inquiry form: prerendered with the page and hydrated in place, its native controls keep their own values,
 * so nothing typed before or during hydration is lost. The kind's schema loads on first use (docs/product.md §11).
 * Validation runs on submit first, then on every change (docs/product.md §4); a valid submit shows the loading
 * toast, then success (reset, redirect to /services after 2 s) or an error toast with every value kept.
 */
export function InquiryForm<Kind extends InquiryKind>({
  kind,
  fields,
  copy,
  labelledBy,
  loadSubmitter = loadSiteSubmitter,
  notify,
}: InquiryFormProps<Kind>) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<InquiryFieldErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const submitted = useRef(false);
  const inFlight = useRef(false);
  /** Only the newest check may show its result: an older one can finish later. */
  const latestCheck = useRef(0);
  const botChecks = useBotChecks();
  /** The provider's script loads once the visitor starts on the form, never with the page. */
  const [captchaWanted, setCaptchaWanted] = useState(false);

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

  async function check(form: HTMLFormElement) {
    latestCheck.current += 1;
    const thisCheck = latestCheck.current;
    const result = await validateInquiry(kind, readInquiryValues(form, fields));
    return { result, current: thisCheck === latestCheck.current };
  }

  async function revalidate(form: HTMLFormElement) {
    const { result, current } = await check(form);
    if (current) {
      setErrors(result.success ? NO_ERRORS : result.errors);
    }
  }

  async function submit(form: HTMLFormElement) {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      submitted.current = true;
      const { result } = await check(form);
      if (!result.success) {
        // Committed first, so the focused control already carries its error when it is announced.
        flushSync(() => {
          setErrors(result.errors);
        });
        const firstInvalid = fields.find((field) => field.name in result.errors);
        if (firstInvalid !== undefined) {
          firstControlOf(form, firstInvalid.name)?.focus();
        }
        return;
      }
      setErrors(NO_ERRORS);
      const { runInquirySubmission } = await import("./run-inquiry-submission");
      const { honeypot, captcha } = botChecks.read();
      const accepted = await runInquirySubmission({
        kind,
        values: result.values,
        extras: captcha === undefined ? { honeypot } : { honeypot, captchaToken: captcha.token },
        toasts: copy.toasts,
        loadSubmitter,
        notify: notify ?? (await loadSonnerNotifier()),
      });
      botChecks.renew();
      if (accepted) {
        form.reset();
        submitted.current = false;
        setRedirecting(true);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      data-inquiry-form={kind}
      onFocus={() => {
        preloadInquirySchema(kind);
        setCaptchaWanted(true);
      }}
      onChange={(event: FormEvent<HTMLFormElement>) => {
        if (submitted.current) {
          void revalidate(event.currentTarget);
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <InquiryFieldGrid>
        {fields.map((field) => (
          <InquiryField
            key={field.name}
            field={field}
            idPrefix={`inquiry-${kind}`}
            error={errors[field.name]}
          />
        ))}
      </InquiryFieldGrid>
      {/* Bot checks sit here, between the fields and the submit row. */}
      <BotCheckFields checks={botChecks} showCaptcha={captchaWanted} />
      <InquirySubmitRow
        label={copy.submit}
        busyLabel={copy.submitting}
        busy={submitting}
        disabled={redirecting}
        status={redirecting ? copy.redirectNotice : ""}
      />
    </form>
  );
}
