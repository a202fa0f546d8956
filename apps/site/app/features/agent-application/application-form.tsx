import { useMemo, useRef, useState } from "react";
import { AGENT_APPLICATION_ID_PREFIX, manilaDateKey } from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import { validateValues, type FormResult, type FormValues } from "@innovatehub/forms/engine";
import {
  agentApplicationFields,
  agentApplicationSections,
  latestAdultBirthDate,
  loadAgentApplicationSchema,
  OUTSIDE_PROVINCE,
  toAgentApplicationArgs,
  type AgentApplicationValues,
} from "@innovatehub/forms/agent";
import { Button } from "@innovatehub/ui/button";
import { BotCheckFields } from "../bot-checks/bot-check-fields";
import { useBotChecks } from "../bot-checks/use-bot-checks";
import { storedDraft } from "../form-engine/stored-draft";
import type { RenderCustomField } from "../form-engine/form-field";
import { FormFields } from "../form-engine/form-fields";
import { FormNotice } from "../form-engine/form-notice";
import { useFormEngine } from "../form-engine/use-form-engine";
import { readFirstTouch } from "../../lib/first-touch";
import type { AgentApplicationBackend } from "../../lib/backend/site-backend";
import { AddressSelect } from "./address-select";
import { BirthDateField } from "./birth-date-field";
import { DocumentPicker } from "./document-picker";
import { documentFieldKinds, isDocumentField, type PickedDocuments } from "./documents";
import {
  submitApplication,
  type ApplicationFailure,
  type ApplicationOutcome,
} from "./submit-application";
import { addressLevelsBelow, useAddress } from "./use-address";

/** Where the draft is kept on the device: one application, whichever language it is filled in. */
const DRAFT_KEY = "innovatehub.agent-application.draft";
const ID_PREFIX = "agent";

/** What a successful submit hands on: the outcome, and the ID's type for the upload that follows. */
export type Submitted = { outcome: ApplicationOutcome; governmentIdType: string };

type ApplicationFormProps = {
  copy: AgentApplicationCopy;
  language: "en" | "fil";
  /** null without a configured backend: the submit then says it could not send. */
  client: AgentApplicationBackend | null;
  documents: PickedDocuments;
  onDocumentsChange: (documents: PickedDocuments) => void;
  onSubmitted: (submitted: Submitted) => void;
};

function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/**
 * The agent application on the form engine (docs/product.md §16), in one language: the applicant, the store, its
 * address from the PSGC lists (each loaded when the level above is chosen), the documents (kept in memory, never in
 * the draft) and the consent. The schema, zod and the phone metadata load on the first check. The draft stays on the
 * device until the submit succeeds.
 */
