import type {
  AgentApplicationStage,
  AgentDeclineReason,
  AgentDocumentRequestReason,
} from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateApplication } from "./invalidate-application";

/** A stage move; a decline carries its reason from the list and the team's note. */
export type ApplicationMove =
  | { stage: Exclude<AgentApplicationStage, "declined" | "documents_requested"> }
  | { stage: "declined"; reason: AgentDeclineReason; note: string | null };

/** Moves an application through the audited staff function (it refuses a move the domain does not list). */
async function moveApplication(id: string, move: ApplicationMove): Promise<AgentApplicationStage> {
  await unwrap(
    supabase.rpc("staff_move_agent_application", {
      p_id: id,
      p_stage: move.stage,
      p_decline_reason: move.stage === "declined" ? move.reason : undefined,
      p_decline_note: move.stage === "declined" ? (move.note ?? undefined) : undefined,
    }),
  );
  return move.stage;
}

export function useMoveApplicationMutation(
  id: string,
  callbacks: MutationCallbacks<AgentApplicationStage, ApplicationMove>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ApplicationMove) => moveApplication(id, move),
    ...callbacks,
    onSettled: () => invalidateApplication(queryClient),
  });
}

/** A staff member an application is assigned to, or null to unassign. */
type ApplicationAssignee = { userId: string; email: string } | null;

export function useAssignApplicationMutation(
  id: string,
  callbacks: MutationCallbacks<ApplicationAssignee, ApplicationAssignee>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assignee: ApplicationAssignee) => {
      await unwrap(
        supabase.rpc("staff_assign_agent_application", {
          p_id: id,
          // The function's argument is nullable (null unassigns); the generated type does not say so.
          p_assignee: (assignee?.userId ?? null) as string,
        }),
      );
      return assignee;
    },
    ...callbacks,
    onSettled: () => invalidateApplication(queryClient),
  });
}

/** A document accepted, or asked for again with a reason (which mails the applicant). */
export type DocumentReview =
  | { documentId: string; review: "accepted" }
  | { documentId: string; review: "requested_again"; reason: AgentDocumentRequestReason };

export function useReviewDocumentMutation(
  callbacks: MutationCallbacks<DocumentReview, DocumentReview>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: DocumentReview) => {
      await unwrap(
        supabase.rpc("staff_review_agent_document", {
          p_document_id: review.documentId,
          p_review: review.review,
          p_reason: review.review === "requested_again" ? review.reason : undefined,
        }),
      );
      return review;
    },
    ...callbacks,
    onSettled: () => invalidateApplication(queryClient),
  });
}

/** Adds a staff note to an application (the database stamps its author and time). */
export function useAddApplicationNoteMutation(
  id: string,
  callbacks: MutationCallbacks<void, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      await unwrap(supabase.rpc("staff_add_agent_application_note", { p_id: id, p_body: body }));
    },
    ...callbacks,
    onSettled: () => invalidateApplication(queryClient),
  });
}
