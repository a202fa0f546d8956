/** The booking as claim_appointment returns it (timestamps as ISO strings from PostgREST). */
export interface ClaimedAppointment {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  scheduled_at: string;
  ends_at: string;
  duration: string;
  meeting_type: string;
  topic: string;
  notes: string | null;
}

export interface AppointmentStore {
  /** Marks the booking processed and returns it, or null when it is unknown, cancelled or already claimed. */
  claim(appointmentId: string): Promise<ClaimedAppointment | null>;
  /** Gives a claim back after a failed notification, so a later call can retry. */
  release(appointmentId: string): Promise<void>;
}
