import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { type InquiryKind } from "@innovatehub/domain";
import {
  INQUIRY_REDIRECT_DELAY_MS,
  INQUIRY_REDIRECT_PATH,
  type InquiryFormCopy,
} from "@innovatehub/content/site";
import type { FieldConfig } from "@innovatehub/forms/fields";
import type {
  InquiryResult,
  InquirySubmitter,
  InquiryValuesByKind,
} from "@innovatehub/forms/inquiry";
import { BotCheckFields } from "../bot-checks/bot-check-fields";
import { useBotChecks } from "../bot-checks/use-bot-checks";
import { FormFields } from "../form-engine/form-fields";
import { FormNotice } from "../form-engine/form-notice";
import type { FormNotifier } from "../form-engine/run-submission";
import { useFormEngine } from "../form-engine/use-form-engine";
import { InquirySubmitRow } from "./inquiry-submit-row";
import { preloadInquirySchema, validateInquiry } from "./validate-inquiry";

export type InquiryFormProps<Kind extends InquiryKind> = {
  kind: Kind;
  /** The kind's fields (no schema), read at build time. */
  fields: readonly FieldConfig[];
  copy: Pick<InquiryFormCopy, "submit" | "submitting" | "redirectNotice" | "unreachable" | "toasts">;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Defaults to the site's submitter (stored with a backend configured, simulated without). */
  loadSubmitter?: () => Promise<InquirySubmitter>;
  /** Defaults to the app's toaster. */
  notify?: FormNotifier;
};

/*
 * What only a valid submit needs (the submitter and its backend check, the toaster) loads then, as the schema does
 * on first use: none of it is in the page's first load.
 */
async function loadSiteSubmitter(): Promise<InquirySubmitter> {
  const { loadInquirySubmitter } = await import("./load-submitter");
  return loadInquirySubmitter();
}

/**
 * An inquiry form on the form engine: prerendered with the page and hydrated in place, so nothing typed before or
 * during hydration is lost. The kind's schema loads on first use (docs/product.md §11). A valid submit shows the
 * loading toast, then success (reset, redirect to /services after 2 s) or an error toast with every value kept.
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
  const [redirecting, setRedirecting] = useState(false);
  const botChecks = useBotChecks();
  /** The provider's script loads once the visitor starts on the form, never with the page. */
  const [captchaWanted, setCaptchaWanted] = useState(false);

  async function submit(values: InquiryValuesByKind[Kind]): Promise<InquiryResult<Kind>> {
    try {
      const submitter = await loadSubmitter();
      const { honeypot, captcha } = botChecks.read();
      return await submitter.submit(
        kind,
        values,
        captcha === undefined ? { honeypot } : { honeypot, captchaToken: captcha.token },
      );
    } finally {
      botChecks.renew();
    }
  }

  const engine = useFormEngine({
    fields,
    validate: (values) => validateInquiry(kind, values),
    submit,
    unreachable: copy.unreachable,
    // The failure texts load with the submit, not with the page.
    toasts: () =>
      import("@innovatehub/forms/inquiry").then((module) =>
        module.inquirySubmissionToasts(copy.toasts),
      ),
    ...(notify === undefined ? {} : { loadNotifier: () => Promise.resolve(notify) }),
    onSuccess: () => {
      setRedirecting(true);
    },
  });

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

  return (
    <form
      {...engine.formProps}
      method="post"
      aria-labelledby={labelledBy}
      data-inquiry-form={kind}
      onFocus={() => {
        preloadInquirySchema(kind);
        setCaptchaWanted(true);
      }}
    >
      <FormFields engine={engine} idPrefix={`inquiry-${kind}`} />
      {/* Bot checks sit here, between the fields and the submit row. */}
      <BotCheckFields checks={botChecks} showCaptcha={captchaWanted} />
      <FormNotice engine={engine} />
      <InquirySubmitRow
        label={copy.submit}
        busyLabel={copy.submitting}
        busy={engine.submitting}
        disabled={redirecting}
        status={redirecting ? copy.redirectNotice : ""}
      />
    </form>
  );
}
