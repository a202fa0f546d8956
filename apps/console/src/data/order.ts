/** Oldest first, by when the database recorded the row. */
export const byCreatedAt = (a: { created_at: string }, b: { created_at: string }) =>
  a.created_at.localeCompare(b.created_at);

/** Earliest first, by when the meeting starts. */
export const byScheduledAt = (a: { scheduled_at: string }, b: { scheduled_at: string }) =>
  a.scheduled_at.localeCompare(b.scheduled_at);
