import {
  agentApplicationStages,
  agentDocumentKinds,
  type AgentApplicationStage,
  type AgentDocumentKind,
  toInstant,
} from "@innovatehub/domain";
import {
  AGENT_APPLICATION_STATUS_RPC,
  type AgentStatusBackend,
} from "../../lib/backend/site-backend";

/** A document as the status page shows it: its kind and the check's verdict. */
export type StatusDocument = { kind: AgentDocumentKind; status: "received" | "refused" };

/** What a status token shows (get_agent_application_status): no personal data beyond the reference and dates. */
export type ApplicationStatus = {
  reference: string;
  stage: AgentApplicationStage;
  submittedAt: string;
  documents: StatusDocument[];
};

export type StatusRead =
  { ok: true; status: ApplicationStatus } | { ok: false; reason: "invalid-token" | "failed" };

function stageOf(value: unknown): AgentApplicationStage | null {
  return agentApplicationStages.find((stage) => stage === value) ?? null;
}

function documentOf(value: unknown): StatusDocument | null {
  if (typeof value !== "object" || value === null) {
    return null;
  }
  const kind = agentDocumentKinds.find((candidate) => candidate === Reflect.get(value, "kind"));
  const status: unknown = Reflect.get(value, "status");
  return kind !== undefined && (status === "received" || status === "refused")
    ? { kind, status }
    : null;
}

function statusOf(value: unknown): ApplicationStatus | null {
  if (typeof value !== "object" || value === null) {
    return null;
  }
  const reference: unknown = Reflect.get(value, "reference");
  const submittedAt: unknown = Reflect.get(value, "submitted_at");
  const documents: unknown = Reflect.get(value, "documents");
  const stage = stageOf(Reflect.get(value, "stage"));
  // The day is shown formatted: a value that is no instant would throw in the formatter, so it is refused here.
  if (
    typeof reference !== "string" ||
    typeof submittedAt !== "string" ||
    toInstant(submittedAt) === null ||
    stage === null
  ) {
    return null;
  }
  const list = Array.isArray(documents)
    ? documents.map(documentOf).filter((document) => document !== null)
    : [];
  return { reference, stage, submittedAt, documents: list };
}

/** Reads the application a status token opens; a token that opens nothing (or no longer) says so. */
export async function readStatus(client: AgentStatusBackend, token: string): Promise<StatusRead> {
  try {
    const { data, error } = await client.rpc(AGENT_APPLICATION_STATUS_RPC, { p_token: token });
    if (error !== null) {
      return { ok: false, reason: error.message === "invalid_token" ? "invalid-token" : "failed" };
    }
    const status = statusOf(data);
    return status === null ? { ok: false, reason: "failed" } : { ok: true, status };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/**
 * Each kind's state: received when a file of that kind is held (a replaced one is no longer listed), else refused
 * when the last try was refused; absent when none was sent.
 */
export function stateByKind(
  documents: readonly StatusDocument[],
): Partial<Record<AgentDocumentKind, StatusDocument["status"]>> {
  const states: Partial<Record<AgentDocumentKind, StatusDocument["status"]>> = {};
  for (const document of documents) {
    if (states[document.kind] !== "received") {
      states[document.kind] = document.status;
    }
  }
  return states;
}
