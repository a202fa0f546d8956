/*
 * Agent applications: a store owner applies to become a PlataPay agent, with documents that show who they are and
 * where the store is. The database mirrors every list and number here (migration
 * 20261127000500_agent_applications.sql); the contract test in tooling/local-backend proves the two agree.
 */

/** An application's id is this prefix and a UUID made in the browser, so a retried submit is recognised. */
export const AGENT_APPLICATION_ID_PREFIX = "agt-";

/**
 * The stages of an application, in the order the agent team works it (docs/product.md §17): received, screened
 * (is the applicant who they say, is the store where they say, does the area need an agent), a document asked
 * for again when one is missing or unreadable, a site visit, approved, onboarded; or closed as declined (with a
 * reason) or withdrawn, at any stage before onboarding.
 */
export const agentApplicationStages = [
  "new",
  "screening",
  "documents_requested",
  "site_visit",
  "approved",
  "onboarded",
  "declined",
  "withdrawn",
] as const;
export type AgentApplicationStage = (typeof agentApplicationStages)[number];
export const AGENT_APPLICATION_INITIAL_STAGE = "new" satisfies AgentApplicationStage;

/**
 * The moves staff may make, from each stage. The database holds the same table
 * (private.agent_stage_move_allowed) and refuses every other move. A move into documents_requested names the
 * document asked for again (staff_review_agent_document); every other move is staff_move_agent_application.
 */
const agentStageTransitions = {
  new: ["screening", "documents_requested", "declined", "withdrawn"],
  screening: ["documents_requested", "site_visit", "declined", "withdrawn"],
  documents_requested: ["screening", "declined", "withdrawn"],
  site_visit: ["approved", "declined", "withdrawn"],
  approved: ["onboarded", "declined", "withdrawn"],
  onboarded: [],
  declined: [],
  withdrawn: [],
} as const satisfies Readonly<Record<AgentApplicationStage, readonly AgentApplicationStage[]>>;

export function agentStageMovesFrom(from: AgentApplicationStage): readonly AgentApplicationStage[] {
  return agentStageTransitions[from];
}

export function canMoveAgentApplication(
  from: AgentApplicationStage,
  to: AgentApplicationStage,
): boolean {
  return agentStageMovesFrom(from).includes(to);
}

/** The stage a document asked for again puts the application in. */
export const AGENT_DOCUMENTS_REQUESTED_STAGE =
  "documents_requested" satisfies AgentApplicationStage;
export const AGENT_DECLINED_STAGE = "declined" satisfies AgentApplicationStage;

/** Why an application is declined (with the team's own note beside it, never sent to the applicant). */
export const agentDeclineReasons = [
  "identity_not_verified",
  "store_not_verified",
  "documents_incomplete",
  "area_covered",
  "not_eligible",
  "unreachable",
  "other",
] as const;
export type AgentDeclineReason = (typeof agentDeclineReasons)[number];
/** Decline reasons that say nothing by themselves, so the team must write a note with them. */
export const agentDeclineReasonsNeedingNote = ["other"] as const satisfies readonly AgentDeclineReason[];
/** Whether a decline with `reason` needs the team's note. */
export function declineReasonNeedsNote(reason: AgentDeclineReason): boolean {
  return (agentDeclineReasonsNeedingNote as readonly AgentDeclineReason[]).includes(reason);
}
/** The longest note the team may keep with a decline. */
export const AGENT_DECLINE_NOTE_MAX_LENGTH = 1000;

/** A received document's review by staff: accepted, or asked for again with a reason. */
export const agentDocumentReviews = ["accepted", "requested_again"] as const;
export type AgentDocumentReview = (typeof agentDocumentReviews)[number];
/** Why a document is asked for again; the applicant's e-mail says it in fixed words (no free text). */
export const agentDocumentRequestReasons = [
  "unreadable",
  "expired",
  "cut_off",
  "name_mismatch",
  "wrong_document",
] as const;
export type AgentDocumentRequestReason = (typeof agentDocumentRequestReasons)[number];

