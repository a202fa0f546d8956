import {
  AGENT_DUPLICATE_WINDOW_DAYS,
  type AgentDeclineReason,
  type AgentDocumentKind,
  type AgentDocumentRequestReason,
  type agentStageMailTemplates,
} from "../domain/index.ts";
import type { JobAgentApplication } from "../rows.ts";
import { APPLICANT_FRAME } from "./applicant-frame.ts";
import { COMPANY_NAME } from "./format.ts";
import { RenderError } from "./render-context.ts";

/** The applicant's e-mail for the stage a staff move reached (docs/product.md §17). */
export type StageTemplate = (typeof agentStageMailTemplates)[keyof typeof agentStageMailTemplates];
type Language = JobAgentApplication["language"];

/** Fixed words for the applicant in both languages: the team's own notes never reach an e-mail. */
type Words = Readonly<Record<Language, string>>;

const DOCUMENT_NAMES: Readonly<Record<AgentDocumentKind, Words>> = {
  government_id: { en: "your valid government ID", fil: "ang valid government ID mo" },
  store_photo: { en: "the photo of your store", fil: "ang picture ng store mo" },
  business_permit: { en: "your business permit", fil: "ang business permit mo" },
};

const REQUEST_REASONS: Readonly<Record<AgentDocumentRequestReason, Words>> = {
  unreadable: {
    en: "the file is blurry or hard to read",
    fil: "malabo o mahirap basahin ang file",
  },
  expired: { en: "the ID has expired", fil: "expired na ang ID" },
  cut_off: {
    en: "part of the document is cut off",
    fil: "may parte ng document na putol o hindi kita",
  },
  name_mismatch: {
    en: "the name on it does not match the name on your application",
    fil: "hindi tugma ang pangalan dito sa pangalan sa application mo",
  },
  wrong_document: {
    en: "it is not the document we asked for",
    fil: "hindi ito ang document na hinihingi namin",
  },
};

/** A decline's reason as the applicant reads it; "other" says nothing more than the decline itself. */
const DECLINE_REASONS: Readonly<Record<AgentDeclineReason, Words | null>> = {
  identity_not_verified: {
    en: "we could not confirm the identity of the applicant",
    fil: "hindi namin ma-confirm ang identity ng nag-apply",
  },
  store_not_verified: {
    en: "we could not confirm the store's details or location",
    fil: "hindi namin ma-confirm ang details o location ng store",
  },
  documents_incomplete: {
    en: "the documents we need were not completed",
    fil: "hindi nakumpleto ang mga documents na kailangan namin",
  },
  area_covered: {
    en: "the area of your store already has enough PlataPay agents",
    fil: "may sapat nang PlataPay agents sa area ng store mo",
  },
  not_eligible: {
    en: "the application does not meet the requirements for PlataPay agents",
    fil: "hindi pasok ang application sa requirements para sa PlataPay agents",
  },
  unreachable: {
    en: "we could not reach you by phone or e-mail",
    fil: "hindi ka namin ma-contact sa phone o email",
  },
  other: null,
};

const FRAME = {
  en: {
    ...APPLICANT_FRAME.en,
    reference: (reference: string) => `Your reference: ${reference}`,
    linkIntro: "See where your application stands here:",
    uploadIntro: "Upload the new file, and see where your application stands, here:",
    subject: (what: string) => `Your PlataPay agent application: ${what} - ${COMPANY_NAME}`,
    reason: (why: string) => `Reason: ${why}.`,
  },
  fil: {
    ...APPLICANT_FRAME.fil,
    reference: (reference: string) => `Reference number mo: ${reference}`,
    linkIntro: "Dito mo makikita ang status ng application mo:",
    uploadIntro:
      "Dito mo i-upload ang bagong file, at dito mo rin makikita ang status ng application mo:",
    subject: (what: string) =>
      `Ang application mo bilang PlataPay agent: ${what} - ${COMPANY_NAME}`,
    reason: (why: string) => `Dahilan: ${why}.`,
  },
} as const;

interface StageWords {
  subject: Words;
  /** The stage's own lines, from fixed words and the domain's lists only. */
  body: (application: JobAgentApplication, language: Language) => string[];
}