export function ApplicationForm({
  copy,
  language,
  client,
  documents,
  onDocumentsChange,
  onSubmitted,
}: ApplicationFormProps) {
  const fields = useMemo(() => agentApplicationFields(copy), [copy]);
  const [draft] = useState(() => storedDraft(DRAFT_KEY, Object.keys(documentFieldKinds)));
  const [today] = useState(() => manilaDateKey(new Date()));
  const pendingId = useRef<string | null>(null);
  const botChecks = useBotChecks();
  /** The CAPTCHA provider's script loads once the applicant starts on the form, as on the inquiry forms. */
  const [captchaWanted, setCaptchaWanted] = useState(false);

  async function submit(
    values: AgentApplicationValues,
  ): Promise<FormResult<Submitted, ApplicationFailure>> {
    if (client === null) {
      return { ok: false, failure: { message: copy.toasts.thrown, reuseId: false } };
    }
    const id = pendingId.current ?? `${AGENT_APPLICATION_ID_PREFIX}${crypto.randomUUID()}`;
    pendingId.current = id;
    const { honeypot, captcha } = botChecks.read();
    const args = toAgentApplicationArgs(values, {
      id,
      language,
      source: readFirstTouch(),
      honeypot,
    });
    try {
      const result = await submitApplication(client, args, copy.toasts, captcha);
      return result.ok
        ? { ok: true, data: { outcome: result.data, governmentIdType: values.governmentIdType } }
        : result;
    } finally {
      // A token works once: the next submit needs a new one.
      botChecks.renew();
    }
  }

  const engine = useFormEngine({
    fields,
    draft,
    validate: async (values) => {
      const schema = await loadAgentApplicationSchema();
      return validateValues(schema(copy.errors, today), values);
    },
    submit,
    // The same words as a send that threw: nothing left the phone, and what was typed is kept.
    unreachable: copy.toasts.thrown,
    toasts: {
      loading: copy.toasts.loading,
      success: { title: copy.toasts.success },
      failure: (failure) => ({ title: copy.toasts.failed, description: failure.message }),
      thrown: () => ({ title: copy.toasts.thrown }),
    },
    onResult: (result) => {
      if (result.ok || !result.failure.reuseId) {
        pendingId.current = null;
      }
    },
    onSuccess: onSubmitted,
  });
  const { values, setValue } = engine;
  const address = useAddress(
    {
      regionCode: textOf(values, "regionCode"),
      provinceCode: textOf(values, "provinceCode"),
      cityCode: textOf(values, "cityCode"),
    },
    setValue,
  );

  function chooseAddress(name: keyof typeof addressLevelsBelow, code: string) {
    setValue(name, code);
    for (const below of addressLevelsBelow[name]) {
      setValue(below, "");
    }
  }

  const renderCustom: RenderCustomField = (field, state) => {
    const controlId = `${ID_PREFIX}-${field.name}`;
    const frame = { field, controlId, value: state.value, error: state.error };
    const common = { ...frame, copy: copy.address };
    switch (field.name) {
      case "dateOfBirth":
        return (
          <BirthDateField
            {...frame}
            onChange={state.onChange}
            latest={latestAdultBirthDate(today)}
          />
        );
      case "regionCode":
        return (
          <AddressSelect
            {...common}
            list={address.regions}
            onChange={(code) => chooseAddress("regionCode", code)}
          />
        );
      case "provinceCode":
        return (
          <AddressSelect
            {...common}
            list={address.provinces}
            extra={
              address.hasOutsideCities
                ? [{ code: OUTSIDE_PROVINCE, name: copy.address.outsideProvince }]
                : []
            }
            note={address.regionHasNoProvinces ? copy.address.noProvinces : undefined}
            onChange={(code) => chooseAddress("provinceCode", code)}
          />
        );
      case "cityCode":
        return (
          <AddressSelect
            {...common}
            list={address.cities}
            onChange={(code) => chooseAddress("cityCode", code)}
          />
        );
      case "barangayCode":
        return (
          <AddressSelect
            {...common}
            list={address.barangays}
            onChange={(code) => chooseAddress("barangayCode", code)}
          />
        );
      default: {
        if (!isDocumentField(field.name)) {
          return null;
        }
        const kind = documentFieldKinds[field.name];
        return (
          <DocumentPicker
            kind={kind}
            copy={copy}
            required={field.required}
            name={field.name}
            picked={documents[kind]}
            error={state.error}
            onPicked={(picked) => {
              onDocumentsChange({ ...documents, [kind]: picked });
              state.onChange(picked === null ? "" : picked.name);
            }}
          />
        );
      }
    }
  };

  return (
    <form
      {...engine.formProps}
      aria-labelledby="agent-view-title"
      className="flex flex-col gap-10"
      onFocus={() => {
        setCaptchaWanted(true);
      }}
    >
      {agentApplicationSections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`agent-section-${section.id}`}
          className="flex flex-col gap-5"
        >
          <h2 id={`agent-section-${section.id}`} className="text-h3">
            {copy.sections[section.id]}
          </h2>
          {section.id === "documents" ? (
            <p className="text-muted-foreground">{copy.documents.intro}</p>
          ) : null}
          <FormFields
            engine={engine}
            idPrefix={ID_PREFIX}
            names={section.names}
            renderCustom={renderCustom}
          />
        </section>
      ))}
      <BotCheckFields checks={botChecks} showCaptcha={captchaWanted} />
      <FormNotice engine={engine} />
      <div className="border-t border-border pt-6">
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={engine.submitting}>
          {engine.submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