/** How long a staff member may open a document after asking to view it (the signed URL lives as long). */
export const AGENT_DOCUMENT_VIEW_SECONDS = 60;

/** Stages in which the applicant may still upload or replace a document. */
export const agentStagesOpenForDocuments = [
  "new",
  "screening",
  "documents_requested",
] as const satisfies readonly AgentApplicationStage[];

/** Closed without an agency: deleted, documents and all, AGENT_CLOSED_RETENTION_DAYS after the decision. */
export const agentStagesClosed = ["declined", "withdrawn"] as const satisfies readonly AgentApplicationStage[];

/** Whether the application is closed without an agency: no meeting is booked for it, and no step shown after it. */
export function isAgentStageClosed(stage: AgentApplicationStage): boolean {
  const closed: readonly AgentApplicationStage[] = agentStagesClosed;
  return closed.includes(stage);
}
/**
 * Before a decision: deleted after AGENT_UNFINISHED_RETENTION_DAYS with no stage move and no new document. Every
 * other stage is an agency, kept for as long as the company's record-keeping obligations require.
 */
export const agentStagesBeforeDecision = [
  "new",
  "screening",
  "documents_requested",
  "site_visit",
] as const satisfies readonly AgentApplicationStage[];

/**
 * Days a declined or withdrawn application (its documents, e-mails and links included) is kept after the
 * decision: long enough to answer the applicant's questions, a complaint or a request about it (the Data Privacy
 * Act gives 30 working days to answer one, about six weeks), and no longer than the decision needs.
 */
export const AGENT_CLOSED_RETENTION_DAYS = 90;
/** Days an application before a decision may go untouched (no stage move, no document) before it is deleted. */
export const AGENT_UNFINISHED_RETENTION_DAYS = 90;
/** Hours after its upload window an authorised upload that was never checked is deleted with any file. */
export const AGENT_UNCHECKED_UPLOAD_RETENTION_HOURS = 24;
/**
 * Years an agent's identification records are kept after the agency ends: the anti-money-laundering record-keeping
 * rule (RA 9160 as amended, and the Bangko Sentral's rules for payment and e-money agents) asks for at least five.
 * This system does not record when an agency ends, so retention never deletes an agency's application.
 */
export const AGENT_RECORDS_YEARS_AFTER_AGENCY = 5;

/** The languages the page, the form and the applicant's e-mails are written in. */
export const agentLanguages = ["en", "fil"] as const;
export type AgentLanguage = (typeof agentLanguages)[number];

/** The store's type: the client types the site already shows, and "other". */
export const agentStoreTypes = ["agent", "business", "remittance", "food", "retail", "other"] as const;
export type AgentStoreType = (typeof agentStoreTypes)[number];

/** The business packages (plan subscriptions) an applicant may be interested in, or not decided yet. */
export const agentBusinessPackages = [
  "basic",
  "plus",
  "premium",
  "premium_lottery",
  "enterprise_lottery",
  "undecided",
] as const;
export type AgentBusinessPackage = (typeof agentBusinessPackages)[number];

/** How the applicant heard of PlataPay. */
export const agentHeardFromChannels = [
  "facebook",
  "friend_or_family",
  "existing_agent",
  "event",
  "search",
  "other",
] as const;

/**
 * The documents an application carries: a government ID and a photo of the store; a business permit is optional
 * (many stores run without one yet).
 */
export const agentDocumentKinds = ["government_id", "store_photo", "business_permit"] as const;
export type AgentDocumentKind = (typeof agentDocumentKinds)[number];

/** Which government ID was uploaded (the IDs commonly accepted in the Philippines), or another one. */
export const governmentIdTypes = [
  "philsys",
  "passport",
  "drivers_license",
  "umid",
  "sss",
  "gsis",
  "prc",
  "postal",
  "voters",
  "philhealth",
  "senior_citizen",
  "other",
] as const;

