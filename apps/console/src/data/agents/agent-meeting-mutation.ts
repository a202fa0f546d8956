import type {
  ApplicantMeetingPurpose,
  HeldMeetingType,
  MeetingDuration,
} from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateBookings } from "../bookings/invalidate-booking";

/** A meeting with the applicant; `area` is the store's barangay, city and province names for an in-person one. */
export type AgentMeetingRequest = {
  purpose: ApplicantMeetingPurpose;
  meetingType: HeldMeetingType;
  scheduledAt: string;
  duration: MeetingDuration;
  area: string | null;
};

/**
 * Books it through the staff function, which checks the slot by the booking rules, e-mails the applicant and may
 * move the application to its site-visit stage; answers the new booking's id.
 */
async function bookAgentMeeting(
  applicationId: string,
  request: AgentMeetingRequest,
): Promise<string> {
  const meeting = await unwrap(
    supabase.rpc("staff_book_agent_meeting", {
      p_application_id: applicationId,
      p_purpose: request.purpose,
      p_meeting_type: request.meetingType,
      p_scheduled_at: request.scheduledAt,
      p_duration: request.duration,
      p_area: request.area ?? undefined,
    }),
  );
  return meeting.id;
}

export function useBookAgentMeetingMutation(
  applicationId: string,
  callbacks: MutationCallbacks<string, AgentMeetingRequest>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AgentMeetingRequest) => bookAgentMeeting(applicationId, request),
    ...callbacks,
    // A new booking: the application (its meetings and stage), the inbox, the agenda and the free times hold it.
    onSettled: () => invalidateBookings(queryClient),
  });
}