const STAGES: Readonly<Record<StageTemplate, StageWords>> = {
  agent_application_screening: {
    subject: { en: "we are checking it", fil: "chine-check na namin" },
    body: (_, language) => [
      language === "en"
        ? "Our team has started checking your application: your details, your documents and your store's location."
        : "Sinimulan na ng team namin i-check ang application mo: ang details mo, ang documents mo, at ang location ng store mo.",
    ],
  },
  agent_application_documents_requested: {
    subject: { en: "we need a document again", fil: "kailangan namin ulit ng document" },
    body: (application, language) => {
      const requested = application.requested_document;
      if (requested === null) {
        throw new RenderError("missing_requested_document");
      }
      const document = DOCUMENT_NAMES[requested.kind][language];
      return [
        language === "en"
          ? `We need one of your documents again: ${document}.`
          : `Kailangan namin ulit ang isa sa mga documents mo: ${document}.`,
        FRAME[language].reason(REQUEST_REASONS[requested.reason][language]),
      ];
    },
  },
  agent_application_site_visit: {
    subject: { en: "a visit to your store", fil: "bibisitahin namin ang store mo" },
    body: (_, language) => [
      language === "en"
        ? "Your application passed screening. The next step is a visit to your store: our team will call or e-mail you to agree on a day and time."
        : "Pasado na sa screening ang application mo. Ang susunod: bibisitahin namin ang store mo. Tatawagan o ie-email ka ng team namin para mag-set ng araw at oras.",
    ],
  },
  agent_application_approved: {
    subject: { en: "approved", fil: "approved na" },
    body: (_, language) => [
      language === "en"
        ? "Good news: your application to become a PlataPay agent is approved. Our team will contact you about onboarding and training."
        : "Good news: approved na ang application mo bilang PlataPay agent! Kokontakin ka ng team namin tungkol sa onboarding at training.",
    ],
  },
  agent_application_onboarded: {
    subject: { en: "welcome to the network", fil: "welcome sa network" },
    body: (_, language) => [
      language === "en"
        ? "Welcome to the PlataPay agent network: your store is now set up as a PlataPay agent."
        : "Welcome sa PlataPay agent network! Naka-set up na ang store mo bilang PlataPay agent.",
    ],
  },
  agent_application_declined: {
    subject: { en: "not approved", fil: "hindi na-approve" },
    body: (application, language) => {
      const reason =
        application.decline_reason === null ? null : DECLINE_REASONS[application.decline_reason];
      return [
        language === "en"
          ? "We are sorry: we cannot approve your application to become a PlataPay agent at this time."
          : "Pasensya na po: hindi namin ma-approve ang application mo bilang PlataPay agent sa ngayon.",
        ...(reason === null ? [] : [FRAME[language].reason(reason[language])]),
      ];
    },
  },
  agent_application_withdrawn: {
    subject: { en: "withdrawn", fil: "na-withdraw na" },
    // The database stores no second application from the same number or mailbox within the window.
    body: (_, language) => [
      language === "en"
        ? `As you asked, we have withdrawn your application to become a PlataPay agent. You are welcome to apply again once ${AGENT_DUPLICATE_WINDOW_DAYS} days have passed since you sent this application.`
        : `Gaya ng hiniling mo, na-withdraw na namin ang application mo bilang PlataPay agent. Puwede kang mag-apply ulit pagkalipas ng ${AGENT_DUPLICATE_WINDOW_DAYS} days mula nang ipinadala mo ang application na ito.`,
    ],
  },
};

/** The e-mail for a stage in the application's language: fixed words, the reference and the status link only. */
export function stageMail(
  template: StageTemplate,
  application: JobAgentApplication,
  /** Lines about what the move did besides (a closing move's cancelled meeting), after the stage's own. */
  also: readonly string[] = [],
) {
  const { language } = application;
  const frame = FRAME[language];
  const stage = STAGES[template];
  const body = [...stage.body(application, language), ...also];
  return {
    subject: frame.subject(stage.subject[language]),
    lines: (reference: string, link: string, teamAddress: string) => [
      frame.greeting,
      "",
      ...body,
      frame.reference(reference),
      "",
      template === "agent_application_documents_requested" ? frame.uploadIntro : frame.linkIntro,
      link,
      "",
      frame.questions(teamAddress),
      "",
      COMPANY_NAME,
    ],
  };
}
