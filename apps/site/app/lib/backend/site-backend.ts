import type { Database, TablesInsert } from "@innovatehub/database";

/**
 * The site's one backend client, narrowed to the calls the site makes and typed by `@innovatehub/database`: the
 * supabase-js client made in `supabase-client.ts` is checked against it, and stories and tests pass stand-ins
 * for the part a feature uses (`BookingBackend`, `ManageBackend`, ...).
 */

type Functions = Database["public"]["Functions"];
type Tables = Database["public"]["Tables"];

/** The tables the site inserts leads into (anon may insert, never read back). */
export const APPOINTMENTS_TABLE = "appointments" satisfies keyof Tables;
export const INQUIRIES_TABLE = "inquiries" satisfies keyof Tables;

/** The edge function that processes a stored lead (supabase/functions/process-appointment). */
export const PROCESS_APPOINTMENT_FUNCTION = "process-appointment";

/** The database functions behind the manage page (supabase/migrations: visitor_*). */
export const VISITOR_GET_BOOKING_RPC = "visitor_get_booking" satisfies keyof Functions;
export const VISITOR_CANCEL_BOOKING_RPC = "visitor_cancel_booking" satisfies keyof Functions;
export const VISITOR_RESCHEDULE_BOOKING_RPC =
  "visitor_reschedule_booking" satisfies keyof Functions;

/** The unsubscribe page's one call. */
export const UNSUBSCRIBE_RPC = "unsubscribe" satisfies keyof Functions;

/** The availability RPC (supabase/migrations: get_busy_ranges). */
export const BUSY_RANGES_RPC = "get_busy_ranges" satisfies keyof Functions;
/** The closed days and their reasons (supabase/migrations: get_closed_days). */
export const CLOSED_DAYS_RPC = "get_closed_days" satisfies keyof Functions;

/** How the backend reports a refusal: PostgREST's code (`PT409`, `23505`, ...) and message (`slot_taken`, ...). */
export type BackendError = { code?: string | null; message?: string | null; hint?: string | null };

type Answer<Data> = PromiseLike<{ data: Data | null; error: BackendError | null }>;

/** One RPC the site may call, with the generated arguments and result. */
type Rpc<Name extends keyof Functions, Result = Functions[Name]["Returns"]> = {
  rpc(name: Name, args: Functions[Name]["Args"]): Answer<Result>;
};

/** The anon insert into one table (no `.select()`: anon may not read its rows back). */
type Insert<Table extends "appointments" | "inquiries"> = {
  from(table: Table): {
    insert(row: TablesInsert<Table>): PromiseLike<{ error: BackendError | null; status: number }>;
  };
};

/** A stored lead or agent application, as `process-appointment` names it. */
export type ProcessedLead = { appointmentId: string } | { inquiryId: string } | { agentApplicationId: string };

/** The new lead `process-appointment` should process, with the visitor's CAPTCHA token when CAPTCHA is on. */
export type ProcessLeadBody = ProcessedLead & { captchaToken?: string };

/** The one function call after a lead is stored. */
export type LeadFunctions = {
  functions: {
    invoke(
      name: typeof PROCESS_APPOINTMENT_FUNCTION,
      options: { body: ProcessLeadBody },
    ): Promise<{ error: unknown }>;
  };
};

/** The availability calls alone: what the slot picker needs (the booking dialog and the manage page). */
export type AvailabilityBackend = Rpc<"get_busy_ranges"> & Rpc<"get_closed_days">;

/** The booking dialog: insert, availability, then the function. */
export type BookingBackend = Insert<"appointments"> & AvailabilityBackend & LeadFunctions;

/** The inquiry forms: insert, then (with CAPTCHA on) the function. */
export type InquiryBackend = Insert<"inquiries"> & LeadFunctions;

type VisitorBookingRow = Functions["visitor_get_booking"]["Returns"][number];

/**
 * The booking as the manage page receives it (the page narrows it with the domain's `narrowBooking`). The
 * generator types every returned column as present; these two are null until they apply (the room once
 * confirmed, the digits for a phone call).
 */
export type VisitorBooking = Omit<VisitorBookingRow, "meeting_url" | "phone_last_digits"> & {
  meeting_url: string | null;
  phone_last_digits: string | null;
};

/** The manage page: the visitor's booking by token, cancel, reschedule, and availability. */
export type ManageBackend = Rpc<"visitor_get_booking", VisitorBooking[]> &
  Rpc<"visitor_cancel_booking"> &
  Rpc<"visitor_reschedule_booking"> &
  AvailabilityBackend;

/** The unsubscribe page. */
type UnsubscribeBackend = Rpc<"unsubscribe">;

/** The agent application's calls (supabase/migrations: *_agent_applications, *_agent_documents_storage). */
export const SUBMIT_AGENT_APPLICATION_RPC = "submit_agent_application" satisfies keyof Functions;
export const AUTHORIZE_AGENT_DOCUMENT_RPC = "authorize_agent_document_upload" satisfies keyof Functions;
export const AGENT_APPLICATION_STATUS_RPC = "get_agent_application_status" satisfies keyof Functions;
/** The edge function that reads an uploaded document's bytes (supabase/functions/agent-document-check). */
export const AGENT_DOCUMENT_CHECK_FUNCTION = "agent-document-check";

/** Storage's signed upload, the only Storage call the site makes (into the private agent documents bucket). */
type SignedUploadStorage = {
  storage: {
    from(bucket: string): {
      createSignedUploadUrl(
        path: string,
      ): PromiseLike<{ data: { token: string } | null; error: BackendError | null }>;
      uploadToSignedUrl(
        path: string,
        token: string,
        file: Blob,
        options: { contentType: string },
      ): PromiseLike<{ error: BackendError | null }>;
    };
  };
};

/** The agent document check: the upload token or a status token, and the document's id. */
type AgentDocumentCheck = {
  functions: {
    invoke(
      name: typeof AGENT_DOCUMENT_CHECK_FUNCTION,
      options: { body: { token: string; documentId: string } },
    ): Promise<{ data: unknown; error: unknown }>;
  };
};

/** Uploading a document: authorise it, sign and upload it, have its bytes checked (the form and the status page). */
export type AgentDocumentBackend = Rpc<"authorize_agent_document_upload"> & SignedUploadStorage & AgentDocumentCheck;

/** The agent application form: the submit, (with CAPTCHA on) the function, then its documents. */
export type AgentApplicationBackend = Rpc<"submit_agent_application"> &
  LeadFunctions &
  AgentDocumentBackend;

/** The applicant's status page: the application by status token, and its documents. */
export type AgentStatusBackend = Rpc<"get_agent_application_status"> & AgentDocumentBackend;

/** Everything the site calls. */
export type SiteBackend = BookingBackend &
  InquiryBackend &
  ManageBackend &
  UnsubscribeBackend &
  AgentApplicationBackend &
  AgentStatusBackend;