/**
 * A document's life: a row is made when an upload is authorised, the file's content is checked after the upload,
 * and a later accepted file of the same kind replaces it.
 */
export const agentDocumentStatuses = ["awaiting_upload", "received", "refused", "replaced"] as const;
export type AgentDocumentStatus = (typeof agentDocumentStatuses)[number];

/** The private Storage bucket the documents go to; each file at `<application id>/<document id>`. */
export const AGENT_DOCUMENTS_BUCKET = "agent-documents";
/** The bucket's size limit: a phone photo leaves the phone well under 1 MB, a scanned permit may be larger. */
export const AGENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A picked file this large is refused on the phone before anything is read or sent (a 30 MB file, issue 31).
 * Larger than the bucket's limit on purpose: a photo over that limit is shrunk on the phone first. The database has
 * no counterpart (nothing this large ever reaches it; the bucket refuses anything over its own limit).
 */
export const AGENT_PICKED_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** The file types each kind accepts (the bucket allows their union); checked again by the file's content. */
export const agentDocumentContentTypes = {
  government_id: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
  store_photo: ["image/jpeg", "image/png", "image/webp"],
  business_permit: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
} as const satisfies Readonly<Record<AgentDocumentKind, readonly string[]>>;

/** An applicant is 18 or older on the day they apply (Manila calendar). */
export const AGENT_MIN_AGE_YEARS = 18;
/** A second application from the same mobile number or mailbox within this many days is not stored. */
export const AGENT_DUPLICATE_WINDOW_DAYS = 30;
/** The token a submit answers with lets the browser upload the documents for this long. */
export const AGENT_UPLOAD_TOKEN_MINUTES = 120;
/** An authorised upload must reach the bucket within this many minutes, or it is refused. */
export const AGENT_DOCUMENT_UPLOAD_WINDOW_MINUTES = 10;
/** Uploads one application may ask for in a rolling day (replacements included). */
export const AGENT_DOCUMENT_UPLOADS_PER_DAY = 20;

/**
 * Why another booking, inquiry or application is a possible duplicate of an application
 * (staff_agent_application_duplicates): the same mailbox (as the abuse limits normalise it), the same mobile number
 * (a booking's or an inquiry's phone read as a Philippine mobile), or, for another application, the same store
 * address (the barangay, and the street with case, spacing and punctuation ignored).
 */
export const agentDuplicateReasons = ["email", "phone", "address"] as const;
export type AgentDuplicateReason = (typeof agentDuplicateReasons)[number];
/** The most matches the duplicates check answers, newest first: a warning, not a search. */
export const AGENT_DUPLICATE_MATCHES_MAX = 20;

/** A Philippine mobile number in E.164: +63, then 9 and nine more digits. */
export const PH_MOBILE_E164_PATTERN = /^\+639[0-9]{9}$/;
/** A TIN as digits only: 9 digits, then a 3- or 5-digit branch code when there is one. */
export const TIN_PATTERN = /^[0-9]{9}([0-9]{3}|[0-9]{5})?$/;
/** A DTI, SEC or CDA registration number, upper case: letters, digits and hyphens. */
export const BUSINESS_REGISTRATION_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;
/** A Philippine Standard Geographic Code: ten digits. */
export const PSGC_CODE_PATTERN = /^[0-9]{10}$/;

/** The earliest date of birth the database accepts (a typing error, not an age rule). */
export const AGENT_OLDEST_BIRTH_DATE = "1900-01-01";
/** Store names and streets are counted after trimming. */
export const STORE_NAME_MIN_LENGTH = 2;
export const STORE_NAME_MAX_LENGTH = 150;
export const STREET_MIN_LENGTH = 2;
export const STREET_MAX_LENGTH = 200;
export const YEARS_IN_OPERATION_MAX = 100;

/** What a submit answers: a new application, or one already made from that mobile number or mailbox. */
export const agentSubmitOutcomes = ["received", "already_applied"] as const;
